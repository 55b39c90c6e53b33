/**
 * The dialogs of /admin/reviews (issue 8 "Reviews"): edit a review's rating and comment
 * (`updateReview`), confirm deleting one (`deleteReview`) and write a "Pro Review"
 * (`createAdminReview`, with the services from `services` to choose from). Each reports success
 * to its caller, which closes it and shows the toast; errors show inside the dialog.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { graphql } from '../../../gql';
import type { Option, Review } from './reviewAdminModel';
import { useCreateAdminReview, useDeleteReview, useUpdateReview } from './reviewAdminMutations';

const AdminReviewServiceOptionsQuery = graphql(`
  query AdminReviewServiceOptions {
    services(limit: 50) {
      id
      name
    }
  }
`);

/** Server rules (server/src/modules/reviews/reviews.inputs.ts). */
const COMMENT_MAX = 2000;
const REVIEWER_NAME_MAX = 80;
const RATING_MESSAGE = 'Please choose a rating from 1 to 5';

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

/** The review's comment (at most COMMENT_MAX characters), with a live character count under it. */
function CommentField({ value, onChange, error, disabled, required }: { value: string; onChange: (value: string) => void; error?: string; disabled?: boolean; required?: boolean }) {
  return (
    <TextField
      label="Comment"
      required={required}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={4}
      maxRows={12}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ? `${error} (${counter(value.length)})` : counter(value.length)}
      slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
    />
  );
}

/** Edits a review's rating and comment. */
export function EditReviewDialog({ review, onClose, onSaved }: { review: Review; onClose: () => void; onSaved: () => void }) {
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
            <CommentField value={comment} onChange={setComment} error={errors.comment} disabled={loading} />
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
export function DeleteReviewDialog({ review, onClose, onDeleted }: { review: Review; onClose: () => void; onDeleted: () => void }) {
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

/** Writes a professional review ('Pro Review'), optionally about a cleaner and a service. */
export function ProReviewDialog({ cleaners, onClose, onCreated }: { cleaners: Option[]; onClose: () => void; onCreated: () => void }) {
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
            <CommentField value={comment} onChange={setComment} error={errors.comment} disabled={loading} required />
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
