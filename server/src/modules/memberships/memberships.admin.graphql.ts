/**
 * The admins' membership fields (spec section 7 "Memberships" and "Admin"), which the /api rows run
 * (memberships.api.ts): lists, analytics, ending and granting a membership. Every field is
 * `authScopes: { admin: true }`, decided before the arguments are validated with the schemas of
 * memberships.inputs.ts. Money in cents; instants UTC.
 */
import { builder } from '../../builder.js';
import { fieldArgs } from '../../lib/validate.js';
import * as admin from './memberships.admin.service.js';
import { MembershipRef, MembershipTierCodeEnum, membershipErrors } from './memberships.graphql.js';
import { adminCancelInput, grantInput, membershipListInput } from './memberships.inputs.js';

const MembershipPageRef = builder.objectRef<admin.Page<admin.MembershipWithUser>>('MembershipPage').implement({
  description: 'One page of memberships (pages start at 1), newest first.',
  fields: (t) => ({
    items: t.field({ type: [MembershipRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const TierCountRef = builder.objectRef<admin.MembershipAnalytics['membersByTier'][number]>('MembershipTierCount').implement({
  fields: (t) => ({ tier: t.field({ type: MembershipTierCodeEnum, resolve: (r) => r.tier }), name: t.exposeString('name'), active: t.exposeInt('active') }),
});
const RevenueMonthRef = builder.objectRef<admin.MembershipAnalytics['revenueByMonth'][number]>('MembershipRevenueMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'UTC calendar month, YYYY-MM.' }),
    revenueCents: t.exposeInt('revenueCents'),
    payments: t.exposeInt('payments'),
  }),
});
const ChurnMonthRef = builder.objectRef<admin.MembershipAnalytics['churnByMonth'][number]>('MembershipChurnMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'UTC calendar month, YYYY-MM.' }),
    activeAtStart: t.exposeInt('activeAtStart'),
    started: t.exposeInt('started'),
    ended: t.exposeInt('ended'),
    churnPercent: t.exposeFloat('churnPercent', { description: 'ended / activeAtStart x 100, one decimal.' }),
  }),
});
const MembershipAnalyticsRef = builder.objectRef<admin.MembershipAnalytics>('MembershipAnalytics').implement({
  description: 'Admin membership analytics (GET /api/admin/membership-analytics).',
  fields: (t) => ({
    activeMembers: t.exposeInt('activeMembers'),
    membersByTier: t.field({ type: [TierCountRef], resolve: (a) => a.membersByTier }),
    revenueByMonth: t.field({ type: [RevenueMonthRef], description: 'Last 12 UTC months, oldest first.', resolve: (a) => a.revenueByMonth }),
    churnByMonth: t.field({ type: [ChurnMonthRef], description: 'Last 6 UTC months, oldest first.', resolve: (a) => a.churnByMonth }),
  }),
});

builder.queryFields((t) => {
  /** The list arguments of allMemberships and usersWithMembership (the latter ignores `status`). */
  const listArgs = () =>
    t.validate(
      {
        status: t.arg.string({ description: 'pending, active, cancelled or expired.' }),
        tier: t.arg({ type: MembershipTierCodeEnum }),
        search: t.arg.string({ description: 'Name or email contains (case-insensitive).' }),
        page: t.arg.int({ defaultValue: 1 }),
        limit: t.arg.int({ defaultValue: 20 }),
      },
      fieldArgs(membershipListInput),
    );
  return {
    allMemberships: t.field({
      type: MembershipPageRef,
      authScopes: { admin: true },
      description: 'Admins: every membership with its member, newest first. Filters `status` (pending, active, cancelled, expired), `tier`, `search` (name or email contains, case-insensitive, up to 100 characters); `page` from 1, `limit` 1..100 (default 20). Errors: AUTHORIZATION_ERROR, VALIDATION_ERROR. Spec section 7 "Memberships" (GET /api/memberships/all).',
      args: listArgs(),
      resolve: (_root, args) => admin.listMemberships(args),
    }),
    usersWithMembership: t.field({
      type: MembershipPageRef,
      authScopes: { admin: true },
      description: 'Admins: the active memberships with their members, newest first. Filters `tier`, `search` (name or email contains); `page` from 1, `limit` 1..100 (default 20). Errors: AUTHORIZATION_ERROR, VALIDATION_ERROR. Spec section 7 "Admin" (GET /api/admin/users-with-membership).',
      args: listArgs(),
      resolve: (_root, args) => admin.listMemberships(args, true),
    }),
    adminMembershipAnalytics: t.field({
      type: MembershipAnalyticsRef,
      authScopes: { admin: true },
      description: 'Admins: active members per tier, membership revenue per UTC month (last 12, cents) and churn per month (last 6: ended / active at the start, percent). Errors: AUTHORIZATION_ERROR. Spec section 7 "Admin" (GET /api/admin/membership-analytics).',
      resolve: () => admin.adminAnalytics(),
    }),
  };
});

builder.mutationFields((t) => ({
  adminCancelMembership: t.field({
    type: MembershipRef,
    authScopes: { admin: true },
    errors: { types: membershipErrors },
    description: 'Admins: ends the membership `membershipId` now (member rates stop; nothing is refunded) with a `reason` (3..500 characters), recorded with who ended it; the member is notified. Errors: NotFoundError, ConflictError (already over), ValidationError. Spec section 7 "Admin".',
    args: t.validate({ membershipId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) }, adminCancelInput),
    resolve: (_root, args, ctx) => admin.adminCancel(ctx, args),
  }),
  adminGrantMembership: t.field({
    type: MembershipRef,
    authScopes: { admin: true },
    errors: { types: membershipErrors },
    description: 'Admins: gives the customer `userId` a `tier` for `months` (1..24) without payment, recorded with who granted it and the `reason`; it does not renew. Errors: NotFoundError (no such customer), ConflictError (already a member), ValidationError. Spec section 7 "Admin".',
    args: t.validate(
      { userId: t.arg.id({ required: true }), tier: t.arg({ type: MembershipTierCodeEnum, required: true }), months: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
      grantInput,
    ),
    resolve: (_root, args, ctx) => admin.grant(ctx, args),
  }),
}));
