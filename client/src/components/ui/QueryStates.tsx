/**
 * The states of a list read with Apollo `useQuery` (the current or previous answer kept while a
 * new one loads): a thin progress bar while it refreshes, and one switch over failed / loading /
 * empty / loaded, plus a dialog for a paged sub-list. Used by the admin payments, cleaner
 * earnings and cleaner ratings pages.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { QueryErrorState } from './StateMessage';

/** A 4 px strip above a list that shows a progress bar named `label` while `active` (a refresh of shown data). */
export function RefreshBar({ active, label }: { active: boolean; label: string }) {
  return <Box sx={{ minHeight: 4, mb: 1 }}>{active && <LinearProgress aria-label={label} />}</Box>;
}

/**
 * Shows, in order: the query error (`errorTitle`, with a retry when `onRetry` is given) when there
 * is no `data`; a rounded skeleton of `skeletonHeight` px while there is no data yet; `empty`
 * when `isEmpty(data)`; else `children(data)`.
 */
export function QueryStates<T>({
  data,
  error,
  onRetry,
  errorTitle,
  skeletonHeight = 320,
  isEmpty,
  empty,
  children,
}: {
  data: T | null | undefined;
  error: unknown;
  onRetry?: () => void;
  errorTitle: string;
  skeletonHeight?: number;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (error && !data) return <QueryErrorState error={error} onRetry={onRetry} title={errorTitle} />;
  if (!data) return <Skeleton variant="rounded" height={skeletonHeight} aria-hidden />;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

/**
 * A dialog that lists one record's items (a cleaner's payouts, a cleaner's reviews) with a Close
 * button: `title` names it, `maxWidth` its width, `fullScreen` for phones; `children` is the
 * content (a QueryStates and its pager).
 */
export function ListDialog({
  title,
  maxWidth,
  fullScreen,
  onClose,
  children,
}: {
  title: ReactNode;
  maxWidth: 'sm' | 'md';
  fullScreen?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
