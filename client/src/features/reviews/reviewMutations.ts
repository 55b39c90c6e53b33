/**
 * The customer's review mutation (issue 8 "Reviews"), one hook with its cache update: the new
 * review is normalized by id and written onto its booking's `review` field, so the booking page
 * shows it at once (no refetch).
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { defaultMessage, errorMessage, fieldIssues, mutationErrorMessage, type ErrorType } from '../../lib/errors';

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

export type CreateReviewResult =
  | { ok: true; reviewId: string }
  | { ok: false; code: ErrorType | string; message: string; fields: Record<string, string> };

/** Writes the customer's review of a completed booking; the booking's `review` then points at it. */
export function useCreateReview() {
  const [mutate, state] = useMutation(CreateReviewMutation, {
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
  const create = async (bookingId: string, rating: number, comment: string): Promise<CreateReviewResult> => {
    try {
      const { data } = await mutate({ variables: { bookingId, rating, comment: comment.trim() } });
      const result = data?.createReview;
      if (result?.__typename === 'MutationCreateReviewSuccess') return { ok: true, reviewId: result.data.id };
      if (result && 'code' in result) {
        return {
          ok: false,
          code: result.code,
          message: mutationErrorMessage(result),
          fields: result.__typename === 'ValidationError' ? fieldIssues(result) : {},
        };
      }
      return { ok: false, code: 'UNKNOWN_ERROR', message: defaultMessage('UNKNOWN_ERROR'), fields: {} };
    } catch (error) {
      return { ok: false, code: 'UNKNOWN_ERROR', message: errorMessage(error), fields: {} };
    }
  };
  return [create, state] as const;
}
