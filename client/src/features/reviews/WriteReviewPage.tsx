/**
 * /customer/review/:bookingId (docs/decisions/0019): the customer rates a completed booking once,
 * 1 to 5 stars and an optional comment of up to 2,000 characters (GraphQL `createReview`). An
 * already reviewed booking shows its review instead; a booking that is not completed yet says
 * when reviews open; another customer's or a missing booking shows the catalogue's not-found state.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { PageTitle } from '../../components/ui/PageTitle';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { formatDateTime, formatDay } from '../../components/booking/format';
import { graphql } from '../../gql';
import type { WriteReviewBookingQuery } from '../../gql/graphql';
import { ERROR_MESSAGES, errorCode } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { RATING_MESSAGE, REVIEW_COMMENT_MAX, useCreateReview } from './reviewMutations';
import { StarRating } from '../../components/ui/StarRating';
import { CLOSED_BOOKING_STATUSES, isBookingStatusIn } from '../../../../schema/vocabulary';

const WriteReviewBookingQueryDocument = graphql(`
  query WriteReviewBooking($id: ID!) {
    booking(id: $id) {
      id
      status
      statusLabel
      scheduledAt
      service {
        id
        name
        category
      }
      cleaner {
        id
        fullName
      }
      review {
        id
        rating
        comment
        createdAt
      }
    }
  }
`);

type Booking = WriteReviewBookingQuery['booking'];

/** The review page: loads the booking and shows the form, the review written, or why not yet. */
export default function WriteReviewPage() {
  const { bookingId = '' } = useParams<{ bookingId: string }>();
  const { data, loading, error, refetch } = useQuery(WriteReviewBookingQueryDocument, {
    variables: { id: bookingId },
    fetchPolicy: 'cache-and-network',
  });
  const booking = data?.booking;

  if (!booking) {
    if (loading) return <ReviewSkeleton />;
    const code = error ? errorCode(error) : 'NOT_FOUND_ERROR';
    // Another customer's booking answers AUTHORIZATION_ERROR: shown as not found, as the brief asks.
    if (code === 'NOT_FOUND_ERROR' || code === 'AUTHORIZATION_ERROR') {
      return (
        <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
          <PageTitle title="Booking not found" />
          <StateMessage
            headingLevel="h1"
            icon={<SearchOffRounded />}
            title="Booking not found"
            description={`${ERROR_MESSAGES.NOT_FOUND_ERROR} The link may be wrong, or the booking belongs to another account.`}
            actions={
              <Button component={RouterLink} to="/customer/bookings" variant="contained">
                Back to my bookings
              </Button>
            }
          />
        </Container>
      );
    }
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <PageTitle title="Review" />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 3 }}>
          Write a review
        </Typography>
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load this booking" />
      </Container>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={`/customer/bookings/${booking.id}`} startIcon={<ArrowBackRounded />} sx={{ mb: 2, ml: -1 }}>
        Back to booking
      </Button>
      {booking.review ? (
        <ReviewWritten booking={booking} review={booking.review} />
      ) : booking.status === 'completed' ? (
        <ReviewForm booking={booking} onConflict={() => void refetch()} />
      ) : (
        <NotYetReviewable booking={booking} />
      )}
    </Container>
  );
}

/** Service, date and cleaner of the booking being reviewed. */
function BookingSummary({ booking }: { booking: Booking }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CategoryIcon category={booking.service.category} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{booking.service.name}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, rowGap: 0.25, color: 'text.secondary' }}>
            <Line icon={<EventRounded fontSize="small" />}>{formatDateTime(booking.scheduledAt)}</Line>
            <Line icon={<PersonRounded fontSize="small" />}>{booking.cleaner ? booking.cleaner.fullName : 'No cleaner assigned'}</Line>
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Stack>
  );
}

/** Shown beside the stars while choosing (the radios' own names say "1 Star" to "5 Stars"). */
const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Live counter of the comment: "120 / 2,000 characters". */
function counterText(length: number): string {
  return `${length.toLocaleString('en-US')} / ${REVIEW_COMMENT_MAX.toLocaleString('en-US')} characters`;
}

/** The review form's rules (the createReview arguments'): 1..5 whole stars, an optional comment up to 2,000 characters. */
const reviewForm = z.object({
  rating: z
    .number()
    .int()
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE)
    .nullable()
    .refine((value) => value !== null, RATING_MESSAGE),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, `The comment must be at most ${REVIEW_COMMENT_MAX.toLocaleString('en-US')} characters`),
});
type ReviewFormInput = z.input<typeof reviewForm>;
type ReviewFormValues = z.output<typeof reviewForm>;

/** The review form: required star rating (keyboard operable radios), optional comment with a live counter. */
function ReviewForm({ booking, onConflict }: { booking: Booking; onConflict: () => void }) {
  const [hover, setHover] = useState(-1);
  const [create, { loading }] = useCreateReview();
  const notify = useToast();
  const navigate = useNavigate();
  const ratingRef = useRef<HTMLSpanElement>(null);
  const ratingHelpId = useId();
  const ratingName = useId();
  const { control, handleSubmit, setError, formState } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewForm),
    defaultValues: { rating: null, comment: '' },
    shouldFocusError: false,
  });
  const { errors } = formState;
  const [rating, comment] = useWatch({ control, name: ['rating', 'comment'] });

  const submit = handleSubmit(
    async (values) => {
      if (loading || values.rating === null) return;
      const outcome = await create(booking.id, values.rating, values.comment);
      if (outcome.ok) {
        notify.success('Thanks for your review!');
        navigate(`/customer/bookings/${booking.id}`);
        return;
      }
      if (outcome.fields.rating) setError('rating', { type: 'server', message: outcome.fields.rating });
      if (outcome.fields.comment) setError('comment', { type: 'server', message: outcome.fields.comment });
      setError('root', { type: 'server', message: outcome.message });
      // Not completed any more, or reviewed meanwhile (another tab): show what is true now.
      if (outcome.error.type === 'CONFLICT_ERROR') onConflict();
    },
    (invalid) => {
      if (invalid.rating) ratingRef.current?.querySelector('input')?.focus();
    },
  );

  const shown = hover !== -1 ? hover : rating;

  return (
    <>
      <PageTitle title={`Review your ${booking.service.name}`} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        Write a review
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        How did your {booking.service.name.toLowerCase()} on {formatDay(booking.scheduledAt)} go? Your rating helps other customers and your cleaner.
      </Typography>
      <BookingSummary booking={booking} />

      <Paper component="form" variant="outlined" noValidate onSubmit={(e) => void submit(e)} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={3}>
          <FormControl component="fieldset" required error={Boolean(errors.rating)} aria-describedby={ratingHelpId}>
            <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              Rating
            </FormLabel>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Controller
                name="rating"
                control={control}
                render={({ field }) => (
                  <Rating
                    ref={ratingRef}
                    name={`rating-${ratingName}`}
                    value={field.value}
                    size="large"
                    onChange={(_event, value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    onChangeActive={(_event, value) => setHover(value)}
                    disabled={loading}
                  />
                )}
              />
              <Typography aria-hidden sx={{ color: 'text.secondary', minWidth: 80 }}>
                {shown ? RATING_WORDS[shown] : ''}
              </Typography>
            </Stack>
            <FormHelperText id={ratingHelpId} sx={{ mx: 0 }}>
              {errors.rating?.message ?? 'Choose 1 to 5 stars. Use the arrow keys to change the rating.'}
            </FormHelperText>
          </FormControl>

          <Controller
            name="comment"
            control={control}
            render={({ field }) => (
              <TextField
                {...field}
                label="Comment"
                multiline
                minRows={4}
                maxRows={12}
                fullWidth
                disabled={loading}
                error={Boolean(errors.comment)}
                helperText={errors.comment ? `${errors.comment.message} (${counterText(comment.length)})` : `Optional. ${counterText(comment.length)}`}
                placeholder="What went well? What could be better?"
                slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
              />
            )}
          />

          {errors.root?.message && (
            <Alert severity="error" role="alert">
              {errors.root.message}
            </Alert>
          )}

          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={`/customer/bookings/${booking.id}`} disabled={loading}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={loading}
              startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              Submit review
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}

/** The review already written: stars, comment and date. */
function ReviewWritten({ booking, review }: { booking: Booking; review: NonNullable<Booking['review']> }) {
  return (
    <>
      <PageTitle title={`Your review of ${booking.service.name}`} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        Your review
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>You've already reviewed this booking. Thank you for your feedback!</Typography>
      <BookingSummary booking={booking} />
      <Paper component="section" variant="outlined" aria-labelledby="review-heading" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography id="review-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          Your rating
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <StarRating value={review.rating} label={`${review.rating} out of 5 stars`} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {review.rating} / 5
          </Typography>
        </Stack>
        {review.comment ? (
          <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>No comment.</Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          Reviewed on {formatDay(review.createdAt)}
        </Typography>
      </Paper>
    </>
  );
}

/** Reviews open once the job is completed (cancelled or rejected bookings cannot be reviewed). */
function NotYetReviewable({ booking }: { booking: Booking }) {
  const closed = isBookingStatusIn(CLOSED_BOOKING_STATUSES, booking.status);
  return (
    <>
      <PageTitle title="Review not available yet" />
      <StateMessage
        headingLevel="h1"
        icon={<HourglassEmptyRounded />}
        title={closed ? "This booking can't be reviewed" : 'Reviews open once the job is completed'}
        description={
          closed
            ? `Your ${booking.service.name} on ${formatDay(booking.scheduledAt)} was ${booking.statusLabel.toLowerCase()}, so there is nothing to review.`
            : `Your ${booking.service.name} on ${formatDay(booking.scheduledAt)} is ${booking.statusLabel.toLowerCase()}. You can rate it as soon as your cleaner marks the job completed.`
        }
        actions={
          <Button component={RouterLink} to={`/customer/bookings/${booking.id}`} variant="contained">
            Back to booking
          </Button>
        }
      />
    </>
  );
}

function ReviewSkeleton() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }} aria-busy aria-label="Loading booking">
      <PageTitle title="Review" />
      <Skeleton width={140} sx={{ mb: 2 }} />
      <Skeleton width="60%" height={44} />
      <Skeleton width="90%" sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={84} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={300} />
    </Container>
  );
}
