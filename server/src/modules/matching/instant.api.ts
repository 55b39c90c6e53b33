/**
 * /api rows of instant booking (issue 31; docs/decisions/0044-instant-booking.md) over
 * instant.api.graphql: a cleaner's rules (the body and the answer are the five rules; GET adds
 * suspendedUntil and suspensionReason) and the admins' late-cancellation rule (`{ rule: {...} }`).
 */
import type { ApiRoute } from '../../rest/router.js';

export const instantApi: ApiRoute[] = [
  { method: 'GET', path: '/users/instant-book', operation: 'MyInstantBook', tag: 'Users', summary: 'My instant-booking rules', answer: 'spread' },
  { method: 'PUT', path: '/users/instant-book', operation: 'SetInstantBook', tag: 'Users', summary: 'Set my instant-booking rules', answer: 'spread' },
  { method: 'GET', path: '/admin/instant-book-rule', operation: 'InstantBookPolicy', tag: 'Admin', summary: 'The late-cancellation rule of instant booking' },
  { method: 'PUT', path: '/admin/instant-book-rule', operation: 'SetInstantBookPolicy', tag: 'Admin', summary: 'Change the late-cancellation rule of instant booking', answer: 'spread' },
];
