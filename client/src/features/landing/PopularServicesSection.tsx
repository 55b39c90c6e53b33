import { lazy, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { withDataLayer } from '../../lib/dataLayer';
import { useLoadOnApproach } from '../../lib/useLoadOnApproach';
import { SectionHeading } from './SectionHeading';

/** Spec section 9: popular cards 8. */
export const POPULAR_SERVICES_LIMIT = 8;

const PopularServicesGrid = lazy(withDataLayer(() => import('./PopularServicesGrid')));

/**
 * Eight card-sized placeholders in the cards' grid while the services load: about a card's
 * height (287 px in one column on phones, 300 px beside others), so the cards replace them in place.
 */
export function PopularServicesSkeletons() {
  return (
    <Grid container spacing={3} aria-busy>
      {Array.from({ length: POPULAR_SERVICES_LIMIT }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
          <Skeleton variant="rounded" sx={{ height: { xs: 287, sm: 300 } }} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The first 8 popular services as cards, and the link to all 50+ services. The cards, their query
 * and the data layer load when the cards' place comes on screen or at the visitor's first
 * interaction (below the first screen on phones and laptops), in skeletons of the same size
 * (docs/decisions/0017-landing-speed.md).
 */
export function PopularServicesSection() {
  const gridRef = useRef<HTMLDivElement>(null);
  const near = useLoadOnApproach(gridRef, false, 0);

  return (
    <Box component="section" aria-labelledby="popular-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="popular-title"
          eyebrow="Popular services"
          title="What our customers book most"
          subtitle="Member prices shown per hour, next to the regular rate."
        />
        <Box ref={gridRef}>
          {near ? (
            <Suspense fallback={<PopularServicesSkeletons />}>
              <PopularServicesGrid />
            </Suspense>
          ) : (
            <PopularServicesSkeletons />
          )}
        </Box>
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} to="/services" variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
            Explore All 50+ Services
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
