import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { PopularServiceCard } from './PopularServiceCard';
import { SectionHeading } from './SectionHeading';

const PopularServicesError = lazy(() => import('./PopularServicesError'));

/** Spec section 9: popular cards 8. */
export const POPULAR_SERVICES_LIMIT = 8;

const PopularServicesQuery = graphql(`
  query LandingPopularServices($limit: Int) {
    popularServices(limit: $limit) {
      id
      ...PopularServiceCard_service
    }
  }
`);

/** The first 8 popular services as cards, and the link to all 50+ services. */
export function PopularServicesSection() {
  const { data, loading, error, refetch } = useQuery(PopularServicesQuery, {
    variables: { limit: POPULAR_SERVICES_LIMIT },
  });
  const services = data?.popularServices.slice(0, POPULAR_SERVICES_LIMIT) ?? [];

  return (
    <Box component="section" aria-labelledby="popular-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="popular-title"
          eyebrow="Popular services"
          title="What our customers book most"
          subtitle="Member prices shown per hour, next to the regular rate."
        />
        {error && services.length === 0 ? (
          <Suspense fallback={null}>
            <PopularServicesError onRetry={() => void refetch()} />
          </Suspense>
        ) : (
          <Grid container spacing={3} aria-busy={loading && services.length === 0}>
            {loading && services.length === 0
              ? Array.from({ length: POPULAR_SERVICES_LIMIT }, (_, i) => (
                  <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
                    <Skeleton variant="rounded" height={300} />
                  </Grid>
                ))
              : services.map((service, index) => (
                  <Grid key={service.id} size={{ xs: 12, sm: 6, md: 3 }}>
                    <PopularServiceCard service={service} mostPopular={index === 0} />
                  </Grid>
                ))}
          </Grid>
        )}
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} to="/services" variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
            Explore All 50+ Services
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
