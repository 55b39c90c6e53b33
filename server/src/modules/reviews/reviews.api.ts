/**
 * /api rows of reviews: writing a review of a booking, the caller's reviews (docs/decisions/0019),
 * the moderation rows (reviews.admin.api.ts) and GET /api/reviews/public (spec section 7 "Public
 * reviews"), over reviews.api.graphql.
 */
import type { ApiRoute } from '../../rest/router.js';
import { reviewsAdminApi } from './reviews.admin.api.js';

export const reviewsApi: ApiRoute[] = [
  { method: 'POST', path: '/bookings/:id/review', operation: 'CreateReview', tag: 'Bookings', summary: 'Review a completed booking', status: 201, answer: 'spread' },
  { method: 'GET', path: '/users/reviews', operation: 'MyReviews', tag: 'Users', summary: 'My reviews', answer: 'spread' },
  ...reviewsAdminApi,
  { method: 'GET', path: '/reviews/public', operation: 'ListPublicReviews', tag: 'Reviews', summary: 'List public reviews', answer: 'spread' },
];
