/**
 * The right-hand detail drawer of the admin console and its parts: the shell with a heading and a
 * close button, the loading skeleton and the load error of its body, titled sections, and the
 * label/value list of a record's details. Used by the booking drawer (/admin/bookings) and the
 * plan drawer (/admin/plans).
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { QueryErrorState } from './StateMessage';

/**
 * The drawer (a labelled modal dialog on the right): open while `id` is set; the last id shown
 * stays rendered while the drawer slides out. `children(id)` renders the body of that record
 * (give it `key={id}` so each record starts fresh). `title` is the heading and the dialog's name,
 * `closeLabel` the close button's ARIA name, `width` the width in px from the `sm` breakpoint
 * (full width below), `divider` a rule under the heading.
 */
export function DetailDrawer({
  id,
  title,
  closeLabel,
  width,
  divider = false,
  onClose,
  children,
}: {
  id: string | null;
  title: string;
  closeLabel: string;
  width: number;
  divider?: boolean;
  onClose: () => void;
  children: (id: string) => ReactNode;
}) {
  const titleId = useId();
  const [shownId, setShownId] = useState(id);
  if (id && id !== shownId) setShownId(id);
  return (
    <Drawer
      anchor="right"
      open={Boolean(id)}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: width }, maxWidth: '100%' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={closeLabel}>
          <CloseRounded />
        </IconButton>
      </Stack>
      {divider && <Divider />}
      {shownId && children(shownId)}
    </Drawer>
  );
}

/** The body's load failure: the query error with a retry and the `title` ("We couldn't load ..."). */
export function DetailDrawerError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  return (
    <Box sx={{ p: 2.5 }}>
      <QueryErrorState error={error} onRetry={onRetry} title={title} />
    </Box>
  );
}

/** The body's skeleton while it loads, named `label` for assistive technology; `lastHeight` (px) sizes the last block. */
export function DetailDrawerLoading({ label, lastHeight }: { label: string; lastHeight: number }) {
  return (
    <Stack spacing={2} sx={{ p: 2.5 }} aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width="60%" height={32} />
      <Skeleton variant="rounded" height={36} width="70%" />
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={lastHeight} />
    </Stack>
  );
}

/** A titled section of the drawer's body (an h3 heading). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The details as a description list of DetailField rows; `labelWidth` (px) is the label column from `sm` up (stacked below). */
export function DetailList({ labelWidth, children }: { labelWidth: number; children: ReactNode }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px 1fr` }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
      {children}
    </Box>
  );
}

/** One label (dt) and its value (dd) in a DetailList. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** A secondary line under a DetailField's value (contact details, a note on the value). */
export function DetailLine({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
      {children}
    </Box>
  );
}

/** A record's id in monospace, for the "Reference" field. */
export function DetailReference({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  );
}
