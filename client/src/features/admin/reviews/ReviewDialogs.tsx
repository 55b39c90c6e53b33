/**
 * The dialogs of /admin/reviews (docs/decisions/0019): edit a review's rating and comment
 * (`updateReview`), confirm deleting one (`deleteReview`) and write a "Pro Review"
 * (`createAdminReview`, with the services from `services` to choose from). Each reports success
 * to its caller, which closes it and shows the toast; errors show inside the dialog.
 */
import { useId, useState } from 'react';
import { Controller, useForm, type Path, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
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
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
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

const rating = z
  .number()
  .nullable()
  .refine((v) => v !== null && v >= 1 && v <= 5, RATING_MESSAGE);

const editForm = z.object({
  rating,
  comment: z.string().trim().max(COMMENT_MAX, `comment is at most ${COMMENT_MAX} characters`),
});
type EditForm = z.input<typeof editForm>;

/** Puts the server's field errors on the form's fields and its message above the buttons. */
function showFailure<F extends Record<string, unknown>>(
  setError: UseFormSetError<F>,
  fields: readonly (keyof F & string)[],
  failure: { message: string; fields: Record<string, string> },
) {
  for (const [field, message] of Object.entries(failure.fields)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<F>, { message });
  }
  setError('root', { message: failure.message });
}

/** Edits a review's rating and comment. */
export function EditReviewDialog({ review, onClose, onSaved }: { review: Review; onClose: () => void; onSaved: () => void }) {
  const [update] = useUpdateReview();
  const { control, handleSubmit, setError, formState } = useForm<EditForm>({
    resolver: zodResolver(editForm),
    defaultValues: { rating: review.rating, comment: review.comment },
  });
  const loading = formState.isSubmitting;
  const failure = formState.errors.root?.message;
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const titleId = useId();

  const save = handleSubmit(async (values) => {
    const result = await update(review.id, { rating: values.rating ?? undefined, comment: values.comment });
    if (result.ok) onSaved();
    else showFailure(setError, ['rating', 'comment'], result);
  });

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
            <Controller
              name="rating"
              control={control}
              render={({ field, fieldState }) => <RatingField value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={loading} />}
            />
            <Controller
              name="comment"
              control={control}
              render={({ field, fieldState }) => <CommentField value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={loading} />}
            />
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
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
  const confirm = async () => {
    if (loading) return;
    setError(null);
    const result = await remove(review.id);
    if (result.ok) onDeleted();
    else setError(result.message);
  };
  return (
    <ConfirmDialog
      open
      title="Delete this review?"
      description={
        <>
          The {review.rating}-star review by {review.reviewerName} ({review.serviceName}) is removed for good
          {review.cleanerName ? ` and ${review.cleanerName}'s rating is recalculated` : ''}. This can't be undone. To take it off the site but keep
          it, hide it instead.
        </>
      }
      confirmLabel="Delete review"
      cancelLabel="Keep review"
      tone="error"
      busy={loading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

const proReviewForm = z.object({
  rating,
  comment: z.string().trim().min(3, 'Please write a comment').max(COMMENT_MAX, `comment is at most ${COMMENT_MAX} characters`),
  reviewerName: z.string().trim().max(REVIEWER_NAME_MAX, `reviewerName is at most ${REVIEWER_NAME_MAX} characters`),
  cleaner: z.custom<Option | null>(),
  service: z.custom<Option | null>(),
  featured: z.boolean(),
});
type ProReviewForm = z.input<typeof proReviewForm>;

/** Writes a professional review ('Pro Review'), optionally about a cleaner and a service. */
export function ProReviewDialog({ cleaners, onClose, onCreated }: { cleaners: Option[]; onClose: () => void; onCreated: () => void }) {
  const [create] = useCreateAdminReview();
  const { control, handleSubmit, setError, formState } = useForm<ProReviewForm>({
    resolver: zodResolver(proReviewForm),
    defaultValues: { rating: null, comment: '', reviewerName: '', cleaner: null, service: null, featured: false },
  });
  const loading = formState.isSubmitting;
  const errors = formState.errors;
  const servicesQuery = useQuery(AdminReviewServiceOptionsQuery);
  const services: Option[] = (servicesQuery.data?.services ?? []).map((s) => ({ id: s.id, label: s.name }));
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const titleId = useId();

  const submit = handleSubmit(async (values) => {
    const result = await create({
      rating: values.rating ?? 0,
      comment: values.comment,
      reviewerName: values.reviewerName || undefined,
      cleanerId: values.cleaner?.id,
      serviceId: values.service ? Number(values.service.id) : undefined,
      featured: values.featured,
    });
    if (result.ok) {
      onCreated();
      return;
    }
    // The server names the cleaner and the service by id; the form holds them as choices.
    const fields = { ...result.fields };
    if (fields.cleanerId) fields.cleaner = fields.cleanerId;
    if (fields.serviceId) fields.service = fields.serviceId;
    showFailure(setError, ['rating', 'comment', 'reviewerName', 'cleaner', 'service'], { message: result.message, fields });
  });

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
            <Controller
              name="rating"
              control={control}
              render={({ field, fieldState }) => <RatingField value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={loading} />}
            />
            <Controller
              name="comment"
              control={control}
              render={({ field, fieldState }) => <CommentField value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={loading} required />}
            />
            <Controller
              name="reviewerName"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  label="Reviewer name (optional)"
                  {...field}
                  disabled={loading}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message || 'Shown as the author; your own name ("First L.") when left empty.'}
                  slotProps={{ htmlInput: { maxLength: REVIEWER_NAME_MAX } }}
                />
              )}
            />
            <Controller
              name="cleaner"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={cleaners}
                  value={field.value ?? null}
                  onChange={(_e, value) => field.onChange(value)}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  disabled={loading}
                  renderInput={(params) => <TextField {...params} label="Cleaner (optional)" error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />}
                />
              )}
            />
            <Controller
              name="service"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={services}
                  value={field.value ?? null}
                  onChange={(_e, value) => field.onChange(value)}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  loading={servicesQuery.loading}
                  disabled={loading}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Service (optional)"
                      error={Boolean(fieldState.error || servicesQuery.error)}
                      helperText={fieldState.error?.message || (servicesQuery.error ? "We couldn't load the services." : undefined)}
                    />
                  )}
                />
              )}
            />
            <Controller
              name="featured"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} disabled={loading} />}
                  label="Feature it (shown first among the public reviews)"
                />
              )}
            />
            {errors.root?.message && (
              <Alert severity="error" role="alert">
                {errors.root.message}
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
