/**
 * /api routes of support tickets (spec section 7 "Tickets" and "Admin tickets"; issue 9) over
 * tickets.service, the functions GraphQL calls. Instants ISO 8601 UTC.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedQuery, pagedResponse, uuidParam } from '../../rest/schemas.js';
import type { Context } from '../../context.js';
import * as tickets from './tickets.service.js';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  assignInput,
  bulkInput,
  createTicketInput,
  messageInput,
  replyInput,
  resolveInput,
  statusInput,
  updateMyTicketInput,
} from './tickets.inputs.js';

const person = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string().nullable(), role: z.string() }).nullable();
const messageSchema = z.object({ id: z.uuid(), body: z.string(), internal: z.boolean(), fromSupport: z.boolean(), author: person, createdAt: isoInstant });
const ticketSchema = z
  .object({
    id: z.uuid(),
    number: z.int(),
    subject: z.string(),
    category: z.enum(TICKET_CATEGORIES),
    priority: z.enum(TICKET_PRIORITIES),
    status: z.enum(TICKET_STATUSES),
    statusLabel: z.string(),
    requester: person,
    assignee: person,
    booking: z.object({ id: z.uuid(), serviceName: z.string(), scheduledAt: isoInstant, status: z.string() }).nullable(),
    resolution: z.string().nullable(),
    messages: z.array(messageSchema).optional().meta({ description: 'The thread, oldest first (single-ticket reads); no internal notes for requesters.' }),
    firstResponseAt: isoInstant.nullable(),
    resolvedAt: isoInstant.nullable(),
    closedAt: isoInstant.nullable(),
    lastMessageAt: isoInstant,
    createdAt: isoInstant,
  })
  .meta({ id: 'Ticket' });

const iso = (d: Date | null) => d?.toISOString() ?? null;
function personJson(ctx: Context, p: tickets.TicketRow['requester']) {
  if (!p) return null;
  return { id: p.id, firstName: p.firstName, lastName: p.lastName, role: p.role, email: ctx.user?.role === 'admin' || ctx.user?.id === p.id ? p.email : null };
}
function toTicketJson(ctx: Context, t: tickets.TicketRow & { messages?: tickets.MessageRow[] }): z.input<typeof ticketSchema> {
  return {
    id: t.id,
    number: t.number,
    subject: t.subject,
    category: t.category,
    priority: t.priority,
    status: t.status,
    statusLabel: tickets.STATUS_LABELS[t.status],
    requester: personJson(ctx, t.requester),
    assignee: personJson(ctx, t.assignee),
    booking: t.booking ? { id: t.booking.id, serviceName: t.booking.service.name, scheduledAt: t.booking.scheduledAt.toISOString(), status: t.booking.status } : null,
    resolution: t.resolution,
    messages: t.messages?.map((m) => ({ id: m.id, body: m.body, internal: m.internal, fromSupport: m.author?.role === 'admin', author: personJson(ctx, m.author), createdAt: m.createdAt.toISOString() })),
    firstResponseAt: iso(t.firstResponseAt),
    resolvedAt: iso(t.resolvedAt),
    closedAt: iso(t.closedAt),
    lastMessageAt: t.lastMessageAt.toISOString(),
    createdAt: t.createdAt.toISOString(),
  };
}

const one = z.object({ ticket: ticketSchema });
const idParams = z.object({ id: uuidParam });
const counts = z.object({ open: z.int(), in_progress: z.int(), investigating: z.int(), resolved: z.int(), closed: z.int(), total: z.int() });

/** An admin status shortcut: POST /api/admin/tickets/{id}/investigate | close. */
const shortcut = (name: 'investigate' | 'close', summary: string, run: (ctx: Context, id: string) => Promise<tickets.TicketThread>) =>
  defineRoute({
    method: 'POST',
    path: `/admin/tickets/:id/${name}`,
    tag: 'Tickets',
    summary,
    description: `Admin: moves the ticket to ${name === 'investigate' ? 'investigating' : 'closed'} (409 when the transition table of decision 0021 does not allow it); the requester is told.`,
    auth: 'admin',
    input: { params: idParams },
    response: one,
    errors: [404, 409],
    handler: async (req) => ({ ticket: toTicketJson(req.ctx, await run(req.ctx, req.params.id)) }),
  });

export const ticketRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/tickets',
    tag: 'Tickets',
    summary: 'Open a ticket',
    description: 'Customer or cleaner: `{subject, category, priority?, bookingId?, message}`; the booking must be theirs (404 otherwise). Admins get 403.',
    auth: 'signedIn',
    input: { body: createTicketInput },
    status: 201,
    response: one,
    errors: [404],
    handler: async (req) => ({ ticket: toTicketJson(req.ctx, await tickets.createTicket(req.ctx, req.body)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/tickets',
    tag: 'Tickets',
    summary: 'My tickets',
    description: "The caller's tickets, latest activity first; filters status, category, search; paged.",
    auth: 'signedIn',
    input: { query: pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({ status: z.enum(TICKET_STATUSES).optional(), category: z.enum(TICKET_CATEGORIES).optional(), search: z.string().trim().max(100).optional() }) },
    response: pagedResponse('tickets', ticketSchema),
    errors: [],
    handler: async (req) => {
      const p = await tickets.listMyTickets(req.ctx, req.query);
      return { tickets: p.items.map((t) => toTicketJson(req.ctx, t)), page: p.page, limit: p.limit, total: p.total };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/tickets/stats',
    tag: 'Tickets',
    summary: 'My ticket counts',
    description: "The caller's tickets per status.",
    auth: 'signedIn',
    response: z.object({ stats: counts }),
    errors: [],
    handler: async (req) => ({ stats: await tickets.myStats(req.ctx) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/tickets/bulk',
    tag: 'Tickets',
    summary: 'Close several of my tickets',
    description: '`{ids, status: "closed"}`: all of them must be the caller\'s (404 otherwise, nothing changed); answers how many changed.',
    auth: 'signedIn',
    input: { body: bulkInput },
    response: z.object({ updated: z.int() }),
    errors: [404],
    handler: async (req) => tickets.bulkClose(req.ctx, req.body),
  }),
  defineRoute({
    method: 'GET',
    path: '/tickets/:id',
    tag: 'Tickets',
    summary: 'One of my tickets',
    description: 'The ticket and its thread for its requester (no internal notes) or an admin; 404 for anyone else.',
    auth: 'signedIn',
    input: { params: idParams },
    response: one,
    errors: [404],
    handler: async (req) => ({ ticket: toTicketJson(req.ctx, await tickets.getTicket(req.ctx, req.params.id)) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/tickets/:id/messages',
    tag: 'Tickets',
    summary: 'Write in a ticket',
    description: 'The requester writes `{body}` (up to 5,000 characters); a resolved ticket opens again; 409 for a closed one.',
    auth: 'signedIn',
    input: { params: idParams, body: messageInput },
    status: 201,
    response: one,
    errors: [404, 409],
    handler: async (req) => ({ ticket: toTicketJson(req.ctx, await tickets.addMessage(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/tickets/:id',
    tag: 'Tickets',
    summary: 'Edit or close my ticket',
    description: '`{subject?, priority?}` while open, or `{status: "closed"}`; 409 otherwise.',
    auth: 'signedIn',
    input: { params: idParams, body: updateMyTicketInput },
    response: one,
    errors: [404, 409],
    handler: async (req) => ({ ticket: toTicketJson(req.ctx, await tickets.updateMyTicket(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/tickets',
    tag: 'Tickets',
    summary: 'Every ticket (admin)',
    description: 'Admin: filters status, priority, category, assignee (an admin id, `me`, `none`), search (subject, #number, requester); sort newest, oldest, activity (default), priority; paged.',
    auth: 'admin',
    input: {
      query: pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
        status: z.enum(TICKET_STATUSES).optional(),
        priority: z.enum(TICKET_PRIORITIES).optional(),
        category: z.enum(TICKET_CATEGORIES).optional(),
        assignee: z.string().max(40).optional(),
        search: z.string().trim().max(100).optional(),
        sort: z.enum(['newest', 'oldest', 'activity', 'priority']).optional(),
      }),
    },
    response: pagedResponse('tickets', ticketSchema),
    errors: [],
    handler: async (req) => {
      const p = await tickets.adminListTickets(req.ctx, req.query);
      return { tickets: p.items.map((t) => toTicketJson(req.ctx, t)), page: p.page, limit: p.limit, total: p.total };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/tickets/stats',
    tag: 'Tickets',
    summary: 'Ticket figures (admin)',
    description: 'Admin: counts per status, open ones per priority, unassigned, median minutes to the first public reply and to resolution.',
    auth: 'admin',
    response: z.object({
      stats: z.object({
        byStatus: counts,
        byPriority: z.object({ low: z.int(), normal: z.int(), high: z.int(), urgent: z.int() }),
        unassigned: z.int(),
        medianFirstResponseMinutes: z.number().nullable(),
        medianResolutionMinutes: z.number().nullable(),
      }),
    }),
    errors: [],
    handler: async (req) => ({ stats: await tickets.adminStats(req.ctx) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/tickets/:id',
    tag: 'Tickets',
    summary: 'One ticket (admin)',
    description: 'Admin: the ticket with its whole thread, internal notes included.',
    auth: 'admin',
    input: { params: idParams },
    response: one,
    errors: [404],
    handler: async (req) => ({ ticket: toTicketJson(req.ctx, await tickets.getTicket(req.ctx, req.params.id)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/tickets/:id/status',
    tag: 'Tickets',
    summary: 'Set a ticket status (admin)',
    description: '`{status, resolution?}` along the transition table of decision 0021 (409 otherwise); resolved needs a resolution.',
    auth: 'admin',
    input: { params: idParams, body: statusInput },
    response: one,
    errors: [404, 409],
    handler: async (req) => ({ ticket: toTicketJson(req.ctx, await tickets.setStatus(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/tickets/:id/assign',
    tag: 'Tickets',
    summary: 'Assign a ticket (admin)',
    description: '`{assigneeId}`: an active admin, or null to unassign; the assignee is told.',
    auth: 'admin',
    input: { params: idParams, body: assignInput },
    response: one,
    errors: [404],
    handler: async (req) => ({ ticket: toTicketJson(req.ctx, await tickets.assign(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/tickets/:id/reply',
    tag: 'Tickets',
    summary: 'Reply to a ticket (admin)',
    description: '`{body, internal?}`: a public reply (the requester is told; the first one stamps the first-response time and moves an open ticket to in progress) or an internal note.',
    auth: 'admin',
    input: { params: idParams, body: replyInput },
    status: 201,
    response: one,
    errors: [404, 409],
    handler: async (req) => ({ ticket: toTicketJson(req.ctx, await tickets.reply(req.ctx, req.params.id, req.body)) }),
  }),
  shortcut('investigate', 'Mark a ticket investigating (admin)', tickets.investigate),
  defineRoute({
    method: 'POST',
    path: '/admin/tickets/:id/resolve',
    tag: 'Tickets',
    summary: 'Resolve a ticket (admin)',
    description: '`{resolution}`: moves the ticket to resolved with that text; the requester is told and may reopen it by replying.',
    auth: 'admin',
    input: { params: idParams, body: resolveInput },
    response: one,
    errors: [404, 409],
    handler: async (req) => ({ ticket: toTicketJson(req.ctx, await tickets.resolve(req.ctx, req.params.id, req.body)) }),
  }),
  shortcut('close', 'Close a ticket (admin)', tickets.close),
];
