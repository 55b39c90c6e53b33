/**
 * /admin/reviews (issue 8 "Reviews"): review statistics (`adminReviewStats`), every review with
 * filters kept in the URL and paging (`adminReviews`), row actions to feature, hide, edit or
 * delete a review (`updateReview`, `deleteReview`), a dialog to write a "Pro Review"
 * (`createAdminReview`), and every cleaner's rating (`adminCleanerRatings`) with one cleaner's
 * reviews in a dialog (`adminCleanerReviews`).
 *
 * Cache updates (conventions: one hook per mutation, no refetch by name): an edited review is
 * normalized by id; a review that no longer matches a cached list's filters leaves it and its
 * total; a deleted review leaves every cached list (total fixed) and is evicted; a new Pro Review
 * joins the first page of each cached list it matches. Only this page's own statistics query is
 * read again after a change, since averages cannot be derived from the cache.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { PageTitle } from '../../components/booking/PageTitle';
import { QueryErrorState, StateMessage } from '../../components/booking/StateMessage';
import { formatDay } from '../../components/booking/format';
import { ScrollableTable } from '../../components/ScrollableTable';
import { VisuallyHidden } from '../../components/booking/VisuallyHidden';
import { graphql } from '../../gql';
import type { AdminReviewsPage_ReviewFragment } from '../../gql/graphql';
import { defaultMessage, errorMessage, fieldIssues, mutationErrorMessage } from '../../lib/errors';
import { withParams } from '../../lib/searchParams';
import { useToast } from '../../lib/toast';

/* ---------------------------------------------------------------- documents */

export const AdminReviewsPage_review = graphql(`
  fragment AdminReviewsPage_review on Review {
    id
    rating
    comment
    reviewType
    badge
    reviewerName
    bookingId
    cleanerId
    cleanerName
    serviceName
    featured
    hidden
    createdAt
  }
`);

const AdminReviewStatsQuery = graphql(`
  query AdminReviewStats {
    adminReviewStats {
      total
      averageRating
      byRating
      featured
      hidden
      adminReviews
      last30Days
    }
  }
`);

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

/** Cleaners for the filter and the Pro Review dialog (limit 100 keeps it apart from the ratings table's pages). */
const AdminReviewCleanerOptionsQuery = graphql(`
  query AdminReviewCleanerOptions {
    adminCleanerRatings(page: 1, limit: 100) {
      total
      items {
        cleanerId
        firstName
        lastName
      }
    }
  }
`);

const AdminReviewServiceOptionsQuery = graphql(`
  query AdminReviewServiceOptions {
    services(limit: 50) {
      id
      name
    }
  }
`);

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

const AdminUpdateReviewMutation = graphql(`
  mutation AdminUpdateReview($id: ID!, $rating: Int, $comment: String, $featured: Boolean, $hidden: Boolean) {
    updateReview(id: $id, rating: $rating, comment: $comment, featured: $featured, hidden: $hidden) {
      __typename
      ... on MutationUpdateReviewSuccess {
        data {
          id
          ...AdminReviewsPage_review
        }
      }
      ... on ValidationError {
        field
        issues {
          field
          message
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const AdminDeleteReviewMutation = graphql(`
  mutation AdminDeleteReview($id: ID!) {
    deleteReview(id: $id) {
      __typename
      ... on MutationDeleteReviewSuccess {
        data
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const AdminCreateReviewMutation = graphql(`
  mutation AdminCreateReview(
    $rating: Int!
    $comment: String!
    $reviewerName: String
    $cleanerId: ID
    $serviceId: Int
    $featured: Boolean
  ) {
    createAdminReview(
      rating: $rating
      comment: $comment
      reviewerName: $reviewerName
      cleanerId: $cleanerId
      serviceId: $serviceId
      featured: $featured
    ) {
      __typename
      ... on MutationCreateAdminReviewSuccess {
        data {
          id
          ...AdminReviewsPage_review
        }
      }
      ... on ValidationError {
        field
        issues {
          field
          message
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

type Review = AdminReviewsPage_ReviewFragment;

/** Server rules (server/src/modules/reviews/reviews.inputs.ts). */
const COMMENT_MAX = 2000;
const REVIEWER_NAME_MAX = 80;
const RATING_MESSAGE = 'Please choose a rating from 1 to 5';
const PAGE_SIZES = [10, 20, 50];

/* ---------------------------------------------------------------- cache updates */

/** The stored shape of a ReviewPage (no id, so it is embedded in ROOT_QUERY under its arguments). */
interface StoredReviewPage {
  __typename?: string;
  items?: readonly Reference[];
  total?: number;
  page?: number;
  limit?: number;
}

/** Arguments of a stored field such as `adminReviews({"featured":true,"limit":20,"page":1})`. */
export function parseStoredArgs(storeFieldName: string): Record<string, unknown> | null {
  const open = storeFieldName.indexOf('(');
  if (open === -1) return storeFieldName.includes(':') ? null : {};
  try {
    const parsed: unknown = JSON.parse(storeFieldName.slice(open + 1, storeFieldName.lastIndexOf(')')));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether a review passes the filters of one `adminReviews` list (the server's rules: search is in the comment). */
export function matchesReviewFilters(args: Record<string, unknown>, review: Pick<Review, 'rating' | 'reviewType' | 'featured' | 'hidden' | 'cleanerId' | 'comment'>): boolean {
  if (typeof args.rating === 'number' && args.rating !== review.rating) return false;
  if (typeof args.type === 'string' && args.type && args.type !== review.reviewType) return false;
  if (typeof args.featured === 'boolean' && args.featured !== review.featured) return false;
  if (typeof args.hidden === 'boolean' && args.hidden !== review.hidden) return false;
  if (typeof args.cleanerId === 'string' && args.cleanerId && args.cleanerId !== review.cleanerId) return false;
  if (typeof args.search === 'string' && args.search.trim() && !review.comment.toLowerCase().includes(args.search.trim().toLowerCase())) return false;
  return true;
}

type Placement = 'remove' | 'insert' | 'keep';

/**
 * Applies `decide(args)` to every cached page of `adminReviews` and `adminCleanerReviews`:
 * 'remove' takes the review out (total - 1), 'insert' puts it first on page 1 (total + 1; a later
 * page, whose first item would now come from the page before, is dropped and asked again).
 */
function placeReviewInLists(cache: ApolloCache, reviewId: string, decide: (field: 'adminReviews' | 'adminCleanerReviews', args: Record<string, unknown>) => Placement): void {
  const id = cache.identify({ __typename: 'Review', id: reviewId });
  if (!id) return;
  const update = (field: 'adminReviews' | 'adminCleanerReviews') =>
    (existing: unknown, { storeFieldName, DELETE }: { storeFieldName: string; DELETE: unknown }) => {
      const args = parseStoredArgs(storeFieldName);
      if (!args || !existing || typeof existing !== 'object') return existing;
      const page = existing as StoredReviewPage;
      const items = page.items ?? [];
      const total = page.total ?? items.length;
      const present = items.some((item) => item.__ref === id);
      const placement = decide(field, args);
      if (placement === 'remove' && present) {
        return { ...page, items: items.filter((item) => item.__ref !== id), total: Math.max(0, total - 1) };
      }
      if (placement === 'insert' && !present) {
        const pageNumber = typeof args.page === 'number' ? args.page : 1;
        if (pageNumber > 1) return DELETE;
        const limit = typeof args.limit === 'number' ? args.limit : 20;
        return { ...page, items: [{ __ref: id }, ...items].slice(0, limit), total: total + 1 };
      }
      return existing;
    };
  cache.modify({
    id: 'ROOT_QUERY',
    fields: { adminReviews: update('adminReviews'), adminCleanerReviews: update('adminCleanerReviews') },
  });
}

/* ---------------------------------------------------------------- mutation hooks */

type ActionResult = { ok: true; review?: Review } | { ok: false; message: string; fields: Record<string, string> };

type UnionError = { __typename?: string; code?: string; message?: string; field?: string | null; issues?: { field: string; message: string }[] };

function failure(result: UnionError | null | undefined): ActionResult {
  if (result && typeof result.code === 'string') {
    return { ok: false, message: mutationErrorMessage(result), fields: result.__typename === 'ValidationError' ? fieldIssues(result) : {} };
  }
  return { ok: false, message: defaultMessage('UNKNOWN_ERROR'), fields: {} };
}

/** Edits, features or hides a review; it leaves the cached lists whose filters it no longer matches. */
function useUpdateReview() {
  const [mutate, state] = useMutation(AdminUpdateReviewMutation, {
    update(cache, { data }) {
      const result = data?.updateReview;
      if (result?.__typename !== 'MutationUpdateReviewSuccess') return;
      const review = result.data;
      placeReviewInLists(cache, review.id, (field, args) => (field === 'adminReviews' && !matchesReviewFilters(args, review) ? 'remove' : 'keep'));
    },
  });
  const update = async (id: string, changes: { rating?: number; comment?: string; featured?: boolean; hidden?: boolean }): Promise<ActionResult> => {
    try {
      const { data } = await mutate({ variables: { id, ...changes } });
      const result = data?.updateReview;
      if (result?.__typename === 'MutationUpdateReviewSuccess') return { ok: true, review: result.data };
      return failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error), fields: {} };
    }
  };
  return [update, state] as const;
}

/** Deletes a review: it leaves every cached list (total - 1) and is evicted from the cache. */
function useDeleteReview() {
  const [mutate, state] = useMutation(AdminDeleteReviewMutation);
  const remove = async (id: string): Promise<ActionResult> => {
    try {
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: result }) {
          if (result?.deleteReview.__typename !== 'MutationDeleteReviewSuccess') return;
          placeReviewInLists(cache, id, () => 'remove');
          cache.evict({ id: cache.identify({ __typename: 'Review', id }) });
          cache.gc();
        },
      });
      const result = data?.deleteReview;
      if (result?.__typename === 'MutationDeleteReviewSuccess') return { ok: true };
      return failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error), fields: {} };
    }
  };
  return [remove, state] as const;
}

interface ProReviewInput {
  rating: number;
  comment: string;
  reviewerName?: string;
  cleanerId?: string;
  serviceId?: number;
  featured: boolean;
}

/** Publishes a Pro Review: it joins the first page of every cached list it matches. */
function useCreateAdminReview() {
  const [mutate, state] = useMutation(AdminCreateReviewMutation, {
    update(cache, { data }) {
      const result = data?.createAdminReview;
      if (result?.__typename !== 'MutationCreateAdminReviewSuccess') return;
      const review = result.data;
      placeReviewInLists(cache, review.id, (field, args) => {
        if (field === 'adminCleanerReviews') return review.cleanerId && args.cleanerId === review.cleanerId ? 'insert' : 'keep';
        return matchesReviewFilters(args, review) ? 'insert' : 'keep';
      });
    },
  });
  const create = async (input: ProReviewInput): Promise<ActionResult> => {
    try {
      const { data } = await mutate({ variables: input });
      const result = data?.createAdminReview;
      if (result?.__typename === 'MutationCreateAdminReviewSuccess') return { ok: true, review: result.data };
      return failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error), fields: {} };
    }
  };
  return [create, state] as const;
}

/* ---------------------------------------------------------------- small pieces */

/** 'Pro Review' (admin) or 'Verified' (customer) badge (spec section 3). */
function ReviewBadge({ review }: { review: Pick<Review, 'reviewType' | 'badge'> }) {
  const pro = review.reviewType === 'admin';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={pro ? 'secondary' : 'success'}
      icon={pro ? <WorkspacePremiumRounded /> : <VerifiedRounded />}
      label={review.badge || (pro ? 'Pro Review' : 'Verified')}
    />
  );
}

function Stars({ value, precise = false }: { value: number; precise?: boolean }) {
  return (
    <Rating
      value={value}
      readOnly
      size="small"
      precision={precise ? 0.1 : 1}
      getLabelText={(v) => `${precise ? v.toFixed(1) : v} out of 5 stars`}
    />
  );
}

function StateChips({ review }: { review: Pick<Review, 'featured' | 'hidden'> }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {review.featured && <Chip size="small" color="primary" icon={<StarRounded />} label="Featured" />}
      {review.hidden ? <Chip size="small" color="warning" variant="outlined" label="Hidden" /> : <Chip size="small" variant="outlined" label="Public" />}
    </Stack>
  );
}

function Figure({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      {children}
    </Paper>
  );
}

/** A required star rating in a labelled fieldset ("Rating"), keyboard operable (radios). */
function RatingField({ value, onChange, error, disabled }: { value: number | null; onChange: (value: number | null) => void; error?: string; disabled?: boolean }) {
  const name = useId();
  const helpId = useId();
  return (
    <FormControl component="fieldset" required error={Boolean(error)} aria-describedby={helpId}>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        Rating
      </FormLabel>
      <Rating name={`rating-${name}`} value={value} onChange={(_e, v) => onChange(v)} size="large" disabled={disabled} />
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {error ?? 'Choose 1 to 5 stars (arrow keys change the rating).'}
      </FormHelperText>
    </FormControl>
  );
}

const counter = (length: number) => `${length.toLocaleString('en-US')} / ${COMMENT_MAX.toLocaleString('en-US')} characters`;

/* ---------------------------------------------------------------- dialogs */

/** Edits a review's rating and comment. */
function EditReviewDialog({ review, onClose, onSaved }: { review: Review; onClose: () => void; onSaved: () => void }) {
  const [rating, setRating] = useState<number | null>(review.rating);
  const [comment, setComment] = useState(review.comment);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { loading }] = useUpdateReview();
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const titleId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!rating) return setErrors({ rating: RATING_MESSAGE });
    const result = await update(review.id, { rating, comment: comment.trim() });
    if (result.ok) return onSaved();
    setErrors({ ...result.fields, form: result.message });
  };

  return (
    <Dialog open onClose={() => !loading && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={(e) => void save(e)}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          Edit review by {review.reviewerName}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {review.serviceName}
            {review.cleanerName ? `, cleaner ${review.cleanerName}` : ''}. The cleaner's rating follows the change.
          </DialogContentText>
          <Stack spacing={2.5}>
            <RatingField value={rating} onChange={(v) => { setRating(v); setErrors((e) => ({ ...e, rating: '' })); }} error={errors.rating || undefined} disabled={loading} />
            <TextField
              label="Comment"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              minRows={4}
              maxRows={12}
              disabled={loading}
              error={Boolean(errors.comment)}
              helperText={errors.comment ? `${errors.comment} (${counter(comment.length)})` : counter(comment.length)}
              slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
            />
            {errors.form && (
              <Alert severity="error" role="alert">
                {errors.form}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading} startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
            Save changes
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Confirms deleting a review for good. */
function DeleteReviewDialog({ review, onClose, onDeleted }: { review: Review; onClose: () => void; onDeleted: () => void }) {
  const [remove, { loading }] = useDeleteReview();
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const confirm = async () => {
    if (loading) return;
    setError(null);
    const result = await remove(review.id);
    if (result.ok) onDeleted();
    else setError(result.message);
  };
  return (
    <Dialog open onClose={() => !loading && onClose()} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Delete this review?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          The {review.rating}-star review by {review.reviewerName} ({review.serviceName}) is removed for good
          {review.cleanerName ? ` and ${review.cleanerName}'s rating is recalculated` : ''}. This can't be undone. To take it off the site
          but keep it, hide it instead.
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={loading} autoFocus>
          Keep review
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={loading} startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          Delete review
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Option {
  id: string;
  label: string;
}

/** Writes a professional review ('Pro Review'), optionally about a cleaner and a service. */
function ProReviewDialog({ cleaners, onClose, onCreated }: { cleaners: Option[]; onClose: () => void; onCreated: () => void }) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [reviewerName, setReviewerName] = useState('');
  const [cleaner, setCleaner] = useState<Option | null>(null);
  const [service, setService] = useState<Option | null>(null);
  const [featured, setFeatured] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { loading }] = useCreateAdminReview();
  const servicesQuery = useQuery(AdminReviewServiceOptionsQuery);
  const services: Option[] = (servicesQuery.data?.services ?? []).map((s) => ({ id: s.id, label: s.name }));
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const next: Record<string, string> = {};
    if (!rating) next.rating = RATING_MESSAGE;
    if (comment.trim().length < 3) next.comment = 'Please write a comment';
    if (reviewerName.trim().length > REVIEWER_NAME_MAX) next.reviewerName = `reviewerName is at most ${REVIEWER_NAME_MAX} characters`;
    setErrors(next);
    if (Object.keys(next).length > 0 || !rating) return;
    const result = await create({
      rating,
      comment: comment.trim(),
      reviewerName: reviewerName.trim() || undefined,
      cleanerId: cleaner?.id,
      serviceId: service ? Number(service.id) : undefined,
      featured,
    });
    if (result.ok) return onCreated();
    setErrors({ ...result.fields, form: result.message });
  };

  return (
    <Dialog open onClose={() => !loading && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          Write a Pro Review
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            A professional review shows with the 'Pro Review' badge and the role 'Professional Review' among the public reviews.
          </DialogContentText>
          <Stack spacing={2.5}>
            <RatingField value={rating} onChange={(v) => { setRating(v); setErrors((e) => ({ ...e, rating: '' })); }} error={errors.rating || undefined} disabled={loading} />
            <TextField
              label="Comment"
              required
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              minRows={4}
              maxRows={12}
              disabled={loading}
              error={Boolean(errors.comment)}
              helperText={errors.comment ? `${errors.comment} (${counter(comment.length)})` : counter(comment.length)}
              slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
            />
            <TextField
              label="Reviewer name (optional)"
              value={reviewerName}
              onChange={(e) => setReviewerName(e.target.value)}
              disabled={loading}
              error={Boolean(errors.reviewerName)}
              helperText={errors.reviewerName || 'Shown as the author; your own name ("First L.") when left empty.'}
              slotProps={{ htmlInput: { maxLength: REVIEWER_NAME_MAX } }}
            />
            <Autocomplete
              options={cleaners}
              value={cleaner}
              onChange={(_e, value) => setCleaner(value)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              disabled={loading}
              renderInput={(params) => <TextField {...params} label="Cleaner (optional)" error={Boolean(errors.cleanerId)} helperText={errors.cleanerId} />}
            />
            <Autocomplete
              options={services}
              value={service}
              onChange={(_e, value) => setService(value)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={servicesQuery.loading}
              disabled={loading}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Service (optional)"
                  error={Boolean(errors.serviceId || servicesQuery.error)}
                  helperText={errors.serviceId || (servicesQuery.error ? "We couldn't load the services." : undefined)}
                />
              )}
            />
            <FormControlLabel control={<Checkbox checked={featured} onChange={(e) => setFeatured(e.target.checked)} disabled={loading} />} label="Feature it (shown first among the public reviews)" />
            {errors.form && (
              <Alert severity="error" role="alert">
                {errors.form}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading} startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
            Publish review
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** One cleaner's reviews, hidden ones included, 10 a page. */
function CleanerReviewsDialog({ cleaner, onClose }: { cleaner: Option; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const { data, previousData, error, loading, refetch } = useQuery(AdminCleanerReviewsQuery, {
    variables: { cleanerId: cleaner.id, page, limit: 10 },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminCleanerReviews;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Reviews of {cleaner.label}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ minHeight: 4, mb: 1 }}>{loading && result && <LinearProgress aria-label="Loading reviews" />}</Box>
        {error && !result ? (
          <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the reviews" />
        ) : !result ? (
          <Skeleton variant="rounded" height={200} aria-hidden />
        ) : result.total === 0 ? (
          <StateMessage variant="plain" title="No reviews yet" description="This cleaner has not been reviewed." />
        ) : (
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
        {result && result.total > 10 && (
          <TablePagination
            component="div"
            count={result.total}
            page={page - 1}
            rowsPerPage={10}
            rowsPerPageOptions={[10]}
            onPageChange={(_event, next) => setPage(next + 1)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/* ---------------------------------------------------------------- statistics */

function StatsSection({ stats }: { stats: ReturnType<typeof useStats> }) {
  const { data, error, refetch } = stats;
  const s = data?.adminReviewStats;
  const most = s ? Math.max(1, ...s.byRating) : 1;
  return (
    <Box component="section" aria-labelledby="review-stats-heading" sx={{ mb: 4 }}>
      <Typography id="review-stats-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Overview
      </Typography>
      {error && !s ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the review statistics" />
      ) : !s ? (
        <Skeleton variant="rounded" height={160} aria-hidden />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            <Figure label="Total reviews" value={s.total.toLocaleString('en-US')} />
            <Figure label="Average rating" value={s.averageRating.toFixed(2)}>
              <Stars value={s.averageRating} precise />
            </Figure>
            <Figure label="Last 30 days" value={s.last30Days.toLocaleString('en-US')} />
            <Figure label="Featured" value={s.featured.toLocaleString('en-US')} />
            <Figure label="Hidden" value={s.hidden.toLocaleString('en-US')} />
            <Figure label="Pro Reviews" value={s.adminReviews.toLocaleString('en-US')} />
          </Box>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <Typography variant="body2" color="text.secondary" id="by-rating-label" sx={{ mb: 1 }}>
              Reviews per star rating
            </Typography>
            <Box component="ul" aria-labelledby="by-rating-label" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {[5, 4, 3, 2, 1].map((star) => {
                const count = s.byRating[star - 1] ?? 0;
                return (
                  <Box component="li" key={star} sx={{ display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr) 48px', alignItems: 'center', gap: 1 }}>
                    <Typography variant="body2">
                      {star} {star === 1 ? 'star' : 'stars'}
                    </Typography>
                    <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
                      <Box sx={{ height: '100%', width: `${(count / most) * 100}%`, bgcolor: 'primary.main' }} />
                    </Box>
                    <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
                      {count.toLocaleString('en-US')}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Paper>
        </Box>
      )}
    </Box>
  );
}

function useStats() {
  return useQuery(AdminReviewStatsQuery, { fetchPolicy: 'cache-and-network' });
}

/* ---------------------------------------------------------------- all reviews */

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

function AllReviews({ cleaners, onChanged }: { cleaners: Option[]; onChanged: () => void }) {
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
          label="Search review text"
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
          <TablePagination
            component="div"
            count={result.total}
            page={Math.min(result.page - 1, Math.max(0, Math.ceil(result.total / result.limit) - 1))}
            rowsPerPage={result.limit}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, next) => set({ page: next + 1 })}
            onRowsPerPageChange={(event) => set({ limit: Number(event.target.value) })}
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

/* ---------------------------------------------------------------- ratings per cleaner */

function CleanerRatings() {
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
      <Box sx={{ minHeight: 4, mb: 1 }}>{loading && result && <LinearProgress aria-label="Loading ratings" />}</Box>
      {error && !result ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the cleaners' ratings" />
      ) : !result ? (
        <Skeleton variant="rounded" height={320} aria-hidden />
      ) : result.total === 0 ? (
        <StateMessage title="No cleaners yet" description="Cleaners appear here once they have a profile." />
      ) : (
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
          <TablePagination
            component="div"
            count={result.total}
            page={result.page - 1}
            rowsPerPage={result.limit}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_event, next) => set({ cpage: next + 1 })}
            onRowsPerPageChange={(event) => set({ climit: Number(event.target.value), cpage: 1 })}
          />
        </>
      )}
      {open && <CleanerReviewsDialog cleaner={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/* ---------------------------------------------------------------- the page */

/** The admin reviews page. */
export default function AdminReviewsPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'cleaners' ? 'cleaners' : 'all';
  const [writing, setWriting] = useState(false);
  const notify = useToast();
  const stats = useStats();
  const cleanerOptions = useQuery(AdminReviewCleanerOptionsQuery, { fetchPolicy: 'cache-and-network' });
  const cleaners: Option[] = (cleanerOptions.data?.adminCleanerRatings.items ?? []).map((c) => ({ id: c.cleanerId, label: `${c.firstName} ${c.lastName}` }));
  const tabsId = useId();
  const refreshStats = () => void stats.refetch();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Reviews" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Reviews
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Moderate customer reviews, feature the best ones on the landing page and write professional reviews.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<WorkspacePremiumRounded />} onClick={() => setWriting(true)} sx={{ flexShrink: 0 }}>
          Write a Pro Review
        </Button>
      </Stack>

      <StatsSection stats={stats} />

      <Box component="section" aria-labelledby={`${tabsId}-heading`}>
        <VisuallyHidden component="h2" id={`${tabsId}-heading`}>
          {view === 'cleaners' ? 'Ratings per cleaner' : 'All reviews'}
        </VisuallyHidden>
        <Tabs
          value={view}
          onChange={(_e, value: string) => setParams(withParams(params, { view: value === 'cleaners' ? 'cleaners' : null }))}
          aria-label="Review views"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          <Tab value="all" label="All reviews" id={`${tabsId}-tab-all`} aria-controls={`${tabsId}-panel`} />
          <Tab value="cleaners" label="Ratings per cleaner" id={`${tabsId}-tab-cleaners`} aria-controls={`${tabsId}-panel`} />
        </Tabs>
        <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-tab-${view}`}>
          {view === 'all' ? <AllReviews cleaners={cleaners} onChanged={refreshStats} /> : <CleanerRatings />}
        </Box>
      </Box>

      {writing && (
        <ProReviewDialog
          cleaners={cleaners}
          onClose={() => setWriting(false)}
          onCreated={() => {
            setWriting(false);
            notify.success('Pro Review published.');
            refreshStats();
          }}
        />
      )}
    </Container>
  );
}
