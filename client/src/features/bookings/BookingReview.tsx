import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import type { BookingReview_BookingFragment } from '../../gql/graphql';
import { formatDay } from '../../components/booking/format';
import { StarRating } from '../../components/ui/StarRating';

/** The booking's review as the customer's booking page shows it (docs/decisions/0019). */
export const BookingReview_booking = graphql(`
  fragment BookingReview_booking on Booking {
    id
    status
    review {
      id
      rating
      comment
      createdAt
    }
  }
`);

/** The customer's review of a booking (`Booking.review`): stars, comment and date; nothing when not reviewed. */
export function BookingReview(props: { booking: BookingReview_BookingFragment }) {
  const review = props.booking.review;
  if (!review) return null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
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
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No comment.
        </Typography>
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Reviewed on {formatDay(review.createdAt)}
      </Typography>
    </Stack>
  );
}
