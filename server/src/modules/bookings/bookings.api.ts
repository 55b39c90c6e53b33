/**
 * /api/bookings rows (spec section 7 "Bookings") and the admin bookings console
 * with booking edits (spec section 7 "Admin"; docs/decisions/0020) over bookings.api.graphql.
 */
import type { ApiRoute } from '../../rest/router.js';

export const bookingsApi: ApiRoute[] = [
  { method: 'POST', path: '/bookings', operation: 'CreateBooking', tag: 'Bookings', summary: 'Book a service', status: 201, answer: 'spread' },
  { method: 'GET', path: '/bookings', operation: 'ListBookings', tag: 'Bookings', summary: 'List bookings', answer: 'spread' },
  { method: 'GET', path: '/bookings/:id', operation: 'GetBooking', tag: 'Bookings', summary: 'One booking' },
  { method: 'POST', path: '/bookings/:id/accept', operation: 'AcceptBooking', tag: 'Bookings', summary: 'Accept a job', answer: 'spread' },
  { method: 'POST', path: '/bookings/:id/reject', operation: 'RejectBooking', tag: 'Bookings', summary: 'Decline a job', answer: 'spread' },
  { method: 'PUT', path: '/bookings/:id/status', operation: 'UpdateBookingStatus', tag: 'Bookings', summary: 'Start, complete or cancel a booking', answer: 'spread' },
  { method: 'GET', path: '/admin/bookings', operation: 'AdminListBookings', tag: 'Admin', summary: 'Every booking', answer: 'spread' },
  { method: 'POST', path: '/bookings/:id/assign', operation: 'AssignCleaner', tag: 'Bookings', summary: 'Assign a cleaner (admin)', answer: 'spread' },
  { method: 'PUT', path: '/bookings/:id/assign', operation: 'AssignCleaner', tag: 'Bookings', summary: 'Reassign a cleaner (admin)', answer: 'spread' },
  { method: 'PUT', path: '/bookings/:id/details', operation: 'UpdateBookingDetails', tag: 'Bookings', summary: "Change a booking's details", answer: 'spread', body: { strict: true } },
];
