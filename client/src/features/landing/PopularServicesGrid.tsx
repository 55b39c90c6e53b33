import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { graphql } from '../../gql';
import { PopularServiceCard } from './PopularServiceCard';
import { POPULAR_SERVICES_LIMIT, PopularServicesSkeletons } from './PopularServicesSkeletons';

const PopularServicesQuery = graphql(`
  query LandingPopularServices($limit: Int) {
    popularServices(limit: $limit) {
      id
      ...PopularServiceCard_service
    }
  }
`);

/**
 * The first 8 popular services as cards (skeletons of the same size while they load, an alert
 * with Retry when they cannot). Its own chunk, loaded with the data layer when the section nears
 * the screen (docs/decisions/0017-landing-speed.md).
 */
export default function PopularServicesGrid() {
  const { data, loading, error, refetch } = useQuery(PopularServicesQuery, {
    variables: { limit: POPULAR_SERVICES_LIMIT },
  });
  const services = data?.popularServices.slice(0, POPULAR_SERVICES_LIMIT) ?? [];

  if (error && services.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        We couldn't load the popular services. You can still browse every service below.
      </Alert>
    );
  }
  if (loading && services.length === 0) return <PopularServicesSkeletons />;
  return (
    <Grid container spacing={3}>
      {services.map((service, index) => (
        <Grid key={service.id} size={{ xs: 12, sm: 6, md: 3 }}>
          <PopularServiceCard service={service} mostPopular={index === 0} />
        </Grid>
      ))}
    </Grid>
  );
}
