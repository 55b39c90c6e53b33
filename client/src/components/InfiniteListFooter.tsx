import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { InfiniteList } from '../lib/useInfiniteList';

export interface InfiniteListFooterProps {
  list: Pick<InfiniteList<unknown>, 'hasMore' | 'loadingMore' | 'error' | 'loadMore' | 'sentinelRef' | 'items'>;
  /** Read by screen readers while the next page loads, e.g. 'Loading more bookings'. */
  loadingLabel?: string;
  /** Shown once everything is loaded (omit for nothing). */
  endText?: string;
}

/**
 * Goes after the last item of an infinite list: the sentinel that loads the next page when it
 * scrolls into view, a spinner while it loads, the failure with a retry, a "Load more" button for
 * keyboard users and browsers without IntersectionObserver, and an end-of-list line.
 */
export function InfiniteListFooter({ list, loadingLabel = 'Loading more', endText }: InfiniteListFooterProps) {
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, minHeight: 48 }}>
      {list.error ? (
        <Alert
          severity="error"
          sx={{ width: '100%' }}
          action={
            <Button color="inherit" size="small" onClick={list.loadMore}>
              Retry
            </Button>
          }
        >
          {list.error}
        </Alert>
      ) : list.loadingMore ? (
        <CircularProgress size={28} aria-label={loadingLabel} />
      ) : list.hasMore ? (
        <Button variant="text" onClick={list.loadMore}>
          Load more
        </Button>
      ) : endText && list.items.length > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {endText}
        </Typography>
      ) : null}
      {list.hasMore && !list.error && <Box ref={list.sentinelRef} aria-hidden sx={{ height: 1, width: '100%' }} />}
    </Box>
  );
}
