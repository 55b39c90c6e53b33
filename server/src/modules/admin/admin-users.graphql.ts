/**
 * GraphQL of the admin people console and the audit trail (issue 10 "People", "An audit trail"):
 * the same service functions as /api (admin-users.rest.ts), names in camelCase.
 */
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { BookingRef } from '../bookings/bookings.graphql.js';
import { PaymentRef } from '../payments/payments.graphql.js';
import { ReviewRef } from '../reviews/reviews.graphql.js';
import { RoleEnum, UserRef } from '../users/users.graphql.js';
import { TicketRef } from '../tickets/tickets.graphql.js';
import * as adminUsers from './admin-users.service.js';
import * as audit from './audit.service.js';
import { USER_SORTS } from './admin-users.inputs.js';

export const UserStatusEnum = builder.enumType('UserStatus', {
  description: 'Account standing: suspended accounts cannot sign in.',
  values: ['active', 'suspended'] as const,
});
const UserSortEnum = builder.enumType('UserSort', { values: USER_SORTS });

builder.prismaObjectFields('User', (t) => ({
  status: t.field({
    type: UserStatusEnum,
    nullable: true,
    description: 'active or suspended: for the user themselves and admins; null for others.',
    resolve: (u, _args, ctx) => (ctx.user?.id === u.id || ctx.user?.role === 'admin' ? u.status : null),
  }),
}));

const UserPageRef = builder.objectRef<adminUsers.Page<adminUsers.UserDetails['user']>>('UserPage').implement({
  description: 'One page of users (pages start at 1).',
  fields: (t) => ({
    items: t.field({ type: [UserRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const AuditActorRef = builder.objectRef<NonNullable<audit.AuditEntry['actor']>>('AuditActor').implement({
  fields: (t) => ({ id: t.exposeID('id'), firstName: t.exposeString('firstName'), lastName: t.exposeString('lastName'), email: t.exposeString('email') }),
});

export const AuditEntryRef = builder.objectRef<audit.AuditEntry>('AuditEntry').implement({
  description: 'One admin change: who, when (UTC), what, the values before and after, and why (issue 10).',
  fields: (t) => ({
    id: t.exposeID('id'),
    actor: t.field({ type: AuditActorRef, nullable: true, description: 'The admin; null for the platform itself.', resolve: (e) => e.actor }),
    action: t.exposeString('action', { description: 'e.g. user.status, cleaner.background_check, service.update, booking.assign.' }),
    entityType: t.exposeString('entityType', { description: 'user, service, booking, payment, membership or review.' }),
    entityId: t.exposeString('entityId'),
    before: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.before }),
    after: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.after }),
    reason: t.exposeString('reason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AuditPageRef = builder.objectRef<Awaited<ReturnType<typeof audit.listAudit>>>('AuditPage').implement({
  description: 'One page of audit entries, newest first.',
  fields: (t) => ({
    items: t.field({ type: [AuditEntryRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const SessionInfoRef = builder.objectRef<adminUsers.UserDetails['sessions'][number]>('SessionInfo').implement({
  description: 'A sign-in that has not ended.',
  fields: (t) => ({
    id: t.exposeID('id'),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime' }),
  }),
});

const UserDetailsRef = builder.objectRef<adminUsers.UserDetails>('AdminUserDetails').implement({
  description: "One user's whole picture for admins (GET /api/admin/users/{id}/details).",
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (d) => d.user }),
    bookings: t.field({ type: [BookingRef], description: 'As customer or cleaner, newest first (at most 20).', resolve: (d) => d.bookings }),
    bookingCount: t.exposeInt('bookingCount'),
    payments: t.field({ type: [PaymentRef], description: 'Payments, refunds and payouts, newest first (at most 20).', resolve: (d) => d.payments }),
    reviews: t.field({ type: [ReviewRef], description: 'Written or received, newest first (at most 20).', resolve: (d) => d.reviews }),
    sessions: t.field({ type: [SessionInfoRef], resolve: (d) => d.sessions }),
    audit: t.field({ type: [AuditEntryRef], description: 'Admin changes to this user, newest first (at most 20).', resolve: (d) => d.audit }),
    tickets: t.field({ type: [TicketRef], description: 'Support tickets they opened, latest activity first (at most 20).', resolve: (d) => d.tickets }),
    ticketCount: t.int({ resolve: (d) => d.counts.tickets }),
  }),
});

builder.queryFields((t) => ({
  adminUsers: t.field({
    type: UserPageRef,
    authScopes: { admin: true },
    description:
      'Admin: users (GET /api/admin/users). Filters role, status, search (every word in first name, last name or email), joinedFrom/joinedTo (UTC, inclusive); sort newest (default), oldest, name, email; page from 1, limit 1..100 (default 20).',
    args: {
      role: t.arg({ type: RoleEnum }),
      status: t.arg({ type: UserStatusEnum }),
      search: t.arg.string(),
      joinedFrom: t.arg({ type: 'DateTime' }),
      joinedTo: t.arg({ type: 'DateTime' }),
      sort: t.arg({ type: UserSortEnum }),
      page: t.arg.int({ defaultValue: 1 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_root, args, ctx) => adminUsers.listUsers(ctx, dropNulls(args)),
  }),
  adminAdmins: t.field({
    type: UserPageRef,
    authScopes: { admin: true },
    description: 'Admin: the admins (GET /api/admin/users/admins), by name.',
    args: { page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, ctx) => adminUsers.listUsers(ctx, { ...dropNulls(args), role: 'admin', sort: 'name' }),
  }),
  adminUserDetails: t.field({
    type: UserDetailsRef,
    authScopes: { admin: true },
    description: "Admin: one user's profile, bookings, payments, reviews, live sessions and audit trail. Errors: NOT_FOUND_ERROR.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => adminUsers.userDetails(ctx, String(args.id)),
  }),
  adminAudit: t.field({
    type: AuditPageRef,
    authScopes: { admin: true },
    description: 'Admin: the audit trail (GET /api/admin/audit), newest first. Filters entityType with entityId, actorId, action.',
    args: {
      entityType: t.arg.string(),
      entityId: t.arg.string(),
      actorId: t.arg.id(),
      action: t.arg.string(),
      page: t.arg.int({ defaultValue: 1 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_root, args, ctx) => audit.listAudit(ctx, dropNulls(args)),
  }),
}));

builder.mutationFields((t) => ({
  setUserStatus: t.field({
    type: UserRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] },
    description:
      "Admin: PUT /api/admin/users/{id}/status. `suspended` ends the user's sessions at once and sign-in answers 'Your account is suspended.'; `active` lifts it. The reason is kept in the audit trail. Errors: ConflictError (yourself, the last active admin, no change), NotFoundError, ValidationError.",
    args: { userId: t.arg.id({ required: true }), status: t.arg({ type: UserStatusEnum, required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => adminUsers.setUserStatus(ctx, String(args.userId), { status: args.status, reason: args.reason }),
  }),
}));

/** GraphQL sends null for omitted nullable arguments; the zod inputs treat absent and null alike only when dropped. */
function dropNulls<T extends Record<string, unknown>>(args: T): Partial<T> {
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
