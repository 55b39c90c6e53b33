/** /api/contact rows (spec section 7 "Contact"; docs/decisions/0021) over contact.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const contactApi: ApiRoute[] = [
  { method: 'POST', path: '/contact/submit', operation: 'SubmitContactMessage', tag: 'Contact', summary: 'Send a contact message', status: 201, answer: 'spread' },
  { method: 'GET', path: '/contact', operation: 'ListContactMessages', tag: 'Contact', summary: 'Contact messages (admin)', answer: 'spread' },
  // /contact/stats must precede /contact/:id.
  { method: 'GET', path: '/contact/stats', operation: 'ContactMessageStats', tag: 'Contact', summary: 'Contact message counts (admin)' },
  { method: 'GET', path: '/contact/:id', operation: 'GetContactMessage', tag: 'Contact', summary: 'One contact message (admin)' },
  { method: 'PUT', path: '/contact/:id', operation: 'SetContactMessageStatus', tag: 'Contact', summary: 'Mark a contact message (admin)', answer: 'spread' },
  { method: 'DELETE', path: '/contact/:id', operation: 'DeleteContactMessage', tag: 'Contact', summary: 'Delete a contact message (admin)', answer: 'spread' },
  { method: 'POST', path: '/contact/:id/ticket', operation: 'ContactMessageToTicket', tag: 'Contact', summary: 'Turn a contact message into a ticket (admin)', status: 201, answer: 'spread' },
];
