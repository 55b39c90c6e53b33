import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import LockRounded from '@mui/icons-material/LockRounded';
import { graphql } from '../../gql';
import { PageTitle } from '../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { AdminDashboard } from './AdminDashboard';
import { CleanerDashboard } from './CleanerDashboard';
import { CustomerDashboard } from './CustomerDashboard';

const DashboardMeQuery = graphql(`
  query DashboardMe {
    me {
      id
      role
      ...CustomerDashboard_user
      ...CleanerDashboard_user
      ...AdminDashboard_user
    }
  }
`);

/** Role-aware home for signed-in users (/dashboard): customer, cleaner (Freelancer) or admin overview. */
export default function DashboardPage() {
  const { data, loading, error, refetch } = useQuery(DashboardMeQuery, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;

  let content;
  if (!me && loading) {
    content = <DashboardSkeleton />;
  } else if (!me && error) {
    content = <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your dashboard" />;
  } else if (!me) {
    content = (
      <StateMessage
        headingLevel="h1"
        icon={<LockRounded />}
        title="Please sign in"
        description="Sign in to see your bookings and account."
        actions={
          <Button component={RouterLink} to="/login" variant="contained">
            Sign In
          </Button>
        }
      />
    );
  } else if (me.role === 'admin') {
    content = <AdminDashboard user={me} />;
  } else if (me.role === 'cleaner') {
    content = <CleanerDashboard user={me} />;
  } else {
    content = <CustomerDashboard user={me} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Dashboard" />
      {content}
    </Container>
  );
}

function DashboardSkeleton() {
  return (
    <Box aria-busy aria-label="Loading dashboard">
      <Skeleton width="40%" height={48} />
      <Skeleton width="25%" sx={{ mb: 4 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', mb: 3 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} sx={{ borderRadius: 3 }} />
        ))}
      </Box>
      <Stack spacing={2}>
        <Skeleton variant="rounded" height={280} sx={{ borderRadius: 3 }} />
      </Stack>
    </Box>
  );
}
