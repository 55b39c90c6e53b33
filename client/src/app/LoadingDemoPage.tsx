/**
 * /loading-demo (public, spec section 2): the product's loading states as a living reference,
 * rendered by the components the pages use: the 'Loading page...' fallback of every lazy page
 * (components/ui/PageLoading.tsx), the skeleton of each list while its first page loads, the infinite-list footer
 * (components/InfiniteListFooter.tsx) driven by the real helper (lib/useInfiniteList.ts) over a
 * local loader, and the progress of a long action (spinner in the busy button, refresh bar,
 * loading toast). Nothing here calls the server.
 *
 * It lives in app/ because it shows every feature's skeletons, and only app/ may import from
 * feature folders (eslint import boundaries).
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { InfiniteListFooter } from '../components/InfiniteListFooter';
import { PageLoading } from '../components/ui/PageLoading';
import { PageTitle } from '../components/ui/PageTitle';
import { useToast } from '../lib/toast';
import { useInfiniteList, type PageRequest } from '../lib/useInfiniteList';
import { SkeletonRows } from '../features/admin/analytics/AnalyticsParts';
import { CleanerMatchCardSkeleton } from '../features/booking/CleanerMatchCard';
import { BookingListItemSkeleton } from '../features/bookings/BookingListItem';
import { JobCardSkeleton } from '../features/cleaner/JobCard';
import { DashboardRowsSkeleton } from '../features/dashboard/DashboardBookingRow';
import { PopularServicesSkeletons } from '../features/landing/PopularServicesSkeletons';
import { ServiceCardSkeleton } from '../features/services/ServiceCard';
import { TicketListRowSkeleton } from '../features/tickets/TicketListRow';

/** The demo list: 35 items, 10 a page (spec section 9), each page after a short wait. */
const DEMO_TOTAL = 35;
const DEMO_PAGE_DELAY_MS = 1200;
/** How long the demo long action runs (ms). */
const LONG_ACTION_MS = 3000;
/** How long the demo page's code takes to arrive (ms). */
const PAGE_LOAD_MS = 2500;

/** One reference entry: a heading, where it is used, and the component itself. */
function Specimen({ title, usedOn, children }: { title: string; usedOn: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {usedOn}
      </Typography>
      {children}
    </Paper>
  );
}

/** What the demo page shows once its code has "arrived". */
function LoadedDemoPage() {
  return (
    <Typography role="status" sx={{ py: 6, textAlign: 'center' }}>
      The demo page has loaded.
    </Typography>
  );
}

/**
 * The fallback every lazy page shows, the real way: a lazy component whose code takes
 * PAGE_LOAD_MS to arrive, inside Suspense with the router's fallback. Shown on request, so the
 * page itself never sits on 'Loading page...'.
 */
function PageLoadingDemo() {
  const [Page, setPage] = useState<ComponentType | null>(null);
  const [run, setRun] = useState(0);

  function replay() {
    setRun((previous) => previous + 1);
    setPage(() =>
      lazy(
        () =>
          new Promise<{ default: ComponentType }>((resolve) => {
            window.setTimeout(() => resolve({ default: LoadedDemoPage }), PAGE_LOAD_MS);
          }),
      ),
    );
  }

  return (
    <Specimen title="Page loading" usedOn="Every page while its code loads ('Loading page...').">
      <Button variant="outlined" onClick={replay} startIcon={<PlayArrowRounded />} sx={{ mb: 2 }}>
        {Page ? 'Load the demo page again' : 'Load a demo page'}
      </Button>
      {Page && (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Suspense key={run} fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </Box>
      )}
    </Specimen>
  );
}

/** The list skeletons, each as its list shows it while the first page loads. */
function ListSkeletons() {
  return (
    <Stack spacing={3}>
      <Specimen title="Service cards" usedOn="The services catalogue (/services) while the catalogue loads.">
        <Grid container spacing={2}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <ServiceCardSkeleton />
            </Grid>
          ))}
        </Grid>
      </Specimen>
      <Specimen title="Popular services" usedOn="The landing page's eight popular service cards.">
        <Box sx={{ maxHeight: 320, overflow: 'hidden' }}>
          <PopularServicesSkeletons />
        </Box>
      </Specimen>
      <Specimen title="Dashboard bookings" usedOn="The dashboard's upcoming and recent bookings.">
        <DashboardRowsSkeleton rows={3} />
      </Specimen>
      <Specimen title="Bookings" usedOn="My Bookings (/customer/bookings).">
        <Stack spacing={1.5}>
          <BookingListItemSkeleton />
          <BookingListItemSkeleton />
        </Stack>
      </Specimen>
      <Specimen title="Support tickets" usedOn="Support Tickets (/customer/tickets and /admin/tickets).">
        <Stack spacing={1.5}>
          <TicketListRowSkeleton />
          <TicketListRowSkeleton />
        </Stack>
      </Specimen>
      <Specimen title="Cleaner jobs" usedOn="A cleaner's jobs (/cleaner/jobs).">
        <Grid container spacing={2}>
          {[0, 1].map((i) => (
            <Grid key={i} size={{ xs: 12, md: 6 }}>
              <JobCardSkeleton />
            </Grid>
          ))}
        </Grid>
      </Specimen>
      <Specimen title="Cleaner choices" usedOn="Choose your cleaner (/customer/select-cleaner).">
        <CleanerMatchCardSkeleton />
      </Specimen>
      <Specimen title="Admin tables" usedOn="The admin tables and analytics while their rows load.">
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Example table while it loads">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <SkeletonRows rows={4} columns={4} />
            </TableBody>
          </Table>
        </Box>
      </Specimen>
    </Stack>
  );
}

/** The real infinite-list helper and footer over a local loader that can be told to fail. */
function InfiniteListDemo() {
  const [failNext, setFailNext] = useState(false);
  const failRef = useRef(failNext);
  useEffect(() => {
    failRef.current = failNext;
  });
  const list = useInfiniteList<string>(
    async ({ offset, limit }: PageRequest) => {
      await new Promise((resolve) => window.setTimeout(resolve, DEMO_PAGE_DELAY_MS));
      if (failRef.current && offset > 0) throw new Error('The next page could not be loaded (demo failure). Try again.');
      const count = Math.max(0, Math.min(limit, DEMO_TOTAL - offset));
      return { data: Array.from({ length: count }, (_, i) => `Demo item ${offset + i + 1}`), total: DEMO_TOTAL };
    },
    { deps: [] },
  );

  return (
    <Specimen
      title="Infinite list footer"
      usedOn="Every list that loads 10 at a time (bookings, tickets, jobs, admin lists): the next page loads when the end of the list scrolls into view, with a spinner, a Load more button, a failure with Retry and an end line."
    >
      <FormControlLabel
        control={<Switch checked={failNext} onChange={(event) => setFailNext(event.target.checked)} />}
        label="Make the next page fail"
        sx={{ mb: 1 }}
      />
      {list.loading && list.items.length === 0 ? (
        <Stack spacing={1} aria-hidden>
          {[0, 1, 2].map((i) => (
            <TicketListRowSkeleton key={i} />
          ))}
        </Stack>
      ) : (
        <Box component="ol" aria-label="Demo items" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {list.items.map((item) => (
            <Paper component="li" key={item} variant="outlined" sx={{ px: 2, py: 1.25, borderRadius: 2 }}>
              {item}
            </Paper>
          ))}
        </Box>
      )}
      <InfiniteListFooter list={list} loadingLabel="Loading more demo items" endText={`All ${DEMO_TOTAL} demo items are shown.`} />
    </Specimen>
  );
}

/** A long action: the busy button, the refresh bar over a list and the loading toast. */
function LongActionDemo() {
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  function run() {
    if (running) return;
    setRunning(true);
    setDone(false);
    const toastId = toast.loading('Working on the demo action…');
    timer.current = window.setTimeout(() => {
      timer.current = null;
      toast.dismiss(toastId);
      toast.success('The demo action finished.');
      setRunning(false);
      setDone(true);
    }, LONG_ACTION_MS);
  }

  return (
    <Specimen
      title="Progress on long actions"
      usedOn="Saving, paying, sending: the button is disabled and shows a spinner, a thin bar runs over a list being refreshed, and a loading toast stays until the work ends."
    >
      <Box sx={{ height: 4, mb: 2 }}>{running && <LinearProgress aria-label="Running the demo action" />}</Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={run}
          disabled={running}
          startIcon={running ? <CircularProgress size={18} color="inherit" aria-hidden /> : <PlayArrowRounded />}
        >
          {running ? 'Working…' : 'Run a 3-second action'}
        </Button>
        <Typography role="status" color="text.secondary">
          {running ? 'The action is running.' : done ? 'The action finished.' : ''}
        </Typography>
      </Stack>
    </Specimen>
  );
}

/** The loading states reference page. */
export default function LoadingDemoPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Loading demo" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Loading demo
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3, maxWidth: 760 }}>
        What the app shows while something loads, drawn by the same components the pages use. Everything here runs in your browser.
      </Typography>
      <Stack spacing={3}>
        <PageLoadingDemo />
        <LongActionDemo />
        <InfiniteListDemo />
        <ListSkeletons />
      </Stack>
    </Container>
  );
}
