/**
 * GraphQL of support tickets (issue 9; spec section 7 "Tickets" and "Admin tickets"), also serving
 * /api through the bridge (tickets.api.ts, tickets.api.graphql), and `ticketUpdated(id)`, which streams the ticket (with the thread its viewer may see) whenever
 * it changes, so an open ticket page shows new replies without reloading.
 */
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { pagedQuery } from '../../lib/paging.js';
import { parseInput } from '../../lib/validate.js';
import { pubsub } from '../../pubsub.js';
import { liveEvents } from '../../live-events.js';
import * as tickets from './tickets.service.js';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from './tickets.inputs.js';

export const TicketStatusEnum = builder.enumType('TicketStatus', { values: TICKET_STATUSES, description: 'open, in_progress, investigating, resolved, closed (docs/decisions/0021).' });
const TicketPriorityEnum = builder.enumType('TicketPriority', { values: TICKET_PRIORITIES });
const TicketCategoryEnum = builder.enumType('TicketCategory', { values: TICKET_CATEGORIES });
const TicketSortEnum = builder.enumType('TicketSort', { values: ['newest', 'oldest', 'activity', 'priority'] as const });

type Person = NonNullable<tickets.TicketRow['requester']>;
const TicketPersonRef = builder.objectRef<Person>('TicketPerson').implement({
  description: 'A person on a ticket (requester, assignee, author).',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.string({ nullable: true, description: 'Admins and the person themselves.', resolve: (p, _a, ctx) => (ctx.user?.role === 'admin' || ctx.user?.id === p.id ? p.email : null) }),
    role: t.exposeString('role'),
  }),
});

const TicketMessageRef = builder.objectRef<tickets.MessageRow>('TicketMessage').implement({
  description: 'One message of the thread. Internal notes are shown to admins only.',
  fields: (t) => ({
    id: t.exposeID('id'),
    body: t.exposeString('body'),
    internal: t.exposeBoolean('internal'),
    author: t.field({ type: TicketPersonRef, nullable: true, resolve: (m) => m.author }),
    fromSupport: t.boolean({ description: 'Written by an admin.', resolve: (m) => m.author?.role === 'admin' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TicketBookingRef = builder.objectRef<NonNullable<tickets.TicketRow['booking']>>('TicketBooking').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime' }),
    status: t.exposeString('status'),
    serviceName: t.string({ resolve: (b) => b.service.name }),
  }),
});

export const TicketRef = builder.objectRef<tickets.TicketRow & { messages?: tickets.MessageRow[] }>('Ticket').implement({
  description: 'A support ticket (issue 9). Instants UTC.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number', { description: 'Shown as #number.' }),
    subject: t.exposeString('subject'),
    category: t.field({ type: TicketCategoryEnum, resolve: (x) => x.category }),
    priority: t.field({ type: TicketPriorityEnum, resolve: (x) => x.priority }),
    status: t.field({ type: TicketStatusEnum, resolve: (x) => x.status }),
    statusLabel: t.string({ resolve: (x) => tickets.STATUS_LABELS[x.status] }),
    requester: t.field({ type: TicketPersonRef, nullable: true, resolve: (x) => x.requester }),
    requesterEmail: t.string({ nullable: true, description: 'Admins: the contact address of a ticket made from a contact message.', resolve: (x, _a, ctx) => (ctx.user?.role === 'admin' ? x.requesterEmail : null) }),
    assignee: t.field({ type: TicketPersonRef, nullable: true, resolve: (x) => x.assignee }),
    booking: t.field({ type: TicketBookingRef, nullable: true, resolve: (x) => x.booking }),
    resolution: t.exposeString('resolution', { nullable: true }),
    messages: t.field({
      type: [TicketMessageRef],
      description: 'The thread, oldest first; without internal notes for non-admins. Loaded on single-ticket reads only.',
      resolve: async (x, _a, ctx) => x.messages ?? (ctx.user ? (await tickets.ticketFor(ctx.user, x.id)).messages : []),
    }),
    firstResponseAt: t.expose('firstResponseAt', { type: 'DateTime', nullable: true }),
    inProgressAt: t.expose('inProgressAt', { type: 'DateTime', nullable: true }),
    investigatingAt: t.expose('investigatingAt', { type: 'DateTime', nullable: true }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const TicketPageRef = builder.objectRef<tickets.Page<tickets.TicketRow>>('TicketPage').implement({
  fields: (t) => ({
    items: t.field({ type: [TicketRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

type StatusCounts = Awaited<ReturnType<typeof tickets.myStats>>;
const TicketStatusCountsRef = builder.objectRef<StatusCounts>('TicketStatusCounts').implement({
  fields: (t) => ({
    open: t.exposeInt('open'),
    inProgress: t.int({ resolve: (c) => c.in_progress }),
    investigating: t.exposeInt('investigating'),
    resolved: t.exposeInt('resolved'),
    closed: t.exposeInt('closed'),
    total: t.exposeInt('total'),
  }),
});
const TicketPriorityCountsRef = builder.objectRef<tickets.AdminTicketStats['byPriority']>('TicketPriorityCounts').implement({
  fields: (t) => ({ low: t.exposeInt('low'), normal: t.exposeInt('normal'), high: t.exposeInt('high'), urgent: t.exposeInt('urgent') }),
});
const AdminTicketStatsRef = builder.objectRef<tickets.AdminTicketStats>('AdminTicketStats').implement({
  fields: (t) => ({
    byStatus: t.field({ type: TicketStatusCountsRef, resolve: (s) => s.byStatus }),
    byPriority: t.field({ type: TicketPriorityCountsRef, description: 'Tickets not resolved or closed.', resolve: (s) => s.byPriority }),
    unassigned: t.exposeInt('unassigned', { description: 'Not resolved or closed, with no assignee.' }),
    medianFirstResponseMinutes: t.exposeFloat('medianFirstResponseMinutes', { nullable: true }),
    medianResolutionMinutes: t.exposeFloat('medianResolutionMinutes', { nullable: true }),
  }),
});

const pageArgs = (t: any) => ({ page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) });
const defined = (args: Record<string, unknown>) => Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined));
/** page and limit of the ticket lists: page from 1, limit 1..100 (default 20), as every paged list. */
const ticketPaging = pagedQuery({ defaultLimit: 20, maxLimit: 100 });
const paged = (args: Record<string, unknown>) => ({ ...defined(args), ...parseInput(ticketPaging, { page: args.page ?? undefined, limit: args.limit ?? undefined }) });

builder.queryFields((t) => ({
  myTickets: t.field({
    type: TicketPageRef,
    authScopes: { signedIn: true },
    description:
      "Any signed-in user: the caller's tickets, latest activity first (GET /api/tickets, spec section 7 \"Tickets\"). Filters status, category, search (subject, #number; up to 100 characters); `page` from 1, `limit` 1..100 (default 20); `total` counts every match. Errors: AUTHENTICATION_ERROR, VALIDATION_ERROR.",
    args: { status: t.arg({ type: TicketStatusEnum }), category: t.arg({ type: TicketCategoryEnum }), search: t.arg.string(), ...pageArgs(t) },
    resolve: (_r, args, ctx) => tickets.listMyTickets(ctx, paged(args)),
  }),
  myTicketStats: t.field({
    type: TicketStatusCountsRef,
    authScopes: { signedIn: true },
    description: "Any signed-in user: the caller's tickets per status and in all (GET /api/tickets/stats, spec section 7 \"Tickets\"). Errors: AUTHENTICATION_ERROR.",
    resolve: (_r, _a, ctx) => tickets.myStats(ctx),
  }),
  ticket: t.field({
    type: TicketRef,
    authScopes: { signedIn: true },
    description:
      'One ticket with its thread, oldest message first (GET /api/tickets/{id}, spec section 7 "Tickets"): its requester (no internal notes) or an admin. Errors: AUTHENTICATION_ERROR, NOT_FOUND_ERROR (missing, or someone else\'s).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => tickets.getTicket(ctx, String(args.id)),
  }),
  adminTicket: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    description:
      'Admins only: one ticket with its whole thread, internal notes included, oldest first (GET /api/admin/tickets/{id}, spec section 7 "Admin tickets"). Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR, NOT_FOUND_ERROR.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => tickets.getTicket(ctx, String(args.id)),
  }),
  adminTickets: t.field({
    type: TicketPageRef,
    authScopes: { admin: true },
    description:
      'Admins only: every ticket (GET /api/admin/tickets, spec section 7 "Admin tickets"). Filters status, priority, category, assignee (an admin id, `me`, `none`), search (subject, #number, requester; up to 100 characters); sort newest, oldest, activity (default), priority; `page` from 1, `limit` 1..100 (default 20); `total` counts every match. Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR, VALIDATION_ERROR.',
    args: {
      status: t.arg({ type: TicketStatusEnum }),
      priority: t.arg({ type: TicketPriorityEnum }),
      category: t.arg({ type: TicketCategoryEnum }),
      assignee: t.arg.string(),
      search: t.arg.string(),
      sort: t.arg({ type: TicketSortEnum }),
      ...pageArgs(t),
    },
    resolve: (_r, args, ctx) => tickets.adminListTickets(ctx, paged(args)),
  }),
  adminTicketStats: t.field({
    type: AdminTicketStatsRef,
    authScopes: { admin: true },
    description:
      'Admins only: tickets per status, open ones per priority, unassigned ones, and the median minutes to the first public reply and to resolution, null without data (GET /api/admin/tickets/stats, spec section 7 "Admin tickets"). Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR.',
    resolve: (_r, _a, ctx) => tickets.adminStats(ctx),
  }),
}));

const errors = { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] };
// The errors each mutation can answer (its /api statuses in the OpenAPI document); every result
// union still carries the whole catalogue (builder.ts defaultTypes).
const notFound = { types: [ValidationError, NotFoundError] };
const notFoundOrConflict = { types: [ValidationError, NotFoundError, ConflictError] };

builder.mutationFields((t) => ({
  createTicket: t.field({
    type: TicketRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, AuthorizationError, NotFoundError] },
    description:
      'A customer or cleaner opens a ticket with its first message (POST /api/tickets, spec section 7 "Tickets"): subject 3..200 characters, message up to 5,000, priority default normal; `bookingId` must be a booking of theirs. Returns the ticket with its thread. Errors: AuthenticationError, ValidationError, NotFoundError (the booking), AuthorizationError (admins).',
    args: { subject: t.arg.string({ required: true }), category: t.arg({ type: TicketCategoryEnum, required: true }), priority: t.arg({ type: TicketPriorityEnum }), bookingId: t.arg.id(), message: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => tickets.createTicket(ctx, defined(args)),
  }),
  addTicketMessage: t.field({
    type: TicketRef,
    authScopes: { signedIn: true },
    errors: notFoundOrConflict,
    description:
      'The requester writes in the thread, up to 5,000 characters (POST /api/tickets/{id}/messages, spec section 7 "Tickets"); a resolved ticket opens again; an admin\'s message is a public reply. Errors: AuthenticationError, ValidationError, NotFoundError (someone else\'s), ConflictError (closed).',
    args: { id: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => tickets.addMessage(ctx, String(args.id), { body: args.body }),
  }),
  updateMyTicket: t.field({
    type: TicketRef,
    authScopes: { signedIn: true },
    errors,
    description:
      'The requester changes the subject or priority while the ticket is open, or closes it with status closed (PUT /api/tickets/{id}, spec section 7 "Tickets"). Errors: AuthenticationError, ValidationError (nothing to change, another status), NotFoundError, ConflictError (not open, already closed).',
    args: { id: t.arg.id({ required: true }), subject: t.arg.string(), priority: t.arg({ type: TicketPriorityEnum }), status: t.arg({ type: TicketStatusEnum }) },
    resolve: (_r, { id, ...args }, ctx) => tickets.updateMyTicket(ctx, String(id), defined(args)),
  }),
  closeMyTickets: t.int({
    authScopes: { signedIn: true },
    errors: notFound,
    description:
      'Closes up to 100 of the caller\'s tickets at once, all or none (PUT /api/tickets/bulk, spec section 7 "Tickets"); returns how many changed (already closed ones are left as they are). Errors: AuthenticationError, ValidationError, NotFoundError (any id not theirs; nothing changed).',
    args: {
      ids: t.arg.idList({ required: true }),
      status: t.arg({ type: TicketStatusEnum, description: 'The new status: closed, the only bulk change (default closed; any other is a ValidationError).' }),
    },
    resolve: async (_r, args, ctx) => (await tickets.bulkClose(ctx, { ids: args.ids.map(String), status: args.status ?? 'closed' })).updated,
  }),
  setTicketStatus: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    errors: notFoundOrConflict,
    description:
      'Admins only: moves a ticket along the transition table of docs/decisions/0021 (PUT /api/admin/tickets/{id}/status, and the investigate and close shortcuts; spec section 7 "Admin tickets"); resolved needs a resolution; the requester is told. Errors: AuthenticationError, AuthorizationError, ValidationError, NotFoundError, ConflictError (a transition the table does not allow).',
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: TicketStatusEnum, required: true }), resolution: t.arg.string() },
    resolve: (_r, { id, ...args }, ctx) => tickets.setStatus(ctx, String(id), defined(args)),
  }),
  assignTicket: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    errors: notFound,
    description:
      'Admins only: assigns the ticket to an active admin, or unassigns it with assigneeId null (PUT /api/admin/tickets/{id}/assign, spec section 7 "Admin tickets"); the assignee is told. Errors: AuthenticationError, AuthorizationError, ValidationError, NotFoundError (the ticket, or not an active admin).',
    args: { id: t.arg.id({ required: true }), assigneeId: t.arg.id({ description: 'An active admin, or null to unassign.' }) },
    // Left out (undefined) stays undefined, so the input rule asks for it; null unassigns.
    resolve: (_r, args, ctx) =>
      tickets.assign(ctx, String(args.id), { assigneeId: args.assigneeId === undefined ? undefined : args.assigneeId === null ? null : String(args.assigneeId) }),
  }),
  replyToTicket: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    errors: notFoundOrConflict,
    description:
      'Admins only: writes in the thread, up to 5,000 characters, publicly or as an internal note (POST /api/admin/tickets/{id}/reply, spec section 7 "Admin tickets"). The first public reply stamps the first-response time and moves an open ticket to in progress; the requester is told of public replies. Errors: AuthenticationError, AuthorizationError, ValidationError, NotFoundError, ConflictError (a public reply on a closed ticket).',
    args: { id: t.arg.id({ required: true }), body: t.arg.string({ required: true }), internal: t.arg.boolean() },
    resolve: (_r, args, ctx) => tickets.reply(ctx, String(args.id), { body: args.body, internal: args.internal ?? false }),
  }),
  resolveTicket: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    errors: notFoundOrConflict,
    description:
      'Admins only: resolves the ticket with a resolution text of 3..5,000 characters (POST /api/admin/tickets/{id}/resolve, spec section 7 "Admin tickets"); the requester is told and may reopen it by replying. Errors: AuthenticationError, AuthorizationError, ValidationError, NotFoundError, ConflictError (a transition the table of docs/decisions/0021 does not allow).',
    args: { id: t.arg.id({ required: true }), resolution: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => tickets.resolve(ctx, String(args.id), { resolution: args.resolution }),
  }),
}));

builder.subscriptionField('ticketUpdated', (t) =>
  t.field({
    type: TicketRef,
    authScopes: { signedIn: true },
    description: 'Emits the ticket (with the thread its viewer may see) whenever it changes: new messages, status, assignment. Requester or admins only; checked again for every event.',
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      await tickets.ticketFor(ctx.user!, String(args.id));
      return liveEvents(ctx, pubsub.subscribe('ticket:updated', String(args.id)), (live) => tickets.visibleTicket(live.user!, String(args.id)));
    },
    resolve: (_event, args, ctx) => tickets.ticketFor(ctx.user!, String(args.id)),
  }),
);
