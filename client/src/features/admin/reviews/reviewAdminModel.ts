/**
 * What every part of /admin/reviews shares (docs/decisions/0019): the review fragment the lists,
 * the cleaner dialog and the mutations select (`AdminReviewsPage_review`, name kept from the page),
 * its type, the cleaner option shape and the page sizes.
 */
import { graphql } from '../../../gql';
import type { AdminReviewsPage_ReviewFragment } from '../../../gql/graphql';

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

export type Review = AdminReviewsPage_ReviewFragment;

/** A cleaner (or service) to choose: the filter, the Pro Review dialog and the ratings table's dialog. */
export interface Option {
  id: string;
  label: string;
}

export const PAGE_SIZES = [10, 20, 50];
