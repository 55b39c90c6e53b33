import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import { PageTitle } from '../../components/booking/PageTitle';
import { graphql } from '../../gql';
import type { BookingStatus } from '../../gql/graphql';
import { QueryErrorState, StateMessage } from '../../components/booking/StateMessage';
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

/** The customer's bookings (/customer/bookings): status tabs, paginated list and an empty state with a booking CTA. */
export default function CustomerBookingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0];
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const listRef = useRef<HTMLDivElement>(null);

  const { data, previousData, loading, error, refetch } = useQuery(CustomerBookingsQuery, {
    variables: { status: tab.statuses ? [...tab.statuses] : undefined, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.bookings;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / (result.pageSize || PAGE_SIZE))) : 1;

  // A page past the end (e.g. after cancellations) falls back to the last page.
  useEffect(() => {
    if (!data || page <= pageCount) return;
    const next = new URLSearchParams(params);
    if (pageCount <= 1) next.delete('page');
    else next.set('page', String(pageCount));
    setParams(next, { replace: true });
  }, [data, page, pageCount, params, setParams]);

  function setTab(key: TabKey) {
    const next = new URLSearchParams(params);
    if (key === 'all') next.delete('tab');
    else next.set('tab', key);
    next.delete('page');
    setParams(next, { replace: true });
  }

  function setPage(value: number) {
    const next = new URLSearchParams(params);
    if (value <= 1) next.delete('page');
    else next.set('page', String(value));
    setParams(next);
    listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const firstShown = result && result.total > 0 ? (page - 1) * (result.pageSize || PAGE_SIZE) + 1 : 0;
  const lastShown = result ? firstShown + result.items.length - (result.items.length ? 1 : 0) : 0;

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
        ref={listRef}
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
              Showing {firstShown}–{lastShown} of {result.total} {result.total === 1 ? 'booking' : 'bookings'}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {result.items.map((booking) => (
                <li key={booking.id}>
                  <BookingListItem booking={booking} />
                </li>
              ))}
            </Stack>
            {(pageCount > 1 || result.hasMore) && (
              <Pagination
                page={Math.min(page, pageCount)}
                count={result.hasMore ? Math.max(pageCount, page + 1) : pageCount}
                onChange={(_, value) => setPage(value)}
                color="primary"
                shape="rounded"
                siblingCount={1}
                sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
                getItemAriaLabel={(type, value, selected) =>
                  type === 'page'
                    ? `${selected ? '' : 'Go to '}page ${value}`
                    : type === 'next'
                      ? 'Go to next page'
                      : type === 'previous'
                        ? 'Go to previous page'
                        : `Go to ${type} page`
                }
              />
            )}
          </>
        )}
      </Box>
    </Container>
  );
}
