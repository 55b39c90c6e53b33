import { Link as RouterLink } from 'react-router-dom';
import { skipToken, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import { graphql } from '../../gql';
import type { CleanerDashboard_UserFragment } from '../../gql/graphql';
import { errorCode } from '../../lib/errors';
import { StateMessage } from '../../components/ui/StateMessage';
import { DashboardHeader, greeting, LinkTiles, Panel, StatCard, StatGrid } from './DashboardParts';
import { DashboardColumns, DashboardCta, PanelMessage, UpcomingBookingsList } from './DashboardUpcoming';

export const CleanerDashboard_user = graphql(`
  fragment CleanerDashboard_user on User {
    id
    firstName
    isPendingVerification
    requiresVerification
    cleanerProfile {
      ratingAverage
      ratingCount
      backgroundCheckStatus
    }
  }
`);

const CleanerDashboardQuery = graphql(`
  query CleanerDashboard {
    open: bookings(scope: OPEN, pageSize: 1) {
      total
    }
    upcoming: bookings(scope: MINE, status: [confirmed, in_progress], pageSize: 5) {
      total
      items {
        id
        ...DashboardBookingRow_booking
      }
    }
    completed: bookings(scope: MINE, status: [completed], pageSize: 1) {
      total
    }
  }
`);

/** Cleaner (Freelancer) dashboard: open jobs, upcoming jobs, rating and links to the job board. */
export function CleanerDashboard(props: { user: CleanerDashboard_UserFragment }) {
  const user = props.user;
  const profile = user.cleanerProfile;
  const blocked = user.isPendingVerification || user.requiresVerification;
  const { data, loading, error, refetch } = useQuery(
    CleanerDashboardQuery,
    blocked ? skipToken : { fetchPolicy: 'cache-and-network' },
  );
  const forbidden = error && errorCode(error) === 'AUTHORIZATION_ERROR';

  return (
    <>
      <DashboardHeader
        title={`${greeting()}, ${user.firstName}`}
        subtitle={blocked ? 'Welcome to the team.' : "Here's your schedule and the jobs waiting for you."}
        action={
          !blocked && <DashboardCta to="/cleaner/jobs" icon={<SearchRounded />} label="Find jobs" />
        }
      />

      {(blocked || forbidden) && (
        <Alert severity={profile?.backgroundCheckStatus === 'rejected' ? 'error' : 'info'} sx={{ mb: 3 }}>
          <AlertTitle>
            {profile?.backgroundCheckStatus === 'rejected' ? 'Background check not approved' : 'Background check pending'}
          </AlertTitle>
          {profile?.backgroundCheckStatus === 'rejected'
            ? 'Your background check was not approved, so you cannot take jobs. Please contact support if you think this is a mistake.'
            : "We're reviewing your background check. You can take jobs as soon as it's approved; meanwhile, complete your profile and availability."}
        </Alert>
      )}

      <StatGrid>
        <StatCard
          label="Open jobs"
          value={data?.open.total ?? 0}
          loading={!data && loading}
          icon={<WorkOutlineRounded />}
          to={blocked ? undefined : '/cleaner/jobs'}
          hint="Available to accept"
        />
        <StatCard
          label="Upcoming jobs"
          value={data?.upcoming.total ?? 0}
          loading={!data && loading}
          icon={<EventAvailableRounded />}
          tone="info"
          to={blocked ? undefined : '/cleaner/jobs?tab=mine'}
        />
        <StatCard
          label="Rating"
          value={profile && profile.ratingCount > 0 ? `${profile.ratingAverage.toFixed(1)} / 5` : 'New'}
          icon={<StarRounded />}
          tone="warning"
          hint={profile ? `${profile.ratingCount} ${profile.ratingCount === 1 ? 'review' : 'reviews'}` : undefined}
        />
        <StatCard
          label="Completed jobs"
          value={data?.completed.total ?? 0}
          loading={!data && loading}
          icon={<TaskAltRounded />}
          tone="success"
          to="/cleaner/earnings"
          hint="See earnings"
        />
      </StatGrid>

      <DashboardColumns>
        <Panel title="My upcoming jobs" viewAll={blocked ? undefined : { to: '/cleaner/jobs?tab=mine', label: 'All my jobs' }}>
          {blocked || forbidden ? (
            <PanelMessage>
              <StateMessage icon={<InboxRounded />} title="No jobs yet" description="Jobs appear here once your account is approved." />
            </PanelMessage>
          ) : (
            <UpcomingBookingsList
              upcoming={data?.upcoming}
              error={error}
              onRetry={() => void refetch()}
              errorTitle="We couldn't load your jobs"
              rowTo={() => '/cleaner/jobs?tab=mine'}
              empty={
                <StateMessage
                  icon={<InboxRounded />}
                  title="No upcoming jobs"
                  description={
                    data && data.open.total > 0
                      ? `${data.open.total} open ${data.open.total === 1 ? 'job is' : 'jobs are'} waiting for a cleaner.`
                      : 'New jobs in your area will show up on the job board.'
                  }
                  actions={
                    <Button component={RouterLink} to="/cleaner/jobs" variant="contained">
                      Browse available jobs
                    </Button>
                  }
                />
              }
            />
          )}
        </Panel>
        <Stack spacing={3}>
          <Panel title="Quick links">
            <LinkTiles
              links={[
                { to: '/cleaner/jobs', label: 'Jobs', description: 'Accept and manage jobs', icon: <WorkOutlineRounded /> },
                { to: '/cleaner/availability', label: 'Availability', description: 'When you can work', icon: <CalendarMonthRounded /> },
                { to: '/cleaner/earnings', label: 'Earnings', description: 'Payouts and history', icon: <PaymentsRounded /> },
                { to: '/cleaner/profile', label: 'Profile', description: 'Bio, area, specialties', icon: <PersonRounded /> },
              ]}
            />
          </Panel>
        </Stack>
      </DashboardColumns>
    </>
  );
}
