/** /api/tickets rows (spec section 7 "Tickets"; docs/decisions/0021) over tickets.api.graphql; the admins' rows are tickets.admin.api.ts. */
import type { ApiRoute } from '../../rest/router.js';

export const ticketsApi: ApiRoute[] = [
  { method: 'POST', path: '/tickets', operation: 'CreateTicket', tag: 'Tickets', summary: 'Open a ticket', status: 201, answer: 'spread' },
  { method: 'GET', path: '/tickets', operation: 'ListMyTickets', tag: 'Tickets', summary: 'My tickets', answer: 'spread' },
  // /tickets/stats and /tickets/bulk must precede /tickets/:id.
  { method: 'GET', path: '/tickets/stats', operation: 'MyTicketStats', tag: 'Tickets', summary: 'My ticket counts' },
  { method: 'PUT', path: '/tickets/bulk', operation: 'CloseMyTickets', tag: 'Tickets', summary: 'Close several of my tickets', answer: 'spread' },
  { method: 'GET', path: '/tickets/:id', operation: 'GetMyTicket', tag: 'Tickets', summary: 'One of my tickets' },
  { method: 'POST', path: '/tickets/:id/messages', operation: 'AddTicketMessage', tag: 'Tickets', summary: 'Write in a ticket', status: 201, answer: 'spread' },
  { method: 'PUT', path: '/tickets/:id', operation: 'UpdateMyTicket', tag: 'Tickets', summary: 'Edit or close my ticket', answer: 'spread', body: { strict: true } },
];
