/** /api rows of review moderation (docs/decisions/0019; spec section 7 "Admin") over reviews.admin.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const reviewsAdminApi: ApiRoute[] = [
  { method: 'GET', path: '/admin/reviews', operation: 'AdminListReviews', tag: 'Admin', summary: 'All reviews', answer: 'spread' },
  { method: 'POST', path: '/admin/reviews', operation: 'AdminCreateReview', tag: 'Admin', summary: 'Write a professional review', status: 201, answer: 'spread' },
  { method: 'PUT', path: '/admin/reviews/:id', operation: 'AdminUpdateReview', tag: 'Admin', summary: 'Edit, feature or hide a review', answer: 'spread' },
  { method: 'DELETE', path: '/admin/reviews/:id', operation: 'AdminDeleteReview', tag: 'Admin', summary: 'Remove a review', answer: { message: 'Review removed.' } },
  { method: 'GET', path: '/admin/reviews/cleaners', operation: 'AdminCleanerRatings', tag: 'Admin', summary: 'Ratings per cleaner', answer: 'spread' },
  { method: 'GET', path: '/admin/reviews/stats', operation: 'AdminReviewStats', tag: 'Admin', summary: 'Review statistics' },
  { method: 'GET', path: '/admin/cleaners/:id/reviews', operation: 'AdminCleanerReviews', tag: 'Admin', summary: "A cleaner's reviews", answer: 'spread' },
];
