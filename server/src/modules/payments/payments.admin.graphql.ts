/**
 * The admins' payment fields (docs/decisions/0018 and
 * "Payouts"): refunds, payment-status reconciliation, the list of every money row, the
 * cancellation policy, releasing a payout now and the earnings reads (/admin/cleaners/earnings).
 * Every root field here is admin-only (`authScopes: { admin: true }`, checked before the input);
 * the arguments are validated with payments.admin.inputs.ts. The /api rows of payments.api.ts run
 * these fields. Money in cents; instants UTC.
 */
import { z } from 'zod';
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import { CleanerEarningsRef, PayoutPageRef } from './earnings.graphql.js';
import {
  adminPaymentsInput,
  cleanerListInput,
  cleanerTransactionsInput,
  earningsRangeInput,
  paymentStatusInput,
  policyUpdateInput,
  refundArgs,
  withIsoRange,
} from './payments.admin.inputs.js';
import * as admin from './payments.admin.service.js';
import { PaymentRef } from './payments.graphql.js';
import { PayoutRef } from './payouts.graphql.js';
import { CancellationPolicyRef } from './refunds.graphql.js';

const AdminPaymentPageRef = builder.objectRef<admin.AdminPaymentPage>('AdminPaymentPage').implement({
  description: 'One page of every payment, refund and payout (pages start at 1), newest first.',
  fields: (t) => ({
    items: t.field({ type: [PaymentRef], resolve: (p) => p.items }),
    total: t.expose('total', { type: 'NonNegativeInt', description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const EarningsAnalyticsRef = builder.objectRef<admin.EarningsAnalytics>('EarningsAnalytics').implement({
  description: "The platform's money over a range, in cents: payments in, refunds out, payouts to cleaners and what the platform keeps.",
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime', nullable: true, description: 'UTC start of the range (inclusive); null when open.' }),
    to: t.expose('to', { type: 'DateTime', nullable: true, description: 'UTC end of the range (exclusive); null when open.' }),
    grossPaidCents: t.expose('grossPaidCents', { type: 'NonNegativeInt' }),
    refundedCents: t.expose('refundedCents', { type: 'NonNegativeInt' }),
    netCents: t.exposeInt('netCents', { description: 'Gross less refunds.' }),
    payoutsPaidCents: t.expose('payoutsPaidCents', { type: 'NonNegativeInt' }),
    payoutsPendingCents: t.expose('payoutsPendingCents', { type: 'NonNegativeInt', description: 'Held, paused or waiting for an account (now).' }),
    platformCents: t.exposeInt('platformCents', { description: 'Net less paid and pending payouts.' }),
  }),
});

const CleanerEarningsRowRef = builder.objectRef<admin.CleanerEarningsRow>('CleanerEarningsRow').implement({
  description: "One cleaner's payout sums (admin list), in cents.",
  fields: (t) => ({
    cleanerId: t.exposeID('cleanerId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    paidOutCents: t.expose('paidOutCents', { type: 'NonNegativeInt' }),
    pendingCents: t.expose('pendingCents', { type: 'NonNegativeInt', description: 'Held, paused or waiting for an account.' }),
    jobs: t.exposeInt('jobs'),
    hasPayoutAccount: t.exposeBoolean('hasPayoutAccount', { description: 'A connected account that can receive payouts.' }),
  }),
});

const CleanerEarningsPageRef = builder
  .objectRef<Awaited<ReturnType<typeof admin.cleanersEarnings>>>('CleanerEarningsPage')
  .implement({
    description: 'One page of cleaners with their payout sums.',
    fields: (t) => ({
      items: t.field({ type: [CleanerEarningsRowRef], resolve: (p) => p.items }),
      total: t.expose('total', { type: 'NonNegativeInt', description: 'All matching cleaners.' }),
      page: t.exposeInt('page'),
      limit: t.exposeInt('limit'),
    }),
  });

const EarningsCleanerRef = builder.objectRef<{ id: string; firstName: string; lastName: string; email: string }>('EarningsCleaner').implement({
  description: 'The cleaner an admin earnings read is about: id, name and email.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The cleaner's user id (uuid)." }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { description: 'The full address.' }),
  }),
});

const CleanerEarningsDetailRef = builder
  .objectRef<Awaited<ReturnType<typeof admin.cleanerEarningsDetail>>>('CleanerEarningsDetail')
  .implement({
    description: "One cleaner's earnings for admins: who, and their payouts summed per state with the weekly series (cents).",
    fields: (t) => ({
      cleaner: t.field({
        type: EarningsCleanerRef,
        resolve: (e) => ({ id: e.cleanerId, firstName: e.firstName, lastName: e.lastName, email: e.email }),
      }),
      earnings: t.field({ type: CleanerEarningsRef, description: 'The same figures as myEarnings, over the last 12 weeks.', resolve: (e) => e }),
    }),
  });

// Paging arguments given as null (an /api query without them) mean their defaults (fieldArgs).
builder.queryFields((t) => ({
  adminPayments: t.field({
    type: AdminPaymentPageRef,
    authScopes: { admin: true },
    description:
      'Admin: every payment, refund and payout row, newest first, with what each payment can still refund (cents). Filters: `status` (pending, succeeded, failed, canceled), `kind` (payment, refund, payout), `from`/`to` (UTC instants on creation, `to` exclusive; `fromIso`/`toIso` take an ISO 8601 date or instant as text). Paged: `page` from 1, `limit` 1..100 (default 20); `total` counts all matches. Errors: AUTHORIZATION_ERROR (not an admin), VALIDATION_ERROR (a filter, page or limit; field named). docs/decisions/0018.',
    args: t.validate(
      {
        status: t.arg.string(),
        kind: t.arg.string(),
        from: t.arg({ type: 'DateTime' }),
        to: t.arg({ type: 'DateTime' }),
        fromIso: t.arg.string({ description: 'Created at or after: an ISO 8601 date (UTC midnight) or instant, as text. Used when `from` is not given.' }),
        toIso: t.arg.string({ description: 'Created before: an ISO 8601 date (UTC midnight) or instant, as text. Used when `to` is not given.' }),
        page: t.arg.int({ defaultValue: 1 }),
        limit: t.arg.int({ defaultValue: 20 }),
      },
      fieldArgs(withIsoRange(adminPaymentsInput)),
    ),
    resolve: (_root, args) => admin.adminPayments(args),
  }),
  adminEarningsAnalytics: t.field({
    type: EarningsAnalyticsRef,
    authScopes: { admin: true },
    description:
      'Admin: over [from, to) (UTC, both optional): succeeded payments (`grossPaidCents`), refunds, net, payouts paid to cleaners, payouts pending now (held, paused, waiting for an account) and what the platform keeps (`platformCents`). Cents. `fromIso`/`toIso` take an ISO 8601 date or instant as text. Errors: AUTHORIZATION_ERROR (not an admin), VALIDATION_ERROR (from, to). docs/decisions/0018.',
    args: t.validate(
      {
        from: t.arg({ type: 'DateTime' }),
        to: t.arg({ type: 'DateTime' }),
        fromIso: t.arg.string({ description: 'From (inclusive): an ISO 8601 date (UTC midnight) or instant, as text. Used when `from` is not given.' }),
        toIso: t.arg.string({ description: 'To (exclusive): an ISO 8601 date (UTC midnight) or instant, as text. Used when `to` is not given.' }),
      },
      fieldArgs(withIsoRange(earningsRangeInput)),
    ),
    resolve: (_root, args) => admin.earningsAnalytics(args),
  }),
  adminCleanersEarnings: t.field({
    type: CleanerEarningsPageRef,
    authScopes: { admin: true },
    description:
      'Admin: every cleaner with paid-out and pending payouts (cents), jobs and whether they have a payout account. `search` over name and email; `sort` paidOut (default), pending, jobs or name; paged (`page` from 1, `limit` 1..100, default 20), `total` = all matching cleaners. Errors: AUTHORIZATION_ERROR (not an admin), VALIDATION_ERROR. docs/decisions/0018.',
    args: t.validate(
      { search: t.arg.string(), sort: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
      fieldArgs(cleanerListInput),
    ),
    resolve: (_root, args) => admin.cleanersEarnings(args),
  }),
  adminCleanerTransactions: t.field({
    type: PayoutPageRef,
    authScopes: { admin: true },
    description:
      "Admin: one cleaner's payouts (held, paused, waiting, paid, canceled) with their bookings, newest first; paged (`page` from 1, `limit` 1..100, default 10), `total` = all. Amounts in cents. Errors: NOT_FOUND_ERROR for an id that is not a cleaner, AUTHORIZATION_ERROR (not an admin), VALIDATION_ERROR. docs/decisions/0018.",
    args: t.validate(
      { cleanerId: t.arg.id({ required: true }), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 10 }) },
      fieldArgs(cleanerTransactionsInput.extend({ cleanerId: z.string() })),
    ),
    resolve: (_root, args) => admin.cleanerTransactions(args.cleanerId, args),
  }),
  adminCleanerEarnings: t.field({
    type: CleanerEarningsDetailRef,
    authScopes: { admin: true },
    description:
      "Admin: one cleaner's payouts summed per state (cents) and the weekly series of the last 12 weeks (same figures as myEarnings), with the cleaner's name and email. Errors: NOT_FOUND_ERROR for an id that is not a cleaner, AUTHORIZATION_ERROR (not an admin). docs/decisions/0018.",
    args: { cleanerId: t.arg.id({ required: true }) },
    resolve: (_root, args) => admin.cleanerEarningsDetail(String(args.cleanerId)),
  }),
}));

const adminErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError];

builder.mutationFields((t) => ({
  refundPayment: t.field({
    type: PaymentRef,
    authScopes: { admin: true },
    errors: { types: adminErrors },
    description:
      "Admin: gives `amountCents` cents of a succeeded payment back to the customer through the gateway, with a `reason` (recorded with who refunded, and shown to the customer). At most what is left to refund of that payment; the booking's paymentStatus becomes partially_refunded or refunded. A double click refunds once. Returns the refund row. Errors: NotFoundError (unknown payment, or not a customer payment; 404), ConflictError (more than is left, 409), ValidationError (amount 1..100000000 whole cents, reason 3..500 characters; 400), AuthorizationError (not an admin). docs/decisions/0018.",
    args: t.validate({ paymentId: t.arg.id({ required: true }), amountCents: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) }, refundArgs),
    resolve: (_root, args, ctx) => admin.refundPayment(ctx, args.paymentId, args),
  }),
  setBookingPaymentStatus: t.prismaField({
    type: 'Booking',
    authScopes: { admin: true },
    errors: { types: adminErrors },
    description:
      "Admin reconciliation: sets a booking's paymentStatus (unpaid, pending, paid, refunded, partially_refunded, failed) by hand with a required reason (3..500 characters), recorded with who set it (a booking event). No money moves. Errors: NotFoundError (unknown booking, 404), ValidationError (status, reason; 400), AuthorizationError (not an admin). docs/decisions/0018.",
    args: t.validate(
      { bookingId: t.arg.id({ required: true }), paymentStatus: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
      paymentStatusInput.extend({ bookingId: z.string() }),
    ),
    resolve: async (query, _root, args, ctx) => {
      const booking = await admin.setPaymentStatus(ctx, args.bookingId, args);
      return db.booking.findUniqueOrThrow({ ...query, where: { id: booking.id } });
    },
  }),
  updateCancellationPolicy: t.prismaField({
    type: CancellationPolicyRef,
    authScopes: { admin: true },
    errors: { types: adminErrors },
    description: 'Admin: changes one band of the cancellation policy (percent 0..100, lower bound in hours, description). New cancellations use it at once.',
    args: t.validate(
      {
        id: t.arg.int({ required: true }),
        refundPercent: t.arg.int({ required: true }),
        minHoursBeforeStart: t.arg.int(),
        description: t.arg.string({ required: true }),
      },
      policyUpdateInput.extend({ id: z.number() }),
    ),
    resolve: (_query, _root, args, ctx) => admin.updateCancellationPolicy(ctx, args.id, args),
  }),
  releasePayout: t.prismaField({
    type: PayoutRef,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, ConflictError, AuthorizationError] },
    description:
      "Admin: transfers the cleaner's share of the booking now (what was paid less refunds less PLATFORM_FEE_PERCENT, in cents), whether the payout is held, paused by a problem report or waiting for an account; it stays waiting_for_account when the cleaner has no ready account. Once per booking (idempotency key booking:<id>:payout). Errors: NotFoundError (the booking has no payout, 404), ConflictError (already paid or canceled, 409), AuthorizationError (not an admin). docs/decisions/0018.",
    args: { bookingId: t.arg.id({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const payout = await admin.adminReleasePayout(ctx, String(args.bookingId));
      return db.payout.findUniqueOrThrow({ ...query, where: { id: payout.id } });
    },
  }),
}));
