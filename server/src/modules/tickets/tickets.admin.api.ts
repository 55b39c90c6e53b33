/** /api/admin/tickets rows (spec section 7 "Admin tickets"; docs/decisions/0021) over tickets.admin.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const ticketsAdminApi: ApiRoute[] = [
  // /admin/tickets/stats must precede /admin/tickets/:id.
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
