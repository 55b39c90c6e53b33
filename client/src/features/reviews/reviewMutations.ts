/**
 * The customer's review mutation (docs/decisions/0019), one hook with its cache update: the new
 * review is normalized by id and written onto its booking's `review` field, so the booking page
 * shows it at once (no refetch).
 */
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';

/** Server rules (server/src/modules/reviews/reviews.inputs.ts): 1..5 whole stars, comment up to 2,000 characters. */
export const REVIEW_COMMENT_MAX = 2000;
export const RATING_MESSAGE = 'Please choose a rating from 1 to 5';

const CreateReviewMutation = graphql(`
  mutation CreateReview($bookingId: ID!, $rating: Int!, $comment: String) {
    createReview(bookingId: $bookingId, rating: $rating, comment: $comment) {
      __typename
      ... on MutationCreateReviewSuccess {
        data {
          id
          rating
          comment
          createdAt
          bookingId
        }
      }
      ...ErrorFields
    }
  }
`);

/**
 * Writes the customer's review of a completed booking; the booking's `review` then points at it.
 * Resolves to an Outcome (lib/mutation.ts): the review, or a failure with field messages
 * (`rating`, `comment`) for a ValidationError.
 */
export function useCreateReview() {
  const [run, state] = useResultMutation(CreateReviewMutation, {
    update(cache, { data }, { variables }) {
      const result = data?.createReview;
      if (result?.__typename !== 'MutationCreateReviewSuccess') return;
      const bookingId = result.data.bookingId ?? variables?.bookingId;
      if (!bookingId) return;
      cache.modify({
        id: cache.identify({ __typename: 'Booking', id: bookingId }),
        fields: {
          review: (_existing, { toReference }) => toReference({ __typename: 'Review', id: result.data.id }) ?? null,
        },
      });
    },
  });
  const create = (bookingId: string, rating: number, comment: string) => run({ bookingId, rating, comment: comment.trim() });
  return [create, state] as const;
}
