import { lazy, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { withDataLayer } from '../../lib/dataLayer';
import { useLoadOnApproach } from '../../lib/useLoadOnApproach';
import { SectionHeading } from './SectionHeading';
import { PopularServicesSkeletons } from './PopularServicesSkeletons';

const PopularServicesGrid = lazy(withDataLayer(() => import('./PopularServicesGrid')));

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
