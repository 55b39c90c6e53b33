/**
 * /api rows of the matching reads (docs/decisions/0027; spec section 7) over matching.api.graphql.
 * routes.ts lists them before the bookings rows, so /bookings/recommendations-by-zip is not read
 * as /bookings/:id. Lists page by the query string (`page`, `limit`), the POST too: its body is the job.
 */
import type { ApiRoute } from '../../rest/router.js';

export const matchingApi: ApiRoute[] = [
  { method: 'GET', path: '/users/nearby-cleaners', operation: 'NearbyCleaners', tag: 'Users', summary: 'Cleaners near a zip code', answer: 'spread' },
  { method: 'POST', path: '/bookings/recommendations-by-zip', operation: 'RecommendationsByZip', tag: 'Bookings', summary: 'Recommended cleaners for a job not booked yet', answer: 'spread', variables: { page: 'query.page', limit: 'query.limit' } },
  { method: 'GET', path: '/bookings/:id/nearby-cleaners', operation: 'BookingNearbyCleaners', tag: 'Bookings', summary: "Cleaners near a booking's zip code", answer: 'spread' },
  { method: 'GET', path: '/bookings/:id/recommendations', operation: 'RecommendedCleaners', tag: 'Bookings', summary: 'Recommended cleaners for a booking, with why', answer: 'spread' },
];
