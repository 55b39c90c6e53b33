/**
 * The /admin/reviews mutations (docs/decisions/0019), one hook each. The returned review is
 * normalized by id, so an edit, a feature or a hide shows at once in its row; the review lists
 * (`adminReviews`, `adminCleanerReviews`) and the cleaners' ratings, whose membership and
 * averages the server computes, are evicted and asked again. A deleted review is evicted too.
 * Each hook resolves to an Outcome (lib/mutation.ts).
 */
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import { useResultMutation } from '../../../lib/mutation';
import { evictRootFields } from '../../../lib/apolloCache';

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
      ...ErrorFields
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
      ...ErrorFields
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
      ...ErrorFields
    }
  }
`);

/** Asks the review lists and the cleaners' ratings again. */
function evictReviewLists(cache: ApolloCache) {
  evictRootFields(cache, 'adminReviews', 'adminCleanerReviews', 'adminCleanerRatings');
}

/** Edits, features or hides a review; resolves with the review. */
export function useUpdateReview() {
  const [run, state] = useResultMutation(AdminUpdateReviewMutation, {
    update(cache, { data }) {
      if (data?.updateReview.__typename === 'MutationUpdateReviewSuccess') evictReviewLists(cache);
    },
  });
  const update = (id: string, changes: { rating?: number; comment?: string; featured?: boolean; hidden?: boolean }) => run({ id, ...changes });
  return [update, state] as const;
}

/** Deletes a review: it is evicted from the cache and the lists are asked again. */
export function useDeleteReview() {
  const [run, state] = useResultMutation(AdminDeleteReviewMutation);
  const remove = (id: string) =>
    run(
      { id },
      {
        update(cache, { data }) {
          if (data?.deleteReview.__typename !== 'MutationDeleteReviewSuccess') return;
          cache.evict({ id: cache.identify({ __typename: 'Review', id }) });
          evictReviewLists(cache);
        },
      },
    );
  return [remove, state] as const;
}

export interface ProReviewInput {
  rating: number;
  comment: string;
  reviewerName?: string;
  cleanerId?: string;
  serviceId?: number;
  featured: boolean;
}

/** Publishes a Pro Review; the lists are asked again. Resolves with the review. */
export function useCreateAdminReview() {
  const [run, state] = useResultMutation(AdminCreateReviewMutation, {
    update(cache, { data }) {
      if (data?.createAdminReview.__typename === 'MutationCreateAdminReviewSuccess') evictReviewLists(cache);
    },
  });
  const create = (input: ProReviewInput) => run(input);
  return [create, state] as const;
}
