/** /api/bookings/parse (docs/decisions/0032) over assistant.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const assistantApi: ApiRoute[] = [
  { method: 'POST', path: '/bookings/parse', operation: 'ParseBookingRequest', tag: 'Bookings', summary: 'Read a booking request written in plain words', answer: 'spread' },
];
