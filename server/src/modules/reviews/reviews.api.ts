/**
 * /api rows of reviews: writing a review of a booking, the caller's reviews, the admin moderation
 * routes (issue 8 "Reviews") and GET /api/reviews/public (spec section 7 "Public reviews"), over
 * reviews.api.graphql.
 */
import type { ApiRoute } from '../../rest/router.js';

export const reviewsApi: ApiRoute[] = [
  { method: 'POST', path: '/bookings/:id/review', operation: 'CreateReview', tag: 'Bookings', summary: 'Review a completed booking', status: 201, answer: 'spread' },
  { method: 'GET', path: '/users/reviews', operation: 'MyReviews', tag: 'Users', summary: 'My reviews', answer: 'spread' },
  { method: 'GET', path: '/admin/reviews', operation: 'AdminListReviews', tag: 'Admin', summary: 'All reviews', answer: 'spread' },
  { method: 'POST', path: '/admin/reviews', operation: 'AdminCreateReview', tag: 'Admin', summary: 'Write a professional review', status: 201, answer: 'spread' },
  { method: 'PUT', path: '/admin/reviews/:id', operation: 'AdminUpdateReview', tag: 'Admin', summary: 'Edit, feature or hide a review', answer: 'spread' },
  { method: 'DELETE', path: '/admin/reviews/:id', operation: 'AdminDeleteReview', tag: 'Admin', summary: 'Remove a review', answer: { message: 'Review removed.' } },
  { method: 'GET', path: '/admin/reviews/cleaners', operation: 'AdminCleanerRatings', tag: 'Admin', summary: 'Ratings per cleaner', answer: 'spread' },
  { method: 'GET', path: '/admin/reviews/stats', operation: 'AdminReviewStats', tag: 'Admin', summary: 'Review statistics' },
  { method: 'GET', path: '/admin/cleaners/:id/reviews', operation: 'AdminCleanerReviews', tag: 'Admin', summary: "A cleaner's reviews", answer: 'spread' },
  { method: 'GET', path: '/reviews/public', operation: 'ListPublicReviews', tag: 'Reviews', summary: 'List public reviews', answer: 'spread' },
];
