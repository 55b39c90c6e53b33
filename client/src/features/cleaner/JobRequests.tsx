/**
 * "Requests for you" on /cleaner/jobs (docs/decisions/0027): the jobs a customer,
 * the matching cascade or an admin asked this cleaner to take (status pending_cleaner_response,
 * theirs), above every other list, each with its deadline counting down, Accept and Decline.
 * A request whose deadline passed leaves the list at once (the server then asks the next
 * cleaner); the list refetches then, every 30 s, and when a new request notification arrives
 * (the bell evicts the cached `bookings` lists).
 */
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import type { CleanerJobRequestsQuery } from '../../gql/graphql';
import { msLeft } from '../../components/booking/timeLeft';
import { JobCard } from './JobCard';

const CleanerJobRequestsQuery = graphql(`
  query CleanerJobRequests($page: Int!, $pageSize: Int!) {
    bookings(scope: MINE, status: [pending_cleaner_response], page: $page, pageSize: $pageSize) {
      items {
        id
        address
        currentOffer {
          cleanerId
          expiresAt
        }
        ...JobCard_booking
      }
      total
      page
      pageSize
      hasMore
    }
  }
`);

/** Requests are few (one cleaner is asked at a time per booking): one page holds them. */
const REQUESTS_PAGE_SIZE = 50;
const REQUESTS_POLL_MS = 30_000;

type Request = CleanerJobRequestsQuery['bookings']['items'][number];
/** A request's deadline (ms since epoch); null when it has none (an admin's assignment). */
const deadlineOf = (r: Request): number | null => (r.currentOffer ? Date.parse(r.currentOffer.expiresAt) : null);

/**
 * The requests addressed to the signed-in cleaner whose deadline has not passed, soonest deadline
 * first (requests without a deadline, from an admin, last), and the ids of every request (other
 * lists leave them out so a job appears once).
 */
export function useJobRequests() {
  const query = useQuery(CleanerJobRequestsQuery, {
    variables: { page: 1, pageSize: REQUESTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    pollInterval: REQUESTS_POLL_MS,
  });
  const all = (query.data ?? query.previousData)?.bookings.items;
  // The list is read again at the next deadline (not every second: each card counts down itself).
  const [now, setNow] = useState(() => Date.now());
  const nextDeadline = useMemo(() => {
    const ahead = (all ?? []).map((r) => deadlineOf(r) ?? Number.NaN).filter((at) => at > now);
    return ahead.length ? Math.min(...ahead) : null;
  }, [all, now]);
  useEffect(() => {
    if (nextDeadline === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, nextDeadline - Date.now()) + 50);
    return () => window.clearTimeout(timer);
  }, [nextDeadline]);
  const requests = useMemo(() => {
    const live = (all ?? []).filter((r) => {
      const at = deadlineOf(r);
      return r.status === 'pending_cleaner_response' && (at === null || msLeft(at, now) > 0);
    });
    const order = (r: Request) => deadlineOf(r) ?? Number.POSITIVE_INFINITY;
    return [...live].sort((a, b) => order(a) - order(b));
  }, [all, now]);
  const expiredCount = (all?.length ?? 0) - requests.length;
  const { refetch } = query;
  // A deadline passed: ask the server for the list again (the next cleaner is being asked).
  useEffect(() => {
    if (expiredCount > 0) void refetch().catch(() => undefined);
  }, [expiredCount, refetch]);
  // Every request, expired ones too, stays out of the other lists until the server moves it on.
  const ids = useMemo(() => new Set((all ?? []).filter((r) => r.status === 'pending_cleaner_response').map((r) => r.id)), [all]);
  return { requests, ids, loaded: Boolean(all) };
}

/** The "Requests for you" section: its heading, the request cards (h3), or a one-line empty state. */
export function JobRequestsSection({ requests, loaded }: { requests: readonly Request[]; loaded: boolean }) {
  if (!loaded) return null;
  return (
    <Box component="section" aria-labelledby="job-requests-title" sx={{ mb: 4 }}>
      <Typography id="job-requests-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        Requests for you
      </Typography>
      {requests.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No requests right now. When a customer asks you for a job, it appears here first, with the time left to answer.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {requests.length === 1 ? '1 request waiting for your answer' : `${requests.length} requests waiting for your answer`}
          </Typography>
          <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
            {requests.map((job) => (
              <li key={job.id}>
                <JobCard booking={job} address={job.address} headingLevel="h3" request={{ expiresAt: job.currentOffer?.expiresAt ?? null }} />
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
} as const;
