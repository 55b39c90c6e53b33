/**
 * /api routes of cleaner payouts and connected accounts (issue 7 "Payouts (cleaner)") over
 * payouts.service, the same functions as GraphQL. Amounts in cents; instants ISO UTC.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, uuidParam } from '../../rest/schemas.js';
import type { ConnectedAccount, Payout } from '../../generated/prisma/client.js';
import * as payouts from './payouts.service.js';
import { reportProblemInput } from './payouts.inputs.js';

const accountSchema = z
  .object({
    id: z.string().meta({ description: 'The connected account at the gateway (acct_...).' }),
    payoutsEnabled: z.boolean().meta({ description: 'Transfers to it can be paid out.' }),
    detailsSubmitted: z.boolean().meta({ description: "The gateway's onboarding form is complete." }),
  })
  .meta({ id: 'ConnectedAccount' });

const toAccountJson = (a: ConnectedAccount) => ({ id: a.accountId, payoutsEnabled: a.payoutsEnabled, detailsSubmitted: a.detailsSubmitted });

export const payoutSchema = z
  .object({
    id: z.uuid(),
    bookingId: z.uuid(),
    status: z.enum(['held', 'paused', 'waiting_for_account', 'paid', 'canceled']).meta({
      description: 'held (within the hold), paused (problem reported), waiting_for_account, paid (transferred) or canceled (nothing to pay).',
    }),
    amountCents: z.int().min(0).meta({ description: "The cleaner's share in cents (final once paid)." }),
    releaseAt: isoInstant.meta({ description: 'UTC instant the hold ends.' }),
    problemReason: z.string().nullable(),
    transferId: z.string().nullable().meta({ description: 'tr_... once paid.' }),
    paidAt: isoInstant.nullable(),
  })
  .meta({ id: 'Payout' });

/** The /api shape of a payout. */
export const toPayoutJson = (p: Payout): z.input<typeof payoutSchema> => ({
  id: p.id,
  bookingId: p.bookingId,
  status: p.status,
  amountCents: p.amountCents,
  releaseAt: p.releaseAt.toISOString(),
  problemReason: p.problemReason,
  transferId: p.transferId,
  paidAt: p.paidAt?.toISOString() ?? null,
});

const bookingParams = z.object({ bookingId: uuidParam });
const idParams = z.object({ id: uuidParam });

export const payoutsRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/payments/connect-account',
    tag: 'Payments',
    summary: 'Create the payout account',
    description:
      "Creates (or returns) the signed-in cleaner's connected account at the gateway. Stripe: an Express account and `url`, the onboarding link to finish it. Embedded test gateway: an account ready at once, `url: null`. A ready account releases the cleaner's payouts that were waiting for one.",
    auth: 'cleaner',
    response: z.object({ account: accountSchema, url: z.string().nullable().meta({ description: "Stripe's onboarding link; null when the account is ready." }) }),
    errors: [],
    handler: async (req) => {
      const result = await payouts.createConnectAccount(req.ctx);
      return { account: toAccountJson(result.account), url: result.url };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/payments/connect-account/status',
    tag: 'Payments',
    summary: 'Payout account status',
    description: "The signed-in cleaner's connected account, or `account: null` before one is created. An account not ready yet is read again from the gateway.",
    auth: 'cleaner',
    response: z.object({ account: accountSchema.nullable() }),
    errors: [],
    handler: async (req) => {
      const account = await payouts.connectAccountStatus(req.ctx);
      return { account: account ? toAccountJson(account) : null };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/payments/transfer/:bookingId',
    tag: 'Payments',
    summary: "Release a booking's payout now",
    description:
      "Admin: transfers the cleaner's share of the booking now (what was paid less refunds less PLATFORM_FEE_PERCENT), whether the payout is held, paused by a problem report or waiting for an account; it stays `waiting_for_account` when the cleaner has no ready account. Once per booking (idempotency key booking:<id>:payout). 404 when the booking has no payout; 409 when it was already paid or canceled.",
    auth: 'admin',
    input: { params: bookingParams },
    response: z.object({ payout: payoutSchema }),
    errors: [404, 409],
    handler: async (req) => ({ payout: toPayoutJson(await payouts.adminReleasePayout(req.ctx, req.params.bookingId)) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/bookings/:id/report-problem',
    tag: 'Bookings',
    summary: 'Report a problem with a completed booking',
    description:
      "The booking's customer reports a problem within the payout hold (PAYOUT_HOLD_HOURS after completion): the cleaner's payout is paused until an admin releases it or refunds; admins are notified. 404 for another customer's booking; 409 when the job is not completed, was not paid, or the payout was already released or the hold is over.",
    auth: 'customer',
    input: { params: idParams, body: reportProblemInput },
    response: z.object({ payout: payoutSchema }),
    errors: [404, 409],
    handler: async (req) => ({ payout: toPayoutJson(await payouts.reportProblem(req.ctx, req.params.id, req.body)) }),
  }),
];
