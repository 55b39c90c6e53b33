/**
 * Payout and connected-account types, queries and mutations (issue 7 "Payouts (cleaner)").
 * Same service as /api/payments/connect-account*, /api/payments/transfer/{bookingId} and
 * /api/bookings/{id}/report-problem. Money in cents; instants in UTC.
 */
import { builder } from '../../builder.js';
import { BookingRef } from '../bookings/bookings.graphql.js';

export const PayoutRef = builder.prismaObject('Payout', {
  description:
    "A cleaner's share of one booking: what the customer paid less refunds less the platform fee (PLATFORM_FEE_PERCENT), transferred once per booking after the hold (PAYOUT_HOLD_HOURS after completion). Amounts in cents; instants in UTC.",
  fields: (t) => ({
    id: t.exposeID('id'),
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
    booking: t.relation('booking', { type: BookingRef, description: 'The booking this payout is for.' }),
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
