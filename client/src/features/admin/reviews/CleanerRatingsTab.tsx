/**
 * The "Ratings per cleaner" tab of /admin/reviews (docs/decisions/0019): every cleaner's average
 * rating and review count (`adminCleanerRatings`, paged with `cpage`/`climit` in the URL) and,
 * from a row, that cleaner's reviews, hidden ones included (`adminCleanerReviews`, in a dialog).
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { StateMessage } from '../../../components/ui/StateMessage';
import { ListDialog, QueryStates, RefreshBar } from '../../../components/ui/QueryStates';
import { formatDay } from '../../../components/booking/format';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { graphql } from '../../../gql';
import { PAGE_SIZES, type Option } from './reviewAdminModel';
import { ReviewBadge, StateChips, Stars } from './ReviewParts';
import { Pager } from '../../../components/ui/Pager';

const AdminCleanerRatingsQuery = graphql(`
  query AdminCleanerRatings($page: Int!, $limit: Int!) {
    adminCleanerRatings(page: $page, limit: $limit) {
      total
      page
      limit
      items {
        cleanerId
        firstName
        lastName
        email
        ratingAverage
        ratingCount
      }
    }
  }
`);

const AdminCleanerReviewsQuery = graphql(`
  query AdminCleanerReviews($cleanerId: ID!, $page: Int!, $limit: Int!) {
    adminCleanerReviews(cleanerId: $cleanerId, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        ...AdminReviewsPage_review
      }
    }
  }
`);

/** One cleaner's reviews, hidden ones included, 10 a page. */
function CleanerReviewsDialog({ cleaner, onClose }: { cleaner: Option; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const { data, previousData, error, loading, refetch } = useQuery(AdminCleanerReviewsQuery, {
    variables: { cleanerId: cleaner.id, page, limit: 10 },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminCleanerReviews;
  return (
    <ListDialog title={`Reviews of ${cleaner.label}`} maxWidth="md" fullScreen={fullScreen} onClose={onClose}>
      <RefreshBar active={Boolean(loading && result)} label="Loading reviews" />
      <QueryStates
        data={result}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="We couldn't load the reviews"
        skeletonHeight={200}
        isEmpty={(r) => r.total === 0}
        empty={<StateMessage variant="plain" title="No reviews yet" description="This cleaner has not been reviewed." />}
      >
        {(result) => (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {result.items.map((r) => (
              <Box component="li" key={r.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Stars value={r.rating} />
                  <Typography sx={{ fontWeight: 700 }}>{r.reviewerName}</Typography>
                  <ReviewBadge review={r} />
                  <StateChips review={r} />
                </Stack>
                <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.comment || 'No comment.'}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.serviceName}, {formatDay(r.createdAt)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </QueryStates>
      {result && result.total > 10 && <Pager page={page} limit={10} total={result.total} onPage={setPage} />}
    </ListDialog>
  );
}

/** The ratings table with its paging; a row's "Reviews" button opens that cleaner's reviews. */
export function CleanerRatingsTab() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('cpage') ?? '1', 10) || 1);
  const limit = PAGE_SIZES.includes(Number(params.get('climit'))) ? Number(params.get('climit')) : 20;
  const [open, setOpen] = useState<Option | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminCleanerRatingsQuery, { variables: { page, limit }, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.adminCleanerRatings;
  const set = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || (key === 'cpage' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };

  return (
    <>
      <RefreshBar active={Boolean(loading && result)} label="Loading ratings" />
      <QueryStates
        data={result}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="We couldn't load the cleaners' ratings"
        isEmpty={(r) => r.total === 0}
        empty={<StateMessage title="No cleaners yet" description="Cleaners appear here once they have a profile." />}
      >
        {(result) => (
          <>
            <ScrollableTable label="Ratings per cleaner">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Cleaner</TableCell>
                    <TableCell>Email</TableCell>
                    <TableCell>Average</TableCell>
                    <TableCell align="right">Reviews</TableCell>
                    <TableCell>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.items.map((c) => {
                    const name = `${c.firstName} ${c.lastName}`;
                    return (
                      <TableRow key={c.cleanerId}>
                        <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.email}</TableCell>
                        <TableCell>
                          {c.ratingCount > 0 ? (
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                              <Stars value={c.ratingAverage} precise />
                              <Typography variant="body2">{c.ratingAverage.toFixed(2)}</Typography>
                            </Stack>
                          ) : (
                            <Box component="span" sx={{ color: 'text.secondary' }}>
                              No rating yet
                            </Box>
                          )}
                        </TableCell>
                        <TableCell align="right">{c.ratingCount.toLocaleString('en-US')}</TableCell>
                        <TableCell>
                          <Button size="small" variant="outlined" onClick={() => setOpen({ id: c.cleanerId, label: name })} aria-label={`Reviews of ${name}`}>
                            Reviews
                          </Button>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </ScrollableTable>
            <Pager
              page={result.page}
              limit={result.limit}
              total={result.total}
              sizes={PAGE_SIZES}
              onPage={(next) => set({ cpage: next })}
              onLimit={(size) => set({ climit: size, cpage: 1 })}
            />
          </>
        )}
      </QueryStates>
      {open && <CleanerReviewsDialog cleaner={open} onClose={() => setOpen(null)} />}
    </>
  );
}
