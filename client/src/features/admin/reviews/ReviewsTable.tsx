/**
 * The "All reviews" tab of /admin/reviews (docs/decisions/0019): every review from `adminReviews`
 * with its filters (search, rating, type, featured, visibility, cleaner) and paging kept in the URL,
 * and the row actions: feature or hide (`updateReview`), edit and delete (in ReviewDialogs).
 * `onChanged` tells the page to read its statistics again.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import { QueryErrorState, StateMessage } from '../../../components/ui/StateMessage';
import { formatDay } from '../../../components/booking/format';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/errors';
import { withParams } from '../../../lib/searchParams';
import { useToast } from '../../../lib/toast';
import { PAGE_SIZES, type Option, type Review } from './reviewAdminModel';
import { useUpdateReview } from './reviewAdminMutations';
import { DeleteReviewDialog, EditReviewDialog } from './ReviewDialogs';
import { ReviewBadge, StateChips, Stars } from './ReviewParts';
import { Pager } from '../../../components/ui/Pager';

const AdminReviewsQuery = graphql(`
  query AdminReviews(
    $rating: Int
    $type: String
    $featured: Boolean
    $hidden: Boolean
    $cleanerId: ID
    $search: String
    $page: Int!
    $limit: Int!
  ) {
    adminReviews(
      rating: $rating
      type: $type
      featured: $featured
      hidden: $hidden
      cleanerId: $cleanerId
      search: $search
      page: $page
      limit: $limit
    ) {
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

const RATINGS = [
  ['', 'Any rating'],
  ['5', '5 stars'],
  ['4', '4 stars'],
  ['3', '3 stars'],
  ['2', '2 stars'],
  ['1', '1 star'],
] as const;
const TYPES = [
  ['', 'All types'],
  ['customer', 'Verified (customers)'],
  ['admin', 'Pro Reviews (admins)'],
] as const;
const FEATURED = [
  ['', 'Featured or not'],
  ['true', 'Featured'],
  ['false', 'Not featured'],
] as const;
const VISIBILITY = [
  ['', 'Public or hidden'],
  ['false', 'Public'],
  ['true', 'Hidden'],
] as const;

const bool = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : null);

/** Comments longer than this show cut with an ellipsis in the table (the edit dialog shows all). */
const COMMENT_PREVIEW = 140;
const preview = (text: string) => (text.length > COMMENT_PREVIEW ? `${text.slice(0, COMMENT_PREVIEW).trimEnd()}…` : text);

/** The filter form, the reviews table with its row actions and paging, and the edit and delete dialogs. */
export function ReviewsTable({ cleaners, onChanged }: { cleaners: Option[]; onChanged: () => void }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const rating = RATINGS.some(([v]) => v && v === params.get('rating')) ? (params.get('rating') as string) : '';
  const type = params.get('type') === 'customer' || params.get('type') === 'admin' ? (params.get('type') as string) : '';
  const featured = bool(params.get('featured'));
  const hidden = bool(params.get('hidden'));
  const cleanerId = params.get('cleaner') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const limit = PAGE_SIZES.includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 20;
  const set = (changes: Record<string, string | number | null>) => setParams(withParams(params, changes), { replace: 'q' in changes });

  // The search box follows the URL (back button, "Clear filters") and updates it as one types.
  const [draft, setDraft] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setDraft(search);
  }
  useEffect(() => {
    if (draft.trim() === search) return undefined;
    const timer = setTimeout(() => setParams((current) => withParams(current, { q: draft.trim() }), { replace: true }), 400);
    return () => clearTimeout(timer);
  }, [draft, search, setParams]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminReviewsQuery, {
    variables: {
      search: search || null,
      rating: rating ? Number(rating) : null,
      type: type || null,
      featured,
      hidden,
      cleanerId: cleanerId || null,
      page,
      limit,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminReviews;
  // Rows about to change (a search still being typed, or the previous filters' rows shown while the
  // new ones load) take no actions, so a click never lands on a row that is about to go.
  const stale = draft.trim() !== search || (!data && Boolean(previousData));

  const notify = useToast();
  const [update] = useUpdateReview();
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<Review | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);

  const toggle = async (review: Review, changes: { featured?: boolean; hidden?: boolean }, done: string) => {
    if (busy) return;
    setBusy(review.id);
    const outcome = await update(review.id, changes);
    setBusy(null);
    if (outcome.ok) {
      notify.success(done);
      onChanged();
    } else {
      notify.error(outcome.message);
    }
  };

  const filtered = Boolean(search || rating || type || featured !== null || hidden !== null || cleanerId);
  const cleanerOptions = cleanerId && !cleaners.some((c) => c.id === cleanerId) ? [...cleaners, { id: cleanerId, label: 'Selected cleaner' }] : cleaners;

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Filter reviews"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: draft.trim() });
        }}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', mb: 2 }}
      >
        <TextField
          size="small"
          type="search"
          label="Search text, reviewer or cleaner"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
        <TextField select size="small" label="Rating" value={rating} onChange={(e) => set({ rating: e.target.value })}>
          {RATINGS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Type" value={type} onChange={(e) => set({ type: e.target.value })}>
          {TYPES.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Featured" value={featured === null ? '' : String(featured)} onChange={(e) => set({ featured: e.target.value })}>
          {FEATURED.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Visibility" value={hidden === null ? '' : String(hidden)} onChange={(e) => set({ hidden: e.target.value })}>
          {VISIBILITY.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Cleaner" value={cleanerId} onChange={(e) => set({ cleaner: e.target.value })}>
          <MenuItem value="">All cleaners</MenuItem>
          {cleanerOptions.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            Search
          </Button>
          {filtered && (
            <Button onClick={() => setParams(withParams(params, { q: null, rating: null, type: null, featured: null, hidden: null, cleaner: null }))}>
              Clear filters
            </Button>
          )}
        </Stack>
      </Box>

      <Box sx={{ minHeight: 4, mb: 1 }}>{loading && result && <LinearProgress aria-label="Loading reviews" />}</Box>

      {error && !result ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the reviews" />
      ) : !result ? (
        <Skeleton variant="rounded" height={320} aria-hidden />
      ) : result.total === 0 ? (
        filtered ? (
          <StateMessage title="No reviews match" description="Change or clear the filters to see more." />
        ) : (
          <StateMessage icon={<RateReviewRounded />} title="No reviews yet" description="Reviews appear here once customers rate their completed bookings, or when you write a Pro Review." />
        )
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {result.total.toLocaleString('en-US')} {result.total === 1 ? 'review' : 'reviews'}
          </Typography>
          {error && (
            <Alert
              severity="error"
              role="alert"
              sx={{ mb: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Try again
                </Button>
              }
            >
              {errorMessage(error)}
            </Alert>
          )}
          <ScrollableTable label="Reviews">
            <Table size="small" aria-busy={stale || undefined}>
              <TableHead>
                <TableRow>
                  <TableCell>Reviewer</TableCell>
                  <TableCell>Rating</TableCell>
                  <TableCell sx={{ minWidth: 240 }}>Comment</TableCell>
                  <TableCell>Service</TableCell>
                  <TableCell>Cleaner</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell>State</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.items.map((r) => {
                  const rowBusy = busy === r.id || stale;
                  const who = `review by ${r.reviewerName}`;
                  return (
                    <TableRow key={r.id} aria-busy={busy === r.id || undefined}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {r.reviewerName}
                        </Typography>
                        <ReviewBadge review={r} />
                      </TableCell>
                      <TableCell>
                        <Stars value={r.rating} />
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {r.comment ? preview(r.comment) : <Box component="span" sx={{ color: 'text.secondary' }}>No comment</Box>}
                      </TableCell>
                      <TableCell>{r.serviceName}</TableCell>
                      <TableCell>{r.cleanerName ?? <Box component="span" sx={{ color: 'text.secondary' }}>None</Box>}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(r.createdAt)}</TableCell>
                      <TableCell>
                        <StateChips review={r} />
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', minWidth: 200 }}>
                          <Button
                            size="small"
                            variant={r.featured ? 'text' : 'outlined'}
                            disabled={rowBusy}
                            onClick={() => void toggle(r, { featured: !r.featured }, r.featured ? 'Review unfeatured.' : 'Review featured: it shows first among the public reviews.')}
                            aria-label={`${r.featured ? 'Unfeature' : 'Feature'} ${who}`}
                          >
                            {r.featured ? 'Unfeature' : 'Feature'}
                          </Button>
                          <Button
                            size="small"
                            disabled={rowBusy}
                            onClick={() => void toggle(r, { hidden: !r.hidden }, r.hidden ? 'Review is public again.' : 'Review hidden from the public.')}
                            aria-label={`${r.hidden ? 'Unhide' : 'Hide'} ${who}`}
                          >
                            {r.hidden ? 'Unhide' : 'Hide'}
                          </Button>
                          <Button size="small" disabled={rowBusy} onClick={() => setEditing(r)} aria-label={`Edit ${who}`}>
                            Edit
                          </Button>
                          <Button size="small" color="error" disabled={rowBusy} onClick={() => setDeleting(r)} aria-label={`Delete ${who}`}>
                            Delete
                          </Button>
                        </Stack>
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
            onPage={(next) => set({ page: next })}
            onLimit={(size) => set({ limit: size })}
          />
        </>
      )}

      {editing && (
        <EditReviewDialog
          review={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify.success('Review updated.');
            onChanged();
          }}
        />
      )}
      {deleting && (
        <DeleteReviewDialog
          review={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            notify.success('Review deleted.');
            onChanged();
            // The last review of a later page: show the page before.
            if (result && result.items.length <= 1 && page > 1) set({ page: page - 1 });
          }}
        />
      )}
    </>
  );
}
