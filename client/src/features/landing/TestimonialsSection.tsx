import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import { FALLBACK_TESTIMONIALS } from './content';
import { SectionHeading } from './SectionHeading';
import { TestimonialCard } from './TestimonialCard';

/** Spec section 9: review fetch limit 50, first page 3, then +6 after an 800 ms delay. */
export const REVIEW_FETCH_LIMIT = 50;
export const REVIEWS_FIRST_PAGE = 3;
export const REVIEWS_PAGE_STEP = 6;
export const REVIEWS_LOAD_DELAY_MS = 800;

const LandingReviewsQuery = graphql(`
  query LandingReviews($limit: Int, $featured: Boolean) {
    publicReviews(limit: $limit, featured: $featured) {
      id
      ...TestimonialCard_review
    }
  }
`);

function SkeletonCard() {
  return (
    <Box sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 4, bgcolor: 'background.paper' }}>
      <Skeleton width={110} />
      <Skeleton height={80} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Skeleton width="40%" />
      </Stack>
    </Box>
  );
}

/** Testimonials from `publicReviews`, 3 first then 6 more per click; built-in ones on error or when empty. */
export function TestimonialsSection() {
  const { data, loading, error } = useQuery(LandingReviewsQuery, {
    variables: { limit: REVIEW_FETCH_LIMIT, featured: false },
  });
  const [visible, setVisible] = useState(REVIEWS_FIRST_PAGE);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const serverReviews = data?.publicReviews ?? [];
  const initialLoading = loading && serverReviews.length === 0 && !error;
  const reviews = !initialLoading && (error || serverReviews.length === 0) ? FALLBACK_TESTIMONIALS : serverReviews;
  const total = reviews.length;
  const shown = Math.min(visible, total);

  const loadMore = () => {
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      setVisible((v) => Math.min(v + REVIEWS_PAGE_STEP, total));
      setLoadingMore(false);
    }, REVIEWS_LOAD_DELAY_MS);
  };

  return (
    <Box component="section" aria-labelledby="reviews-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="reviews-title"
          eyebrow="Testimonials"
          title="Loved by 900,000+ customers"
          subtitle="Rated 4.9/5 on average. Here's what people say after their clean."
        />
        <Grid container spacing={3} aria-live="polite" aria-busy={initialLoading || loadingMore}>
          {initialLoading
            ? Array.from({ length: 6 }, (_, i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                  <SkeletonCard />
                </Grid>
              ))
            : reviews.slice(0, shown).map((review) => (
                <Grid key={review.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <TestimonialCard review={review} />
                </Grid>
              ))}
          {loadingMore &&
            Array.from({ length: Math.min(REVIEWS_PAGE_STEP, total - shown) }, (_, i) => (
              <Grid key={`more-${i}`} size={{ xs: 12, sm: 6, md: 4 }}>
                <SkeletonCard />
              </Grid>
            ))}
        </Grid>
        {!initialLoading && total > 0 && (
          <Stack spacing={1.5} sx={{ alignItems: 'center', mt: 4 }}>
            <Typography variant="body2" color="text.secondary">
              Showing {shown} of {total} reviews
            </Typography>
            {shown < total && (
              <Button variant="outlined" onClick={loadMore} disabled={loadingMore}>
                {loadingMore ? 'Loading reviews...' : 'Load More Reviews'}
              </Button>
            )}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
