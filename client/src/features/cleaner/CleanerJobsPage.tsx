import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import LockRounded from '@mui/icons-material/LockRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import { graphql } from '../../gql';
import { InfiniteListFooter } from '../../components/InfiniteListFooter';
import { useApolloInfiniteList } from '../../lib/useInfiniteList';
import { errorCode } from '../../lib/errors';
import { PageTitle } from '../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { JobCard, JobCardSkeleton } from './JobCard';
import { JobRequestsSection, useJobRequests } from './JobRequests';
import { CleanerPlansSection, useCleanerPlans } from './plans/CleanerPlans';
import { CONFIRMED_OPEN_BOOKING_STATUSES } from '../../../../schema/vocabulary';

const CleanerOpenJobsQuery = graphql(`
  query CleanerOpenJobs($page: Int!, $pageSize: Int!) {
    bookings(scope: OPEN, page: $page, pageSize: $pageSize) {
      items {
        id
        ...JobCard_booking
      }
      total
      page
      pageSize
      hasMore
    }
  }
`);

const CleanerMyJobsQuery = graphql(`
  query CleanerMyJobs($status: [BookingStatus!], $page: Int!, $pageSize: Int!) {
    bookings(scope: MINE, status: $status, page: $page, pageSize: $pageSize) {
      items {
        id
        address
        ...JobCard_booking
      }
      total
      page
      pageSize
      hasMore
    }
  }
`);

const PAGE_SIZE = 10;
/** New open jobs show up without a reload. */
const OPEN_JOBS_POLL_MS = 30_000;
const MY_JOBS_POLL_MS = 60_000;

const MY_FILTERS = {
  all: { label: 'All', statuses: undefined },
  upcoming: { label: 'Upcoming', statuses: CONFIRMED_OPEN_BOOKING_STATUSES },
  completed: { label: 'Completed', statuses: ['completed'] as const },
};
type MyFilter = keyof typeof MY_FILTERS;
type TabKey = 'open' | 'mine';

/**
 * Cleaner job board (/cleaner/jobs): "Requests for you" first (jobs asked of this cleaner, with
 * their deadlines; docs/decisions/0027), then "Recurring plans" (the plans this cleaner is the cleaner of, to
 * accept or decline as a series; docs/decisions/0033), then "Available jobs" to accept or reject and "My jobs"
 * to start and complete (a request shows once, in its own section). Visits of a plan carry the
 * "Recurring" badge with the plan's frequency.
 */
export default function CleanerJobsPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'mine' ? 'mine' : 'open';
  const [filter, setFilter] = useState<MyFilter>('all');

  const open = useQuery(CleanerOpenJobsQuery, {
    variables: { page: 1, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    pollInterval: OPEN_JOBS_POLL_MS,
  });
  const filterStatuses = MY_FILTERS[filter].statuses;
  const mine = useQuery(CleanerMyJobsQuery, {
    variables: { status: filterStatuses ? [...filterStatuses] : undefined, page: 1, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    // "Start job" becomes available 60 minutes before a job: refresh the allowed actions regularly.
    pollInterval: MY_JOBS_POLL_MS,
  });

  const requests = useJobRequests();
  const plans = useCleanerPlans();

  const openData = (open.data ?? open.previousData)?.bookings;
  const mineData = (mine.data ?? mine.previousData)?.bookings;
  const forbidden = [open.error, mine.error].some((e) => e && errorCode(e) === 'AUTHORIZATION_ERROR');

  const setTab = (key: TabKey) => {
    const next = new URLSearchParams(params);
    if (key === 'open') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };

  if (forbidden) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <PageTitle title="Jobs" />
        <StateMessage
          headingLevel="h1"
          icon={<LockRounded />}
          title="Jobs aren't available to your account yet"
          description="You don't have permission to do this. Freelancers can take jobs once their background check is approved."
          actions={
            <>
              <Button component={RouterLink} to="/verification-pending" variant="contained">
                Check verification status
              </Button>
              <Button component={RouterLink} to="/dashboard">
                Go to Dashboard
              </Button>
            </>
          }
        />
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={tab === 'open' ? 'Available jobs' : 'My jobs'} />
      <Box component="header" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          Jobs
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Pick up new cleanings near you and manage the ones you've accepted.
        </Typography>
      </Box>

      <JobRequestsSection requests={requests.requests} loaded={requests.loaded} />
      <CleanerPlansSection plans={plans.plans} loaded={plans.loaded} />

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, key: TabKey) => setTab(key)} aria-label="Job lists" variant="fullWidth" sx={{ maxWidth: 480 }}>
          <Tab
            value="open"
            id="jobs-tab-open"
            aria-controls="jobs-panel-open"
            label={<TabLabel label="Available jobs" count={openData?.total} />}
            sx={{ fontWeight: 600 }}
          />
          <Tab
            value="mine"
            id="jobs-tab-mine"
            aria-controls="jobs-panel-mine"
            label={<TabLabel label="My jobs" count={mineData?.total} />}
            sx={{ fontWeight: 600 }}
          />
        </Tabs>
      </Box>

      {tab === 'open' ? (
        <Box role="tabpanel" id="jobs-panel-open" aria-labelledby="jobs-tab-open" sx={{ pt: 2 }}>
          <JobList
            loading={open.loading}
            error={open.error}
            onRetry={() => void open.refetch()}
            data={openData}
            merged={open.data?.bookings}
            fetchPage={(page) => open.fetchMore({ variables: { page } })}
            summary={(total) => (total === 1 ? '1 job available' : `${total} jobs available`)}
            empty={
              <StateMessage
                icon={<InboxRounded />}
                title="No open jobs right now"
                description="New bookings in your area appear here automatically. Keeping your availability up to date helps you get more jobs."
                actions={
                  <Button component={RouterLink} to="/cleaner/availability" variant="outlined">
                    Update availability
                  </Button>
                }
              />
            }
          />
        </Box>
      ) : (
        <Box role="tabpanel" id="jobs-panel-mine" aria-labelledby="jobs-tab-mine" sx={{ pt: 2 }}>
          <ToggleButtonGroup
            value={filter}
            exclusive
            size="small"
            aria-label="Filter my jobs"
            onChange={(_, value: MyFilter | null) => {
              if (value) {
                setFilter(value);
              }
            }}
            sx={{ mb: 2 }}
          >
            {(Object.keys(MY_FILTERS) as MyFilter[]).map((key) => (
              <ToggleButton key={key} value={key} sx={{ px: 2, textTransform: 'none', fontWeight: 600 }}>
                {MY_FILTERS[key].label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <JobList
            loading={mine.loading}
            error={mine.error}
            onRetry={() => void mine.refetch()}
            data={mineData}
            merged={mine.data?.bookings}
            fetchPage={(page) => mine.fetchMore({ variables: { page } })}
            hidden={requests.ids}
            withAddress
            summary={(total) => (total === 1 ? '1 job' : `${total} jobs`)}
            empty={
              <StateMessage
                icon={<WorkOutlineRounded />}
                title={filter === 'all' ? 'No jobs yet' : `No ${MY_FILTERS[filter].label.toLowerCase()} jobs`}
                description="Jobs you accept show up here, with the full address and the actions to start and complete them."
                actions={
                  <Button variant="contained" onClick={() => setTab('open')}>
                    Browse available jobs
                  </Button>
                }
              />
            }
          />
        </Box>
      )}
    </Container>
  );
}

function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
      <span>{label}</span>
      {count !== undefined && count > 0 && (
        // The count is repeated in the panel's status line, so it is hidden here to keep the tab name exact.
        <Box
          component="span"
          aria-hidden
          sx={{
            minWidth: 22,
            px: 0.75,
            borderRadius: 3,
            fontSize: '0.75rem',
            fontWeight: 700,
            lineHeight: '20px',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {count}
        </Box>
      )}
    </Stack>
  );
}

type JobPage = {
  items: ReadonlyArray<{ id: string; address?: string | null } & Parameters<typeof JobCard>[0]['booking']>;
  total: number;
  pageSize: number;
  hasMore: boolean;
};

function JobList({
  data,
  merged,
  fetchPage,
  loading,
  error,
  onRetry,
  withAddress,
  hidden,
  summary,
  empty,
}: {
  /** What to show (the current answer, or the previous one while a filter change loads). */
  data: JobPage | undefined;
  /** The current answer only: the list that following pages merge into. */
  merged: JobPage | undefined;
  /** Loads one more page into `merged` (Apollo fetchMore). */
  fetchPage: (page: number) => Promise<unknown>;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  withAddress?: boolean;
  /** Jobs shown elsewhere on the page (requests): left out here. */
  hidden?: ReadonlySet<string>;
  summary: (total: number) => string;
  empty: ReactNode;
}) {
  // Infinite list: the next 10 jobs load as the end of the list scrolls into view.
  const list = useApolloInfiniteList({ list: merged, fetchPage, pageSize: PAGE_SIZE, loading });

  if (error && !data) return <QueryErrorState error={error} onRetry={onRetry} title="We couldn't load the jobs" />;
  if (!data) {
    return (
      <Box aria-busy aria-label="Loading jobs" sx={gridSx}>
        {Array.from({ length: 4 }, (_, i) => (
          <JobCardSkeleton key={i} />
        ))}
      </Box>
    );
  }
  const items = hidden ? data.items.filter((job) => !hidden.has(job.id)) : data.items;
  const total = data.total - (data.items.length - items.length);
  return (
    <>
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="Refreshing jobs" />}</Box>
      {items.length === 0 && !data.hasMore ? (
        empty
      ) : (
        <>
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {summary(total)}
          </Typography>
          <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
            {items.map((job) => (
              <li key={job.id}>
                <JobCard booking={job} address={withAddress ? job.address : undefined} />
              </li>
            ))}
          </Box>
          {merged && <InfiniteListFooter list={list} loadingLabel="Loading more jobs" />}
        </>
      )}
    </>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
} as const;
