/**
 * The /admin/reviews mutations (issue 8 "Reviews"), one hook each with its cache update (no
 * refetch by name):
 * - updateReview (edit, feature, hide): the returned review is normalized by id; it leaves each
 *   cached `adminReviews` list whose filters it no longer matches (total one less).
 * - deleteReview: the review leaves every cached list (total one less) and is evicted.
 * - createAdminReview (a Pro Review): it joins the first page of each cached list it matches.
 * Each hook answers an `ActionResult` (ok, or a message with field errors) instead of throwing.
 */
import { useMutation } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../../gql';
import { defaultMessage, errorMessage, fieldIssues, mutationErrorMessage } from '../../../lib/errors';
import type { Review } from './reviewAdminModel';

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

export type ActionResult = { ok: true; review?: Review } | { ok: false; message: string; fields: Record<string, string> };

type UnionError = { __typename?: string; code?: string; message?: string; field?: string | null; issues?: { field: string; message: string }[] };

function failure(result: UnionError | null | undefined): ActionResult {
  if (result && typeof result.code === 'string') {
    return { ok: false, message: mutationErrorMessage(result), fields: result.__typename === 'ValidationError' ? fieldIssues(result) : {} };
  }
  return { ok: false, message: defaultMessage('UNKNOWN_ERROR'), fields: {} };
}

/** Runs one mutation call; a thrown error (network, GraphQL) becomes a failed `ActionResult` too. */
async function attempt(run: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await run();
  } catch (error) {
    return { ok: false, message: errorMessage(error), fields: {} };
  }
}

/** Edits, features or hides a review; it leaves the cached lists whose filters it no longer matches. */
export function useUpdateReview() {
  const [mutate, state] = useMutation(AdminUpdateReviewMutation, {
    update(cache, { data }) {
      const result = data?.updateReview;
      if (result?.__typename !== 'MutationUpdateReviewSuccess') return;
      const review = result.data;
      placeReviewInLists(cache, review.id, (field, args) => (field === 'adminReviews' && !matchesReviewFilters(args, review) ? 'remove' : 'keep'));
    },
  });
  const update = (id: string, changes: { rating?: number; comment?: string; featured?: boolean; hidden?: boolean }): Promise<ActionResult> =>
    attempt(async () => {
      const { data } = await mutate({ variables: { id, ...changes } });
      const result = data?.updateReview;
      if (result?.__typename === 'MutationUpdateReviewSuccess') return { ok: true, review: result.data };
      return failure(result);
    });
  return [update, state] as const;
}

/** Deletes a review: it leaves every cached list (total - 1) and is evicted from the cache. */
export function useDeleteReview() {
  const [mutate, state] = useMutation(AdminDeleteReviewMutation);
  const remove = (id: string): Promise<ActionResult> =>
    attempt(async () => {
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
    });
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

/** Publishes a Pro Review: it joins the first page of every cached list it matches. */
export function useCreateAdminReview() {
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
  const create = (input: ProReviewInput): Promise<ActionResult> =>
    attempt(async () => {
      const { data } = await mutate({ variables: input });
      const result = data?.createAdminReview;
      if (result?.__typename === 'MutationCreateAdminReviewSuccess') return { ok: true, review: result.data };
      return failure(result);
    });
  return [create, state] as const;
}
