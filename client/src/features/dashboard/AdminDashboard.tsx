import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import CleaningServicesRounded from '@mui/icons-material/CleaningServicesRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import MailRounded from '@mui/icons-material/MailRounded';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import DateRangeRounded from '@mui/icons-material/DateRangeRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { graphql } from '../../gql';
import type { AdminBookingRow_BookingFragment, AdminDashboard_UserFragment } from '../../gql/graphql';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { formatDay, formatMoney, formatTime } from '../../components/booking/format';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { ScrollableTable } from '../../components/ScrollableTable';
import { DashboardHeader, greeting, LinkTiles, Panel, StatCard, StatSection } from './DashboardParts';

export const AdminDashboard_user = graphql(`
  fragment AdminDashboard_user on User {
    id
    firstName
  }
`);

export const AdminBookingRow_booking = graphql(`
  fragment AdminBookingRow_booking on Booking {
    id
    service {
      id
      name
    }
    customer {
      id
      fullName
    }
    cleaner {
      id
      fullName
    }
    scheduledAt
    totalCents
    ...BookingStatusChip_booking
  }
`);

const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    recent: bookings(pageSize: 10) {
      total
      items {
        id
        totalCents
        ...AdminBookingRow_booking
      }
    }
    awaiting: bookings(status: [pending, pending_cleaner_response], pageSize: 1) {
      total
    }
    active: bookings(status: [confirmed, in_progress], pageSize: 1) {
      total
    }
    completed: bookings(status: [completed], pageSize: 1) {
      total
    }
    adminDashboard {
      bookingsToday
      bookingsThisWeek
      bookingsCreatedToday
      bookingsCreatedThisWeek
      revenueTodayCents
      revenueThisWeekCents
      newUsersToday
      newUsersThisWeek
      pendingFreelancers
      openJobs
      newContactMessages
      openTickets
    }
  }
`);

const ADMIN_AREAS = [
  { to: '/admin/users', label: 'Users', icon: <PeopleRounded /> },
  { to: '/admin/freelancers/pending', label: 'Pending freelancers', icon: <HowToRegRounded /> },
  { to: '/admin/bookings', label: 'Bookings', icon: <ReceiptLongRounded /> },
  { to: '/admin/services', label: 'Services', icon: <CategoryRounded /> },
  { to: '/admin/reviews', label: 'Reviews', icon: <RateReviewRounded /> },
  { to: '/admin/tickets', label: 'Support tickets', icon: <SupportAgentRounded /> },
  { to: '/admin/contact-messages', label: 'Contact messages', icon: <MailRounded /> },
  { to: '/admin/memberships', label: 'Memberships', icon: <CardMembershipRounded /> },
  { to: '/admin/payments', label: 'Payments', icon: <PaymentsRounded /> },
  { to: '/admin/analytics', label: 'Analytics', icon: <InsightsRounded /> },
  { to: '/admin/location-analytics', label: 'Location analytics', icon: <PlaceRounded /> },
];

/** A count with en-US grouping; 0 while loading (the card shows a skeleton then). */
const count = (value: number | null | undefined) => (value ?? 0).toLocaleString('en-US');

/**
 * Admin dashboard (/dashboard for admins; docs/decisions/0020): today's and this
 * week's bookings, revenue and new users and what waits on an admin (from `adminDashboard`; days
 * and weeks from Monday are UTC), booking totals by state, the 10 most recent bookings and links to
 * every admin area.
 */
export function AdminDashboard(props: { user: AdminDashboard_UserFragment }) {
  const user = props.user;
  const { data, loading, error, refetch } = useQuery(AdminDashboardQuery, { fetchPolicy: 'cache-and-network' });
  const pending = !data && loading;
  const recentValue = data?.recent.items.reduce((sum, b) => sum + b.totalCents, 0) ?? 0;
  const today = data?.adminDashboard;

  return (
    <>
      <DashboardHeader
        title={`${greeting()}, ${user.firstName}`}
        subtitle="Platform overview"
        action={
          <Button component={RouterLink} to="/admin/analytics" variant="contained" size="large" startIcon={<InsightsRounded />} sx={{ fontWeight: 700, borderRadius: 2 }}>
            Analytics
          </Button>
        }
      />
      <StatSection title="Today and this week" description="Days are UTC; weeks start on Monday.">
        <StatCard
          label="Bookings today"
          value={count(today?.bookingsToday)}
          loading={pending}
          icon={<EventRounded />}
          hint={today ? `Starting today · ${count(today.bookingsCreatedToday)} made today` : undefined}
        />
        <StatCard
          label="Bookings this week"
          value={count(today?.bookingsThisWeek)}
          loading={pending}
          icon={<DateRangeRounded />}
          tone="info"
          hint={today ? `Starting this week · ${count(today.bookingsCreatedThisWeek)} made` : undefined}
        />
        <StatCard
          label="Revenue today"
          value={formatMoney(today?.revenueTodayCents ?? 0)}
          loading={pending}
          icon={<PaymentsRounded />}
          tone="success"
          to="/admin/analytics?range=7d"
          hint="Payments less refunds"
        />
        <StatCard
          label="Revenue this week"
          value={formatMoney(today?.revenueThisWeekCents ?? 0)}
          loading={pending}
          icon={<TrendingUpRounded />}
          tone="success"
          to="/admin/analytics?range=30d&interval=week"
          hint="Payments less refunds"
        />
        <StatCard
          label="New users today"
          value={count(today?.newUsersToday)}
          loading={pending}
          icon={<PersonAddRounded />}
          tone="secondary"
          to="/admin/users"
          hint={today ? `${count(today.newUsersThisWeek)} this week` : undefined}
        />
      </StatSection>
      <StatSection title="Needs attention">
        <StatCard
          label="Pending freelancers"
          value={count(today?.pendingFreelancers)}
          loading={pending}
          icon={<HowToRegRounded />}
          tone="warning"
          to="/admin/freelancers/pending"
          hint="Waiting for approval"
        />
        <StatCard
          label="Open jobs"
          value={count(today?.openJobs)}
          loading={pending}
          icon={<HourglassEmptyRounded />}
          tone="warning"
          to="/admin/bookings?status=pending"
          hint="Upcoming, no cleaner yet"
        />
        <StatCard
          label="New contact messages"
          value={count(today?.newContactMessages)}
          loading={pending}
          icon={<MailRounded />}
          tone="info"
          to="/admin/contact-messages"
        />
        <StatCard
          label="Open support tickets"
          value={count(today?.openTickets)}
          loading={pending}
          icon={<SupportAgentRounded />}
          tone="warning"
          to="/admin/tickets"
        />
      </StatSection>
      <StatSection title="Bookings by state">
        <StatCard label="Total bookings" value={data?.recent.total.toLocaleString('en-US') ?? 0} loading={pending} icon={<ReceiptLongRounded />} to="/admin/bookings" />
        <StatCard label="Awaiting a cleaner" value={data?.awaiting.total.toLocaleString('en-US') ?? 0} loading={pending} icon={<HourglassEmptyRounded />} tone="warning" />
        <StatCard label="Confirmed or in progress" value={data?.active.total.toLocaleString('en-US') ?? 0} loading={pending} icon={<CleaningServicesRounded />} tone="info" />
        <StatCard label="Completed" value={data?.completed.total.toLocaleString('en-US') ?? 0} loading={pending} icon={<TaskAltRounded />} tone="success" />
      </StatSection>

      <Box sx={{ display: 'grid', gap: 3 }}>
        <Panel title="Recent bookings" viewAll={{ to: '/admin/bookings', label: 'All bookings' }}>
          {error && !data ? (
            <Box sx={{ p: 2 }}>
              <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the bookings" />
            </Box>
          ) : data && data.recent.items.length === 0 ? (
            <Box sx={{ px: 2, pb: 2 }}>
              <StateMessage icon={<InboxRounded />} title="No bookings yet" description="New bookings will appear here." />
            </Box>
          ) : (
            <ScrollableTable label="Recent bookings">
              <Table size="small" sx={{ minWidth: 720 }} aria-label="Recent bookings">
                <TableHead>
                  <TableRow>
                    <TableCell>Service</TableCell>
                    <TableCell>Customer</TableCell>
                    <TableCell>Cleaner</TableCell>
                    <TableCell>Scheduled</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Total</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data
                    ? data.recent.items.map((b) => <AdminBookingRow key={b.id} booking={b} />)
                    : Array.from({ length: 5 }, (_, i) => (
                        <TableRow key={i} aria-hidden>
                          {Array.from({ length: 6 }, (__, j) => (
                            <TableCell key={j}>
                              <Skeleton />
                            </TableCell>
                          ))}
                        </TableRow>
                      ))}
                </TableBody>
                {data && data.recent.items.length > 0 && (
                  <TableFooter>
                    <TableRow>
                      <TableCell colSpan={5} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
                        Total of these {data.recent.items.length} bookings
                      </TableCell>
                      <TableCell align="right" sx={{ fontWeight: 800, color: 'text.primary', fontSize: '0.875rem' }}>
                        {formatMoney(recentValue)}
                      </TableCell>
                    </TableRow>
                  </TableFooter>
                )}
              </Table>
            </ScrollableTable>
          )}
        </Panel>
        <Panel title="Admin areas">
          <LinkTiles links={ADMIN_AREAS} />
        </Panel>
      </Box>
    </>
  );
}

function AdminBookingRow(props: { booking: AdminBookingRow_BookingFragment }) {
  const b = props.booking;
  return (
    <TableRow hover>
      <TableCell sx={{ fontWeight: 600 }}>{b.service.name}</TableCell>
      <TableCell>{b.customer.fullName}</TableCell>
      <TableCell>
        {b.cleaner?.fullName ?? (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            Unassigned
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDay(b.scheduledAt)}, {formatTime(b.scheduledAt)}
      </TableCell>
      <TableCell>
        <BookingStatusChip booking={b} />
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 600 }}>
        {formatMoney(b.totalCents)}
      </TableCell>
    </TableRow>
  );
}
