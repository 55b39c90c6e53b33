import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import CleaningServicesRounded from '@mui/icons-material/CleaningServicesRounded';
import { graphql } from '../../gql';
import type { CustomerDashboard_UserFragment } from '../../gql/graphql';
import { formatDay } from '../../components/booking/format';
import { StateMessage } from '../../components/ui/StateMessage';
import { DashboardHeader, greeting, LinkTiles, Panel, StatCard, StatGrid } from './DashboardParts';
import { DashboardColumns, DashboardCta, UpcomingBookingsList } from './DashboardUpcoming';

export const CustomerDashboard_user = graphql(`
  fragment CustomerDashboard_user on User {
    id
    firstName
    activeMembership {
      id
      status
      currentPeriodEnd
      tier {
        code
        name
      }
    }
  }
`);

const CustomerDashboardQuery = graphql(`
  query CustomerDashboard {
    upcoming: bookings(status: [pending, pending_cleaner_response, confirmed, in_progress], pageSize: 5) {
      total
      items {
        id
        ...DashboardBookingRow_booking
      }
    }
    completed: bookings(status: [completed], pageSize: 1) {
      total
    }
  }
`);

/** Customer dashboard: greeting, upcoming bookings, booking CTA, membership status and quick links. */
export function CustomerDashboard(props: { user: CustomerDashboard_UserFragment }) {
  const user = props.user;
  const { data, loading, error, refetch } = useQuery(CustomerDashboardQuery, { fetchPolicy: 'cache-and-network' });
  const membership = user.activeMembership;

  return (
    <>
      <DashboardHeader
        title={`${greeting()}, ${user.firstName}`}
        subtitle="Here's what's coming up at your place."
        action={
          <DashboardCta to="/book" icon={<AddRounded />} label="Book Cleaning" />
        }
      />

      <StatGrid>
        <StatCard
          label="Upcoming bookings"
          value={data?.upcoming.total ?? 0}
          loading={!data && loading}
          icon={<EventAvailableRounded />}
          to="/customer/bookings?tab=upcoming"
        />
        <StatCard
          label="Completed cleanings"
          value={data?.completed.total ?? 0}
          loading={!data && loading}
          icon={<TaskAltRounded />}
          tone="success"
          to="/customer/bookings?tab=completed"
        />
        <StatCard
          label="Membership"
          value={membership ? membership.tier.name : 'None'}
          icon={<CardMembershipRounded />}
          tone="secondary"
          to="/customer/membership"
          hint={membership ? `Renews ${formatDay(membership.currentPeriodEnd)}` : 'Save up to 55%'}
        />
      </StatGrid>

      <DashboardColumns>
        <Panel title="Upcoming bookings" viewAll={{ to: '/customer/bookings?tab=upcoming', label: 'View all' }}>
          <UpcomingBookingsList
            upcoming={data?.upcoming}
            error={error}
            onRetry={() => void refetch()}
            errorTitle="We couldn't load your bookings"
            rowTo={(booking) => `/customer/bookings/${booking.id}`}
            empty={
              <StateMessage
                icon={<CleaningServicesRounded />}
                title="No upcoming bookings"
                description="Treat yourself to a spotless home. Members pay from $18/hour."
                actions={
                  <Button component={RouterLink} to="/book" variant="contained" startIcon={<AddRounded />}>
                    Book Cleaning
                  </Button>
                }
              />
            }
          />
        </Panel>

        <Stack spacing={3}>
          <MembershipCard membership={membership} />
          <Panel title="Quick links">
            <LinkTiles
              links={[
                { to: '/customer/bookings', label: 'My bookings', icon: <ReceiptLongRounded /> },
                { to: '/customer/tickets', label: 'Support Tickets', icon: <SupportAgentRounded /> },
                { to: '/customer/profile', label: 'Profile', icon: <PersonRounded /> },
              ]}
            />
          </Panel>
        </Stack>
      </DashboardColumns>
    </>
  );
}

function MembershipCard({
  membership,
}: {
  membership: { status: string; currentPeriodEnd: string; tier: { name: string } } | null | undefined;
}) {
  if (membership) {
    return (
      <Paper
        component="section"
        aria-label="Membership"
        sx={{
          p: 3,
          borderRadius: 3,
          color: 'common.white',
          background: 'linear-gradient(135deg, #5b3cc4 0%, #2f6fde 100%)',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <CardMembershipRounded aria-hidden />
          <Typography variant="overline" sx={{ fontWeight: 700, letterSpacing: 1 }}>
            Comfort Life membership
          </Typography>
        </Stack>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {membership.tier.name} member
        </Typography>
        <Chip
          size="small"
          label={membership.status === 'active' ? 'Active' : membership.status}
          sx={{ mt: 1, bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit', fontWeight: 700, textTransform: 'capitalize' }}
        />
        <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.9 }}>
          You pay member rates on every booking. Current period ends {formatDay(membership.currentPeriodEnd)}.
        </Typography>
        <Button
          component={RouterLink}
          to="/customer/membership"
          variant="contained"
          sx={{ mt: 2, bgcolor: 'common.white', color: '#3b2a8f', fontWeight: 700, '&:hover': { bgcolor: 'grey.100' } }}
        >
          Manage membership
        </Button>
      </Paper>
    );
  }
  return (
    <Paper component="section" aria-label="Membership" variant="outlined" sx={{ p: 3, borderRadius: 3, borderColor: 'secondary.light' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'secondary.main' }}>
        <CardMembershipRounded aria-hidden />
        <Typography variant="overline" sx={{ fontWeight: 700, letterSpacing: 1 }}>
          Comfort Life membership
        </Typography>
      </Stack>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        Save up to 55% on every cleaning
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Members pay from $18/hour instead of $36. No setup fees, cancel anytime.
      </Typography>
      <Button component={RouterLink} to="/customer/membership" variant="contained" color="secondary" sx={{ mt: 2, fontWeight: 700 }}>
        Become a member
      </Button>
    </Paper>
  );
}
