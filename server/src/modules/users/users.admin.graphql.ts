/**
 * GraphQL of the admin people console (docs/decisions/0020). /api/admin/users rows run these fields
 * (users.admin.api.ts).
 */
import type { ObjectRef } from '@pothos/core';
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { PaymentRef } from '../payments/payments.graphql.js';
import { ReviewRef } from '../reviews/reviews.graphql.js';
import { BackgroundCheckStatusEnum, RoleEnum, UserRef } from './users.graphql.js';
import { TicketRef } from '../tickets/tickets.graphql.js';
import * as adminUsers from './users.admin.service.js';
import { AuditEntryRef } from '../admin/audit.graphql.js';
import { fieldArgs } from '../../lib/validate.js';
import { USER_SORTS, adminListArgs, userListArgs, userStatusInput } from './users.admin.inputs.js';
import { emitDomainEvent } from '../../lib/domain-events.js';

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
  // The /api user shape (auth, profile, admin) has the check state at the top level too.
  backgroundCheckStatus: t.field({
    type: BackgroundCheckStatusEnum,
    nullable: true,
    description: "Cleaners: the background check's state (cleanerProfile.backgroundCheckStatus); null for customers and admins.",
    select: { cleanerProfile: { select: { backgroundCheckStatus: true } } },
    resolve: (u) => u.cleanerProfile?.backgroundCheckStatus ?? null,
  }),
  city: t.string({
    nullable: true,
    description:
      "A cleaner's working city, else the default service city (that one for the user themselves and admins only); null when neither is set.",
    select: { cleanerProfile: { select: { city: true } } },
    resolve: (u, _args, ctx) => u.cleanerProfile?.city || (ctx.user?.id === u.id || ctx.user?.role === 'admin' ? u.defaultCity : null) || null,
  }),
  ratingAverage: t.float({
    nullable: true,
    description: "Cleaners: the mean review rating, 0 to 5 (cleanerProfile.ratingAverage); null for customers and admins.",
    select: { cleanerProfile: { select: { ratingAverage: true } } },
    resolve: (u) => u.cleanerProfile?.ratingAverage ?? null,
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

/** A review on a user's details, written by that user or about them. */
type DetailsReview = adminUsers.UserDetails['reviews'][number] & { written: boolean };

const AdminUserReviewRef = builder.objectRef<DetailsReview>('AdminUserReview').implement({
  description: "One review on a user's details (admins): written by the user, or received as the cleaner.",
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.exposeInt('rating', { description: '1 to 5.' }),
    comment: t.exposeString('comment'),
    hidden: t.exposeBoolean('hidden', { description: 'Hidden by an admin: not public, not in the rating.' }),
    featured: t.exposeBoolean('featured', { description: 'Shown first among the public reviews.' }),
    written: t.exposeBoolean('written', { description: 'True when this user wrote it; false when it is about them (as the cleaner).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The page type of one of a user's lists on the details: the newest DETAILS_LIMIT items and the count of all. */
export function firstPageOf<T>(name: string, item: ObjectRef<Types, T>, what: string) {
  return builder.objectRef<{ items: T[]; total: number }>(name).implement({
    description: `The first page of a user's ${what} on their details (admins): the newest ${adminUsers.DETAILS_LIMIT}, with the count of all.`,
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (p) => p.items }),
      page: t.int({ description: 'Always 1: the details carry the first page.', resolve: () => 1 }),
      limit: t.int({ description: `Items per page: ${adminUsers.DETAILS_LIMIT}.`, resolve: () => adminUsers.DETAILS_LIMIT }),
      total: t.exposeInt('total', { description: `All of this user's ${what}, not only those listed.` }),
    }),
  });
}

const DetailsPaymentPageRef = firstPageOf('AdminUserPaymentPage', PaymentRef, 'payments, refunds and payouts (newest first)');
const DetailsReviewPageRef = firstPageOf('AdminUserReviewPage', AdminUserReviewRef, 'reviews, written or received (newest first)');
const DetailsSessionPageRef = firstPageOf('AdminUserSessionPage', SessionInfoRef, 'live sessions (most recently used first)');
const DetailsAuditPageRef = firstPageOf('AdminUserAuditPage', AuditEntryRef, 'audit entries (admin changes to them, newest first)');
const DetailsTicketPageRef = firstPageOf('AdminUserTicketPage', TicketRef, 'support tickets (latest activity first)');

export const UserDetailsRef = builder.objectRef<adminUsers.UserDetails>('AdminUserDetails').implement({
  description: "One user's whole picture for admins (GET /api/admin/users/{id}/details).",
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (d) => d.user }),
    bookingCount: t.exposeInt('bookingCount'),
    payments: t.field({ type: [PaymentRef], description: 'Payments, refunds and payouts, newest first (at most 20).', resolve: (d) => d.payments }),
    reviews: t.field({ type: [ReviewRef], description: 'Written or received, newest first (at most 20).', resolve: (d) => d.reviews }),
    sessions: t.field({ type: [SessionInfoRef], resolve: (d) => d.sessions }),
    audit: t.field({ type: [AuditEntryRef], description: 'Admin changes to this user, newest first (at most 20).', resolve: (d) => d.audit }),
    tickets: t.field({ type: [TicketRef], description: 'Support tickets they opened, latest activity first (at most 20).', resolve: (d) => d.tickets }),
    ticketCount: t.int({ resolve: (d) => d.counts.tickets }),
    paymentPage: t.field({ type: DetailsPaymentPageRef, description: 'The payments as a first page; total = all of them.', resolve: (d) => ({ items: d.payments, total: d.counts.payments }) }),
    reviewPage: t.field({
      type: DetailsReviewPageRef,
      description: 'The reviews as a first page, each with written (this user wrote it); total = all of them.',
      resolve: (d) => ({ items: d.reviews.map((r) => ({ ...r, written: r.authorId === d.user.id })), total: d.counts.reviews }),
    }),
    sessionPage: t.field({ type: DetailsSessionPageRef, description: 'The live sessions as a first page; total = all of them.', resolve: (d) => ({ items: d.sessions, total: d.counts.sessions }) }),
    auditPage: t.field({ type: DetailsAuditPageRef, description: 'The audit trail of this user as a first page; total = all entries.', resolve: (d) => ({ items: d.audit, total: d.counts.audit }) }),
    ticketPage: t.field({ type: DetailsTicketPageRef, description: 'The support tickets as a first page; total = all of them.', resolve: (d) => ({ items: d.tickets, total: d.counts.tickets }) }),
  }),
});

builder.queryFields((t) => ({
  adminUsers: t.field({
    type: UserPageRef,
    authScopes: { admin: true },
    description:
      'Admins only: users filtered by role, status, search (every word must appear in the first name, last name or email, case-insensitive; at most 100 characters) and join date (joinedFrom <= createdAt <= joinedTo, UTC, inclusive), sorted newest (default), oldest, name or email; page from 1, limit 1..100 (default 20); total = all matches. Errors: VALIDATION_ERROR (page, limit, search, joinedTo before joinedFrom), AUTHENTICATION_ERROR, AUTHORIZATION_ERROR. Spec section 7 "Admin" (GET /api/admin/users).',
    args: t.validate(
      {
        role: t.arg({ type: RoleEnum }),
        status: t.arg({ type: UserStatusEnum }),
        search: t.arg.string(),
        joinedFrom: t.arg({ type: 'DateTime' }),
        joinedTo: t.arg({ type: 'DateTime' }),
        joinedFromDate: t.arg.string({
          description: 'joinedFrom as text: a date (YYYY-MM-DD, from 00:00 UTC) or an ISO 8601 instant; used when joinedFrom is not given. Not a date: VALIDATION_ERROR on joinedFrom.',
        }),
        joinedToDate: t.arg.string({
          description: 'joinedTo as text: a date (YYYY-MM-DD, meaning 00:00 UTC) or an ISO 8601 instant; used when joinedTo is not given. Not a date: VALIDATION_ERROR on joinedTo.',
        }),
        sort: t.arg({ type: UserSortEnum }),
        page: t.arg.int({ defaultValue: 1 }),
        limit: t.arg.int({ defaultValue: 20 }),
      },
      fieldArgs(userListArgs),
    ),
    resolve: (_root, args) => adminUsers.listUsers(args),
  }),
  adminAdmins: t.field({
    type: UserPageRef,
    authScopes: { admin: true },
    description:
      'Admins only: every admin account, sorted by last name then first name; page from 1, limit 1..100 (default 20); total = all admins. Errors: VALIDATION_ERROR (page, limit), AUTHENTICATION_ERROR, AUTHORIZATION_ERROR. Spec section 7 "Admin" (GET /api/admin/users/admins).',
    args: t.validate({ page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) }, fieldArgs(adminListArgs)),
    resolve: (_root, args) => adminUsers.listUsers(args),
  }),
  adminUserDetails: t.field({
    type: UserDetailsRef,
    authScopes: { admin: true },
    description:
      "Admins only: one user's profile and the first page (the newest 20, with the total of all) of their bookings as customer or cleaner, payments, reviews written or received, live sessions, audit trail and support tickets. Instants UTC, money in cents. Errors: NOT_FOUND_ERROR (no such user), AUTHENTICATION_ERROR, AUTHORIZATION_ERROR. Spec section 7 \"Admin\" (GET /api/admin/users/{id}/details).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args) => adminUsers.userDetails(String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  setUserStatus: t.field({
    type: UserRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] },
    description:
      "Admins only: suspends or reactivates an account, with a reason (3 to 500 characters) kept in the audit trail. `suspended` ends the user's sessions at once and sign-in answers 'Your account is suspended.'; `active` lifts it. Errors: ConflictError (suspending yourself or the last active admin, or no change), NotFoundError, ValidationError (status, reason), AuthorizationError. Spec section 7 \"Admin\" (PUT /api/admin/users/{id}/status).",
    args: {
      userId: t.arg.id({ required: true }),
      status: t.arg({ type: UserStatusEnum, required: true }),
      reason: t.arg.string({ required: true, validate: userStatusInput.shape.reason }),
    },
    resolve: async (_root, args, ctx) => {
      const user = await adminUsers.setUserStatus(ctx, String(args.userId), { status: args.status, reason: args.reason });
      // A suspended cleaner's plan visits go to other cleaners (issue 17).
      if (args.status === 'suspended') await emitDomainEvent('cleaner.unavailable', { cleanerId: String(args.userId), why: 'unavailable' });
      return user;
    },
  }),
}));

