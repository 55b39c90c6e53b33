/**
 * GraphQL of support tickets for admins (docs/decisions/0021; spec section 7 "Admin tickets"): every ticket
 * with filters, the figures, status moves, assignment and replies, also serving /api/admin/tickets
 * through the bridge (tickets.api.ts, tickets.api.graphql). Every field is `authScopes: { admin:
 * true }`, decided before the arguments are validated (tickets.inputs.ts, docs/decisions/0024).
 */
import { builder } from '../../builder.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import * as tickets from './tickets.service.js';
import * as admin from './tickets.admin.service.js';
import { adminTicketListInput, assignInput, replyInput, resolveInput, statusInput } from './tickets.inputs.js';
import { TicketCategoryEnum, TicketPageRef, TicketPriorityEnum, TicketRef, TicketStatusCountsRef, TicketStatusEnum } from './tickets.graphql.js';

const TicketSortEnum = builder.enumType('TicketSort', {
  description: 'Order of the admin ticket list: newest or oldest opened, latest activity, priority (then latest activity).',
  values: ['newest', 'oldest', 'activity', 'priority'] as const,
});

const TicketPriorityCountsRef = builder.objectRef<admin.AdminTicketStats['byPriority']>('TicketPriorityCounts').implement({
  description: 'Tickets per priority.',
  fields: (t) => ({ low: t.exposeInt('low'), normal: t.exposeInt('normal'), high: t.exposeInt('high'), urgent: t.exposeInt('urgent') }),
});
const AdminTicketStatsRef = builder.objectRef<admin.AdminTicketStats>('AdminTicketStats').implement({
  description: 'The support figures of /admin/tickets. Medians in minutes.',
  fields: (t) => ({
    byStatus: t.field({ type: TicketStatusCountsRef, resolve: (s) => s.byStatus }),
    byPriority: t.field({ type: TicketPriorityCountsRef, description: 'Tickets not resolved or closed.', resolve: (s) => s.byPriority }),
    unassigned: t.exposeInt('unassigned', { description: 'Not resolved or closed, with no assignee.' }),
    medianFirstResponseMinutes: t.exposeFloat('medianFirstResponseMinutes', { nullable: true, description: 'Median minutes from opening to the first public reply; null without data.' }),
    medianResolutionMinutes: t.exposeFloat('medianResolutionMinutes', { nullable: true, description: 'Median minutes from opening to resolved; null without data.' }),
  }),
});

builder.queryFields((t) => ({
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
    args: t.validate(
      {
        status: t.arg({ type: TicketStatusEnum }),
        priority: t.arg({ type: TicketPriorityEnum }),
        category: t.arg({ type: TicketCategoryEnum }),
        assignee: t.arg.string(),
        search: t.arg.string(),
        sort: t.arg({ type: TicketSortEnum }),
        page: t.arg.int({ defaultValue: 1 }),
        limit: t.arg.int({ defaultValue: 20 }),
      },
      fieldArgs(adminTicketListInput),
    ),
    resolve: (_r, args, ctx) => admin.adminListTickets(ctx, args),
  }),
  adminTicketStats: t.field({
    type: AdminTicketStatsRef,
    authScopes: { admin: true },
    description:
      'Admins only: tickets per status, open ones per priority, unassigned ones, and the median minutes to the first public reply and to resolution, null without data (GET /api/admin/tickets/stats, spec section 7 "Admin tickets"). Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR.',
    resolve: () => admin.adminStats(),
  }),
}));

// The errors each mutation can answer (its /api statuses in the OpenAPI document); every result
// union still carries the whole catalogue (builder.ts defaultTypes).
const notFound = { types: [ValidationError, NotFoundError] };
const notFoundOrConflict = { types: [ValidationError, NotFoundError, ConflictError] };

builder.mutationFields((t) => ({
  setTicketStatus: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    errors: notFoundOrConflict,
    description:
      'Admins only: moves a ticket along the transition table of docs/decisions/0021 (PUT /api/admin/tickets/{id}/status, and the investigate and close shortcuts; spec section 7 "Admin tickets"); resolved needs a resolution; the requester is told. Errors: AuthenticationError, AuthorizationError, ValidationError, NotFoundError, ConflictError (a transition the table does not allow).',
    args: t.validate({ id: t.arg.id({ required: true }), status: t.arg({ type: TicketStatusEnum, required: true }), resolution: t.arg.string() }, fieldArgs(statusInput)),
    resolve: (_r, args, ctx) => admin.setStatus(ctx, { ...args, resolution: args.resolution ?? null }),
  }),
  assignTicket: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    errors: notFound,
    description:
      'Admins only: assigns the ticket to an active admin, or unassigns it with assigneeId null (PUT /api/admin/tickets/{id}/assign, spec section 7 "Admin tickets"); the assignee is told. Errors: AuthenticationError, AuthorizationError, ValidationError (assigneeId left out), NotFoundError (the ticket, or not an active admin).',
    // No fieldArgs here: null (unassign) and left out (a ValidationError) differ.
    args: t.validate({ id: t.arg.id({ required: true }), assigneeId: t.arg.id({ description: 'An active admin, or null to unassign.' }) }, assignInput),
    // Validated: assigneeId is an id or null here (left out failed above).
    resolve: (_r, args, ctx) => admin.assign(ctx, { id: args.id, assigneeId: args.assigneeId ?? null }),
  }),
  replyToTicket: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    errors: notFoundOrConflict,
    description:
      'Admins only: writes in the thread, up to 5,000 characters, publicly or as an internal note (POST /api/admin/tickets/{id}/reply, spec section 7 "Admin tickets"). The first public reply stamps the first-response time and moves an open ticket to in progress; the requester is told of public replies. Errors: AuthenticationError, AuthorizationError, ValidationError, NotFoundError, ConflictError (a public reply on a closed ticket).',
    args: t.validate({ id: t.arg.id({ required: true }), body: t.arg.string({ required: true }), internal: t.arg.boolean() }, fieldArgs(replyInput)),
    resolve: (_r, args, ctx) => admin.reply(ctx, args),
  }),
  resolveTicket: t.field({
    type: TicketRef,
    authScopes: { admin: true },
    errors: notFoundOrConflict,
    description:
      'Admins only: resolves the ticket with a resolution text of 3..5,000 characters (POST /api/admin/tickets/{id}/resolve, spec section 7 "Admin tickets"); the requester is told and may reopen it by replying. Errors: AuthenticationError, AuthorizationError, ValidationError, NotFoundError, ConflictError (a transition the table of docs/decisions/0021 does not allow).',
    args: t.validate({ id: t.arg.id({ required: true }), resolution: t.arg.string({ required: true }) }, fieldArgs(resolveInput)),
    resolve: (_r, args, ctx) => admin.resolve(ctx, args),
  }),
}));
