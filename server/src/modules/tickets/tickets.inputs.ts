/**
 * Support ticket inputs (issue 9 "Support tickets"), shared by GraphQL arguments and /api bodies.
 */
import { z } from 'zod';
import { rules } from '../../lib/validate.js';

export const TICKET_STATUSES = ['open', 'in_progress', 'investigating', 'resolved', 'closed'] as const;
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const TICKET_CATEGORIES = ['booking', 'payment', 'account', 'cleaner', 'other'] as const;
export type TicketStatusValue = (typeof TICKET_STATUSES)[number];

const subject = rules.text({ required: 'Please enter a subject', min: [3, 'The subject must be at least 3 characters'], max: [200, 'The subject must be at most 200 characters'] });
/** A message of the thread: up to 5,000 characters, line breaks allowed. */
export const messageBody = rules.text({ required: 'Please write a message', min: [1, 'Please write a message'], max: [5000, 'The message must be at most 5000 characters'], multiline: true });
const priority = z.enum(TICKET_PRIORITIES, { error: 'priority is low, normal, high or urgent' });
const page = { page: z.coerce.number().int().min(1, 'page starts at 1').default(1), limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(20) };

/** POST /api/tickets. */
export const createTicketInput = z.object({
  subject,
  category: z.enum(TICKET_CATEGORIES, { error: 'category is booking, payment, account, cleaner or other' }),
  priority: priority.default('normal'),
  bookingId: z.uuid('bookingId must be a booking id').optional().nullable(),
  message: messageBody,
});

/** GET /api/tickets (the caller's own). */
export const myTicketListInput = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  search: z.string().trim().max(100).optional(),
  ...page,
});

/** PUT /api/tickets/{id}: subject or priority while open; or status closed. */
export const updateMyTicketInput = z
  .object({ subject: subject.optional(), priority: priority.optional(), status: z.literal('closed', { error: 'You can only close your ticket' }).optional() })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change', path: ['body'] });

/** PUT /api/tickets/bulk: close several of the caller's own tickets. */
export const bulkInput = z.object({
  ids: z.array(z.uuid('Each id must be a ticket id')).min(1, 'Choose at least one ticket').max(100, 'At most 100 tickets at once'),
  status: z.literal('closed', { error: 'You can only close your tickets' }),
});

/** POST /api/tickets/{id}/messages. */
export const messageInput = z.object({ body: messageBody });

/** GET /api/admin/tickets. `assignee`: an admin id, `me` or `none`. */
export const adminTicketListInput = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: priority.optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  assignee: z.union([z.literal('me'), z.literal('none'), z.uuid()], { error: 'assignee is an admin id, me or none' }).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['newest', 'oldest', 'activity', 'priority']).default('activity'),
  ...page,
});

/** PUT /api/admin/tickets/{id}/status. */
export const statusInput = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'Unknown ticket status' }),
  resolution: rules.optionalText({ required: 'The resolution must be text', max: [5000, 'The resolution must be at most 5000 characters'], multiline: true }),
});

/** POST /api/admin/tickets/{id}/resolve. */
export const resolveInput = z.object({
  resolution: rules.text({ required: 'Please describe the resolution', min: [3, 'Please describe the resolution'], max: [5000, 'The resolution must be at most 5000 characters'], multiline: true }),
});

/** PUT /api/admin/tickets/{id}/assign: an admin, or null to unassign. */
export const assignInput = z.object({ assigneeId: z.uuid('assigneeId must be an admin id').nullable() });

/** POST /api/admin/tickets/{id}/reply. */
export const replyInput = z.object({ body: messageBody, internal: z.boolean().default(false) });
