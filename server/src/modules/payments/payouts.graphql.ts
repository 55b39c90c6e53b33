/**
 * Payout and connected-account types, queries and mutations (docs/decisions/0018).
 * /api/payments/connect-account* and /api/bookings/{id}/report-problem run these fields
 * (payments.api.ts); the admins' release (/api/payments/transfer/{bookingId}) is in
 * payments.admin.graphql.ts. Money in cents; instants in UTC.
 */
import { z } from 'zod';
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import * as payouts from './payouts.service.js';
import { reportProblemInput } from './payouts.inputs.js';

export const PayoutRef = builder.prismaObject('Payout', {
  description:
    "A cleaner's share of one booking: what the customer paid less refunds less the platform fee (PLATFORM_FEE_PERCENT), transferred once per booking after the hold (PAYOUT_HOLD_HOURS after completion). Amounts in cents; instants in UTC.",
  fields: (t) => ({
    id: t.exposeID('id'),
    bookingId: t.exposeID('bookingId', { description: 'The booking this payout is for (uuid).' }),
    status: t.string({
      description:
        'held (within the hold), paused (the customer reported a problem; an admin releases or refunds), waiting_for_account (due, but the cleaner has no payout account yet), paid (transferred) or canceled (nothing to pay).',
      resolve: (p) => p.status,
    }),
    amountCents: t.expose('amountCents', { type: 'NonNegativeInt', description: "The cleaner's share in cents as last computed (final once paid)." }),
    releaseAt: t.expose('releaseAt', { type: 'DateTime', description: 'UTC instant the hold ends.' }),
    problemReason: t.exposeString('problemReason', { nullable: true, description: "The customer's problem report that paused the payout, if any." }),
    problemReportedAt: t.expose('problemReportedAt', { type: 'DateTime', nullable: true, description: 'UTC instant of the problem report.' }),
    transferId: t.exposeString('transferId', { nullable: true, description: 'The gateway transfer (tr_...) once paid.' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true, description: 'UTC instant the transfer was made.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'UTC instant the payout was scheduled.' }),
    booking: t.relation('booking', { description: 'The booking this payout is for.' }),
  }),
});

export const ConnectedAccountRef = builder.prismaObject('ConnectedAccount', {
  description: "A cleaner's connected account at the payment gateway (Stripe Connect Express), where payouts are sent.",
  fields: (t) => ({
    id: t.exposeString('accountId', { description: 'acct_...' }),
    payoutsEnabled: t.exposeBoolean('payoutsEnabled', { description: 'The gateway can pay transfers to this account out.' }),
    detailsSubmitted: t.exposeBoolean('detailsSubmitted', { description: "The cleaner finished the gateway's onboarding form." }),
  }),
});


const ConnectAccountPayloadRef = builder.objectRef<payouts.ConnectAccountResult>('ConnectAccountPayload').implement({
  description: "The cleaner's connected account and, while it is not ready, the gateway's onboarding link.",
  fields: (t) => ({
    account: t.field({ type: ConnectedAccountRef, resolve: (r) => r.account }),
    url: t.exposeString('url', {
      nullable: true,
      description: "Stripe's onboarding link (Account Link) to finish the account; null when it is ready (the embedded test gateway's accounts are ready at once).",
    }),
  }),
});

builder.prismaObjectField('Booking', 'payout', (t) =>
  t.prismaField({
    type: PayoutRef,
    nullable: true,
    description: "The cleaner's payout of this booking (docs/decisions/0016): for its customer, its cleaner and admins; null for anyone else or before one is scheduled.",
    resolve: (query, booking, _args, ctx) =>
      payouts.payoutOfBooking(ctx, booking).then((p) => (p ? db.payout.findUnique({ ...query, where: { id: p.id } }) : null)),
  }),
);

builder.queryFields((t) => ({
  connectAccountStatus: t.prismaField({
    type: ConnectedAccountRef,
    nullable: true,
    authScopes: { cleaner: true },
    description:
      "Cleaner: the signed-in cleaner's connected account at the payment gateway (acct_...), or null before one is created. An account not ready yet is read again from the gateway. Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR (not a cleaner). docs/decisions/0018.",
    resolve: (_query, _root, _args, ctx) => payouts.connectAccountStatus(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createConnectAccount: t.field({
    type: ConnectAccountPayloadRef,
    authScopes: { cleaner: true },
    errors: {
      types: [AuthorizationError, ConflictError],
      result: {
        // The payload's fields beside `data`, so /api answers them at the top (POST /api/payments/connect-account).
        fields: (r) => ({
          account: r.field({ type: ConnectedAccountRef, description: 'The connected account (same as data.account).', resolve: (p) => p.account }),
          url: r.exposeString('url', { nullable: true, description: "Stripe's onboarding link; null when the account is ready (same as data.url)." }),
        }),
      },
    },
    description:
      "Cleaner: creates (or returns) the signed-in cleaner's connected account at the payment gateway. Stripe: an Express account and `url`, the onboarding link to finish it; embedded test gateway: an account ready at once (`url` null). A ready account releases the cleaner's payouts that were waiting for one. Errors: AuthorizationError (not a cleaner, 403), ConflictError. docs/decisions/0018.",
    resolve: (_root, _args, ctx) => payouts.createConnectAccount(ctx),
  }),
  reportBookingProblem: t.prismaField({
    type: PayoutRef,
    authScopes: { customer: true },
    errors: { types: [ValidationError, NotFoundError, ConflictError, AuthorizationError] },
    description:
      "Customer: the booking's customer reports a problem with a completed booking within the payout hold (PAYOUT_HOLD_HOURS after completion): the cleaner's payout is paused until an admin releases it or refunds; admins are notified. Errors: NotFoundError (not the caller's booking, 404), ConflictError (not completed, not paid, payout already released or hold over; 409), ValidationError (reason 3..1000 characters, 400), AuthorizationError (not a customer). docs/decisions/0018.",
    args: t.validate({ bookingId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) }, reportProblemInput.extend({ bookingId: z.string() })),
    resolve: async (query, _root, args, ctx) => {
      const payout = await payouts.reportProblem(ctx, args.bookingId, { reason: args.reason });
      return db.payout.findUniqueOrThrow({ ...query, where: { id: payout.id } });
    },
  }),
}));
