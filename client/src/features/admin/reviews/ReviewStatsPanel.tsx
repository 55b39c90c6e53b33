/**
 * The "Overview" of /admin/reviews (docs/decisions/0019): totals, average rating, featured, hidden,
 * Pro Reviews, the last 30 days and reviews per star rating, from `adminReviewStats`. The page
 * owns the query (`useReviewStats`) and reads it again after a change, since averages cannot be
 * derived from the cache.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { QueryErrorState } from '../../../components/ui/StateMessage';
import { graphql } from '../../../gql';
import { Stars } from './ReviewParts';

const AdminReviewStatsQuery = graphql(`
  query AdminReviewStats {
    adminReviewStats {
      total
      averageRating
      byRating
      featured
      hidden
      adminReviews
      last30Days
    }
  }
`);

/** The review statistics, read with the page (cache and network). */
export function useReviewStats() {
  return useQuery(AdminReviewStatsQuery, { fetchPolicy: 'cache-and-network' });
}

function Figure({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      {children}
    </Paper>
  );
}

/** The statistics section (h2 "Overview") with its loading and error states. */
export function ReviewStatsPanel({ stats }: { stats: ReturnType<typeof useReviewStats> }) {
  const { data, error, refetch } = stats;
  const s = data?.adminReviewStats;
  const most = s ? Math.max(1, ...s.byRating) : 1;
  return (
    <Box component="section" aria-labelledby="review-stats-heading" sx={{ mb: 4 }}>
      <Typography id="review-stats-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Overview
      </Typography>
      {error && !s ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the review statistics" />
      ) : !s ? (
        <Skeleton variant="rounded" height={160} aria-hidden />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            <Figure label="Total reviews" value={s.total.toLocaleString('en-US')} />
            <Figure label="Average rating" value={s.averageRating.toFixed(2)}>
              <Stars value={s.averageRating} precise />
            </Figure>
            <Figure label="Last 30 days" value={s.last30Days.toLocaleString('en-US')} />
            <Figure label="Featured" value={s.featured.toLocaleString('en-US')} />
            <Figure label="Hidden" value={s.hidden.toLocaleString('en-US')} />
            <Figure label="Pro Reviews" value={s.adminReviews.toLocaleString('en-US')} />
          </Box>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <Typography variant="body2" color="text.secondary" id="by-rating-label" sx={{ mb: 1 }}>
              Reviews per star rating
            </Typography>
            <Box component="ul" aria-labelledby="by-rating-label" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {[5, 4, 3, 2, 1].map((star) => {
                const count = s.byRating[star - 1] ?? 0;
                return (
                  <Box component="li" key={star} sx={{ display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr) 48px', alignItems: 'center', gap: 1 }}>
                    <Typography variant="body2">
                      {star} {star === 1 ? 'star' : 'stars'}
                    </Typography>
                    <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
                      <Box sx={{ height: '100%', width: `${(count / most) * 100}%`, bgcolor: 'primary.main' }} />
                    </Box>
                    <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
                      {count.toLocaleString('en-US')}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Paper>
        </Box>
      )}
    </Box>
  );
}
