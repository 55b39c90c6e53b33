/**
 * Support ticket inputs (docs/decisions/0021), attached to the GraphQL arguments of
 * tickets.graphql.ts and tickets.admin.graphql.ts (docs/decisions/0024), so /api bodies get the same
 * checks. The vocabulary and the subject, message and resolution rules are shared with the web
 * client in schema/tickets.ts.
 */
import { z } from 'zod';
import { rules } from '../../lib/validate.js';
import { pagedQuery } from '../../lib/paging.js';
import {
  TICKET_CATEGORIES,
  TICKET_MESSAGE_MAX,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketMessage,
  ticketResolution,
  ticketSubject,
} from '../../../../schema/tickets.js';

export { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, type TicketStatusValue } from '../../../../schema/tickets.js';

/** A message of the thread: up to 5,000 characters, line breaks allowed. */
export const messageBody = ticketMessage;
const priority = z.enum(TICKET_PRIORITIES, { error: 'priority is low, normal, high or urgent' });
/** The ticket of a field's `id` argument (its existence and visibility are the service's 404). */
const ticketId = z.string();
/** page from 1, limit 1..100 (default 20), as every paged list. */
const ticketPaging = pagedQuery({ defaultLimit: 20, maxLimit: 100 });

/** `createTicket` / POST /api/tickets. */
export const createTicketInput = z.object({
  subject: ticketSubject,
  category: z.enum(TICKET_CATEGORIES, { error: 'category is booking, payment, account, cleaner or other' }),
  priority: priority.default('normal'),
  bookingId: z.uuid('bookingId must be a booking id').optional().nullable(),
  message: messageBody,
});

/** `myTickets` / GET /api/tickets (the caller's own). */
export const myTicketListInput = ticketPaging.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  search: z.string().trim().max(100).optional(),
});

/** `updateMyTicket` / PUT /api/tickets/{id}: subject or priority while open; or status closed. */
export const updateMyTicketInput = z
  .object({
    id: ticketId,
    subject: ticketSubject.optional(),
    priority: priority.optional(),
    status: z.literal('closed', { error: 'You can only close your ticket' }).optional(),
  })
  .refine((v) => v.subject !== undefined || v.priority !== undefined || v.status !== undefined, { message: 'Nothing to change', path: ['body'] });

/** `closeMyTickets` / PUT /api/tickets/bulk: close several of the caller's own tickets. */
export const bulkInput = z.object({
  ids: z.array(z.uuid('Each id must be a ticket id')).min(1, 'Choose at least one ticket').max(100, 'At most 100 tickets at once'),
  status: z.literal('closed', { error: 'You can only close your tickets' }).default('closed'),
});

/** `addTicketMessage` / POST /api/tickets/{id}/messages. */
export const messageInput = z.object({ id: ticketId, body: messageBody });

/** `adminTickets` / GET /api/admin/tickets. `assignee`: an admin id, `me` or `none`. */
export const adminTicketListInput = ticketPaging.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: priority.optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  assignee: z.union([z.literal('me'), z.literal('none'), z.uuid()], { error: 'assignee is an admin id, me or none' }).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['newest', 'oldest', 'activity', 'priority']).default('activity'),
});

/** `setTicketStatus` / PUT /api/admin/tickets/{id}/status (and the investigate and close shortcuts). */
export const statusInput = z.object({
  id: ticketId,
  status: z.enum(TICKET_STATUSES, { error: 'Unknown ticket status' }),
  resolution: rules.optionalText({ required: 'The resolution must be text', max: [TICKET_MESSAGE_MAX, 'The resolution must be at most 5000 characters'], multiline: true }),
});

/** `resolveTicket` / POST /api/admin/tickets/{id}/resolve. */
export const resolveInput = z.object({ id: ticketId, resolution: ticketResolution });

/** `assignTicket` / PUT /api/admin/tickets/{id}/assign: an admin, or null to unassign (left out is a ValidationError). */
export const assignInput = z.object({ id: ticketId, assigneeId: z.uuid('assigneeId must be an admin id').nullable() });

/** `replyToTicket` / POST /api/admin/tickets/{id}/reply. */
export const replyInput = z.object({ id: ticketId, body: messageBody, internal: z.boolean().default(false) });
