import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import { InfiniteListFooter } from '../../components/InfiniteListFooter';
import { PageTitle } from '../../components/ui/PageTitle';
import { graphql } from '../../gql';
import type { BookingStatus } from '../../gql/graphql';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { useApolloInfiniteList } from '../../lib/useInfiniteList';
import { BookingListItem, BookingListItemSkeleton } from './BookingListItem';

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
    statuses: ['pending', 'pending_cleaner_response', 'confirmed', 'in_progress'],
    empty: 'No upcoming bookings',
  },
  { key: 'completed', label: 'Completed', statuses: ['completed'], empty: 'No completed bookings yet' },
  { key: 'cancelled', label: 'Cancelled', statuses: ['cancelled', 'rejected'], empty: 'No cancelled bookings' },
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
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
            My bookings
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Track, manage and revisit your cleanings.</Typography>
        </Box>
        <Button component={RouterLink} to="/book" variant="contained" startIcon={<AddRounded />} sx={{ fontWeight: 700 }}>
          Book Cleaning
        </Button>
      </Stack>

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        <Tabs
          value={tab.key}
          onChange={(_, key: TabKey) => setTab(key)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Filter bookings by status"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`bookings-tab-${t.key}`}
              aria-controls="bookings-tabpanel"
              sx={{ fontWeight: 600 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ height: 4, mb: 2 }}>{loading && result && <LinearProgress aria-label="Loading bookings" />}</Box>

      <Box
        role="tabpanel"
        id="bookings-tabpanel"
        aria-labelledby={`bookings-tab-${tab.key}`}
        sx={{ scrollMarginTop: 96 }}
      >
        {error && !result ? (
          <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your bookings" />
        ) : !result ? (
          <Stack spacing={1.5} aria-busy aria-label="Loading bookings">
            {Array.from({ length: 4 }, (_, i) => (
              <BookingListItemSkeleton key={i} />
            ))}
          </Stack>
        ) : result.items.length === 0 ? (
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
        ) : (
          <>
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1.5 }}>
              Showing {result.items.length} of {result.total} {result.total === 1 ? 'booking' : 'bookings'}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {result.items.map((booking) => (
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
      </Box>
    </Container>
  );
}
