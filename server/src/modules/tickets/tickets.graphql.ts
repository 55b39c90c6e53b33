/**
 * GraphQL of support tickets for their requesters (docs/decisions/0021; spec section 7 "Tickets"): the Ticket
 * type (with `allowedActions`, the viewer's next steps from tickets.lifecycle.ts), the caller's
 * tickets, opening, writing, editing and closing, and `ticketUpdated(id)`, which streams the ticket
 * (with the thread its viewer may see) whenever it changes, so an open ticket page shows new
 * replies without reloading. Admin fields: tickets.admin.graphql.ts. Also serves /api through the
 * bridge (tickets.api.ts, tickets.api.graphql). Roles are decided here, by `authScopes`, before the
 * arguments are validated (tickets.inputs.ts, docs/decisions/0024); the services keep ownership.
 */
import { builder } from '../../builder.js';
import { AuthenticationError, AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import { pubsub } from '../../pubsub.js';
import { liveEvents, startingWith } from '../../live-events.js';
import * as tickets from './tickets.service.js';
import { reply } from './tickets.admin.service.js';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, bulkInput, createTicketInput, messageInput, myTicketListInput, updateMyTicketInput } from './tickets.inputs.js';
import { TICKET_ACTIONS, allowedActions } from './tickets.lifecycle.js';

export const TicketStatusEnum = builder.enumType('TicketStatus', { values: TICKET_STATUSES, description: 'open, in_progress, investigating, resolved, closed (docs/decisions/0021).' });
export const TicketPriorityEnum = builder.enumType('TicketPriority', { values: TICKET_PRIORITIES });
export const TicketCategoryEnum = builder.enumType('TicketCategory', { values: TICKET_CATEGORIES });
const TicketActionEnum = builder.enumType('TicketAction', {
  description:
    'What the viewer may do to a ticket now (docs/decisions/0021). REPLY: write in the thread (a public reply for admins; not on a closed ticket). ADD_NOTE: an internal note (admins). EDIT: change subject or priority (the requester, while open). START, INVESTIGATE, RESOLVE, REOPEN: move to in_progress, investigating, resolved (with a resolution), open (admins, as the transition table allows). CLOSE: close it (the requester while not closed; admins as the table allows). ASSIGN: assign or unassign (admins).',
  values: TICKET_ACTIONS,
});

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
  description: 'A support ticket (docs/decisions/0021). Instants UTC.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number', { description: 'Shown as #number.' }),
    subject: t.exposeString('subject'),
    category: t.field({ type: TicketCategoryEnum, resolve: (x) => x.category }),
    priority: t.field({ type: TicketPriorityEnum, resolve: (x) => x.priority }),
    status: t.field({ type: TicketStatusEnum, resolve: (x) => x.status }),
    statusLabel: t.string({ description: 'The label of the status, e.g. "In progress" (schema/tickets.ts).', resolve: (x) => tickets.STATUS_LABELS[x.status] }),
    allowedActions: t.field({
      type: [TicketActionEnum],
      description:
        "What the viewer may do now, in display order: for admins REPLY (unless closed), ADD_NOTE, the status moves the transition table allows from the current status, ASSIGN; for the requester REPLY and CLOSE unless closed, EDIT while open; empty for anyone else. The mutations check the same rules.",
      resolve: (x, _a, ctx) => allowedActions(ctx.user, x),
    }),
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

export const TicketPageRef = builder.objectRef<tickets.Page<tickets.TicketRow>>('TicketPage').implement({
  fields: (t) => ({
    items: t.field({ type: [TicketRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

type StatusCounts = Awaited<ReturnType<typeof tickets.myStats>>;
export const TicketStatusCountsRef = builder.objectRef<StatusCounts>('TicketStatusCounts').implement({
  description: 'Tickets per status and in all.',
  fields: (t) => ({
    open: t.exposeInt('open'),
    inProgress: t.int({ resolve: (c) => c.in_progress }),
    investigating: t.exposeInt('investigating'),
    resolved: t.exposeInt('resolved'),
    closed: t.exposeInt('closed'),
    total: t.exposeInt('total'),
  }),
});

builder.queryFields((t) => ({
  myTickets: t.field({
    type: TicketPageRef,
    authScopes: { signedIn: true },
    description:
      "Any signed-in user: the caller's tickets, latest activity first (GET /api/tickets, spec section 7 \"Tickets\"). Filters status, category, search (subject, #number; up to 100 characters); `page` from 1, `limit` 1..100 (default 20); `total` counts every match. Errors: AUTHENTICATION_ERROR, VALIDATION_ERROR.",
    args: t.validate(
      {
        status: t.arg({ type: TicketStatusEnum }),
        category: t.arg({ type: TicketCategoryEnum }),
        search: t.arg.string(),
        page: t.arg.int({ defaultValue: 1 }),
        limit: t.arg.int({ defaultValue: 20 }),
      },
      fieldArgs(myTicketListInput),
    ),
    resolve: (_r, args, ctx) => tickets.listMyTickets(ctx, args),
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
}));

// The errors each mutation can answer (its /api statuses in the OpenAPI document); every result
// union still carries the whole catalogue (builder.ts defaultTypes).
const notFound = { types: [ValidationError, NotFoundError] };
const notFoundOrConflict = { types: [ValidationError, NotFoundError, ConflictError] };
/** Opening and editing tickets is for customers and cleaners (either scope); admins are told why with `message`. */
const requesterOnly = (message: string) => ({
  authScopes: { customer: true, cleaner: true },
  unauthorizedError: (_parent: unknown, _args: unknown, ctx: Context) => (ctx.user ? new AuthorizationError(message) : new AuthenticationError('Please sign in to continue.')),
});

builder.mutationFields((t) => ({
  createTicket: t.field({
    type: TicketRef,
    ...requesterOnly('Admins answer tickets; customers and freelancers open them.'),
    errors: { types: [ValidationError, AuthorizationError, NotFoundError] },
    description:
      'Customers and cleaners: opens a ticket with its first message (POST /api/tickets, spec section 7 "Tickets"): subject 3..200 characters, message up to 5,000, priority default normal; `bookingId` must be a booking of theirs. Returns the ticket with its thread. Errors: AuthenticationError, AuthorizationError (admins), ValidationError, NotFoundError (the booking).',
    args: t.validate(
      {
        subject: t.arg.string({ required: true }),
        category: t.arg({ type: TicketCategoryEnum, required: true }),
        priority: t.arg({ type: TicketPriorityEnum }),
        bookingId: t.arg.id(),
        message: t.arg.string({ required: true }),
      },
      fieldArgs(createTicketInput),
    ),
    resolve: (_r, args, ctx) => tickets.createTicket(ctx, args),
  }),
  addTicketMessage: t.field({
    type: TicketRef,
    authScopes: { signedIn: true },
    errors: notFoundOrConflict,
    description:
      'The requester writes in the thread, up to 5,000 characters (POST /api/tickets/{id}/messages, spec section 7 "Tickets"); a resolved ticket opens again; an admin\'s message is a public reply (as replyToTicket). Errors: AuthenticationError, ValidationError, NotFoundError (someone else\'s), ConflictError (closed).',
    args: t.validate({ id: t.arg.id({ required: true }), body: t.arg.string({ required: true }) }, fieldArgs(messageInput)),
    // Admins answer tickets: their message is a public reply.
    resolve: (_r, args, ctx) => (ctx.user?.role === 'admin' ? reply(ctx, { ...args, internal: false }) : tickets.addMessage(ctx, args)),
  }),
  updateMyTicket: t.field({
    type: TicketRef,
    ...requesterOnly('Admins change tickets through the admin routes.'),
    errors: { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] },
    description:
      'Customers and cleaners: the requester changes the subject or priority while the ticket is open, or closes it with status closed (PUT /api/tickets/{id}, spec section 7 "Tickets"). Errors: AuthenticationError, AuthorizationError (admins: the admin fields), ValidationError (nothing to change, another status), NotFoundError, ConflictError (not open, already closed).',
    args: t.validate(
      { id: t.arg.id({ required: true }), subject: t.arg.string(), priority: t.arg({ type: TicketPriorityEnum }), status: t.arg({ type: TicketStatusEnum }) },
      fieldArgs(updateMyTicketInput),
    ),
    resolve: (_r, args, ctx) => tickets.updateMyTicket(ctx, args),
  }),
  closeMyTickets: t.int({
    authScopes: { signedIn: true },
    errors: notFound,
    description:
      'Closes up to 100 of the caller\'s tickets at once, all or none (PUT /api/tickets/bulk, spec section 7 "Tickets"); returns how many changed (already closed ones are left as they are). Errors: AuthenticationError, ValidationError, NotFoundError (any id not theirs; nothing changed).',
    args: t.validate(
      {
        ids: t.arg.idList({ required: true }),
        status: t.arg({ type: TicketStatusEnum, description: 'The new status: closed, the only bulk change (default closed; any other is a ValidationError).' }),
      },
      fieldArgs(bulkInput),
    ),
    resolve: async (_r, args, ctx) => (await tickets.bulkClose(ctx, args)).updated,
  }),
}));

builder.subscriptionField('ticketUpdated', (t) =>
  t.field({
    type: TicketRef,
    authScopes: { signedIn: true },
    description: 'Emits the ticket (with the thread its viewer may see) as it is now, then whenever it changes: new messages, status, assignment (a late or re-made subscription misses nothing). Requester or admins only; checked again for every event.',
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      await tickets.ticketFor(ctx.user!, String(args.id));
      const changes = liveEvents(ctx, pubsub.subscribe('ticket:updated', String(args.id)), (live) => tickets.visibleTicket(live.user!, String(args.id)));
      return startingWith({ ticketId: String(args.id) }, changes);
    },
    resolve: (_event, args, ctx) => tickets.ticketFor(ctx.user!, String(args.id)),
  }),
);
