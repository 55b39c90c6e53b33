import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** One headline figure of an analytics page (a money total or a count), with an optional hint. */
export function Figure({ label, value, hint, loading }: { label: string; value: ReactNode; hint?: ReactNode; loading?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
        {loading ? <Skeleton width={80} /> : value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** Responsive grid of Figures: one column at 375 px, up to six on a wide screen. */
export function FigureGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      role={label ? 'group' : undefined}
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))' }}
    >
      {children}
    </Box>
  );
}

/** A page section with an h2 title, an optional line under it and actions on the right (e.g. Export CSV). */
export function AnalyticsSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`${id}-heading`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {description && (
            <Typography id={`${id}-description`} variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}

/** Placeholder rows of a table while its data loads (hidden from assistive technology). */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <TableRow key={i} aria-hidden>
          {Array.from({ length: columns }, (__, j) => (
            <TableCell key={j}>
              <Skeleton />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
