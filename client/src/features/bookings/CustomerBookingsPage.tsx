import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import { InfiniteListFooter } from '../../components/InfiniteListFooter';
import { PageTitle } from '../../components/ui/PageTitle';
import { graphql } from '../../gql';
import type { BookingStatus } from '../../gql/graphql';
import { StateMessage } from '../../components/ui/StateMessage';
import { StatusListHeader, StatusTabPanel, StatusTabs } from '../../components/ui/StatusTabsList';
import { useApolloInfiniteList } from '../../lib/useInfiniteList';
import { BookingListItem, BookingListItemSkeleton } from './BookingListItem';
import { CLOSED_BOOKING_STATUSES, OPEN_BOOKING_STATUSES } from '../../../../schema/vocabulary';

const CustomerBookingsQuery = graphql(`
  query CustomerBookings($status: [BookingStatus!], $page: Int!, $pageSize: Int!) {
    bookings(status: $status, page: $page, pageSize: $pageSize) {
      items {
        id
        ...BookingListItem_booking
      }
      total
      page
      pageSize
      hasMore
    }
  }
`);

const PAGE_SIZE = 10;

const TABS = [
  { key: 'all', label: 'All', statuses: undefined, empty: 'No bookings yet' },
  {
    key: 'upcoming',
    label: 'Upcoming',
    statuses: OPEN_BOOKING_STATUSES,
    empty: 'No upcoming bookings',
  },
  { key: 'completed', label: 'Completed', statuses: ['completed'], empty: 'No completed bookings yet' },
  { key: 'cancelled', label: 'Cancelled', statuses: CLOSED_BOOKING_STATUSES, empty: 'No cancelled bookings' },
] as const satisfies ReadonlyArray<{ key: string; label: string; statuses?: readonly BookingStatus[]; empty: string }>;

type TabKey = (typeof TABS)[number]['key'];

/**
 * The customer's bookings (/customer/bookings): status tabs, an infinite list (the next 10 load as
 * the end of the list scrolls into view) and an empty state with a booking CTA.
 */
export default function CustomerBookingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0];

  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(CustomerBookingsQuery, {
    variables: { status: tab.statuses ? [...tab.statuses] : undefined, page: 1, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.bookings;
  // Pages after the first merge into the same cached list (pagedListField in lib/pagedList.ts).
  const list = useApolloInfiniteList({
    list: data?.bookings,
    fetchPage: (page) => fetchMore({ variables: { page } }),
    pageSize: PAGE_SIZE,
    loading,
  });

  function setTab(key: TabKey) {
    const next = new URLSearchParams(params);
    if (key === 'all') next.delete('tab');
    else next.set('tab', key);
    next.delete('page');
    setParams(next, { replace: true });
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="My bookings" />
      <StatusListHeader
        title="My bookings"
        subtitle="Track, manage and revisit your cleanings."
        action={
          <Button component={RouterLink} to="/book" variant="contained" startIcon={<AddRounded />} sx={{ fontWeight: 700 }}>
            Book Cleaning
          </Button>
        }
      />

      <StatusTabs
        tabs={TABS}
        value={tab.key}
        onChange={setTab}
        idPrefix="bookings"
        label="Filter bookings by status"
        refreshing={loading && Boolean(result)}
        loadingLabel="Loading bookings"
      />

      <StatusTabPanel
        idPrefix="bookings"
        value={tab.key}
        sx={{ scrollMarginTop: 96 }}
        result={result}
        isEmpty={(shown) => shown.items.length === 0}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="We couldn't load your bookings"
        loadingLabel="Loading bookings"
        renderSkeleton={(i) => <BookingListItemSkeleton key={i} />}
        skeletonCount={4}
        empty={
          <StateMessage
            icon={<EventBusyRounded />}
            title={tab.empty}
            description={
              tab.key === 'all'
                ? 'Your first sparkling clean is a few clicks away. Members pay from $18/hour.'
                : 'Bookings will show up here as soon as there are some.'
            }
            actions={
              <Button component={RouterLink} to="/book" variant="contained" startIcon={<AddRounded />}>
                Book Cleaning
              </Button>
            }
          />
        }
      >
        {(shown) => (
          <>
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1.5 }}>
              Showing {shown.items.length} of {shown.total} {shown.total === 1 ? 'booking' : 'bookings'}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {shown.items.map((booking) => (
                <li key={booking.id}>
                  <BookingListItem booking={booking} />
                </li>
              ))}
            </Stack>
            {data?.bookings && (
              <InfiniteListFooter list={list} loadingLabel="Loading more bookings" endText="That's all your bookings." />
            )}
          </>
        )}
      </StatusTabPanel>
    </Container>
  );
}
