/** /api/tickets and /api/admin/tickets rows (spec section 7 "Tickets" and "Admin tickets"; issue 9) over tickets.api.graphql. */
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
  { method: 'GET', path: '/admin/tickets', operation: 'AdminListTickets', tag: 'Tickets', summary: 'Every ticket (admin)', answer: 'spread' },
  { method: 'GET', path: '/admin/tickets/stats', operation: 'AdminTicketStats', tag: 'Tickets', summary: 'Ticket figures (admin)' },
  { method: 'GET', path: '/admin/tickets/:id', operation: 'AdminGetTicket', tag: 'Tickets', summary: 'One ticket (admin)' },
  { method: 'PUT', path: '/admin/tickets/:id/status', operation: 'AdminSetTicketStatus', tag: 'Tickets', summary: 'Set a ticket status (admin)', answer: 'spread' },
  { method: 'PUT', path: '/admin/tickets/:id/assign', operation: 'AdminAssignTicket', tag: 'Tickets', summary: 'Assign a ticket (admin)', answer: 'spread' },
  { method: 'POST', path: '/admin/tickets/:id/reply', operation: 'AdminReplyToTicket', tag: 'Tickets', summary: 'Reply to a ticket (admin)', status: 201, answer: 'spread' },
  { method: 'POST', path: '/admin/tickets/:id/investigate', operation: 'AdminInvestigateTicket', tag: 'Tickets', summary: 'Mark a ticket investigating (admin)', answer: 'spread' },
  { method: 'POST', path: '/admin/tickets/:id/resolve', operation: 'AdminResolveTicket', tag: 'Tickets', summary: 'Resolve a ticket (admin)', answer: 'spread' },
  { method: 'POST', path: '/admin/tickets/:id/close', operation: 'AdminCloseTicket', tag: 'Tickets', summary: 'Close a ticket (admin)', answer: 'spread' },
];
