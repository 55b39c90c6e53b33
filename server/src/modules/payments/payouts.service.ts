/**
 * Cleaner payouts and connected accounts
 * (docs/decisions/0018-job-queue-and-payouts.md). GraphQL (payouts.graphql.ts) calls these functions
 * (/api reaches them through it, payments.api.ts); the gateway is reached only through `gateway()`.
 *
 * A booking's payout (one `Payout` row, unique per booking):
 *   held ──hold over (job payout-release)──▶ paid (transfer tr_...)
 *     │                                  └─▶ waiting_for_account (no ready account) ──account ready──▶ paid
 *     └─customer reports a problem──▶ paused ──admin releases──▶ paid
 *   nothing left to pay (all refunded) ──▶ canceled
 * The share is floor((paid − refunded) × (100 − PLATFORM_FEE_PERCENT) / 100) cents, computed when
 * the transfer is made, so refunds made during the hold lower it. One transfer per booking: the
 * gateway write carries the idempotency key `booking:<id>:payout`, and the Payment row of kind
 * payout is unique by that key.
 */
import { db, type Prisma } from '../../db.js';
import { env, appUrl } from '../../env.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { enqueue, registerJob } from '../../jobs/queue.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { dollars } from '../../lib/money.js';
import { logger } from '../../logger.js';
import { pubsub } from '../../pubsub.js';
import type { Context } from '../../context.js';
import { isBookingStatusIn, PAYOUT_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';
import type { ConnectedAccount, Payout } from '../../generated/prisma/client.js';
import { notify } from '../notifications/notifications.service.js';
import { gateway } from './gateway.js';
import type { reportProblemInput } from './payouts.inputs.js';
import { UNKEPT_REASONS, syncGatewayRefunds } from './refunds.service.js';

/** The cleaner's share of what was kept, in cents: floor((paid − refunded) × (100 − fee %) / 100), never negative. */
export function payoutShareCents(paidCents: number, refundedCents: number, feePercent = env.PLATFORM_FEE_PERCENT): number {
  return Math.max(0, Math.floor(((paidCents - refundedCents) * (100 - feePercent)) / 100));
}

/**
 * What the customer paid for a booking and what went back, in cents (succeeded rows only), not
 * counting payments the platform does not keep (refunds.service UNKEPT_REASONS: a charge that
 * landed on a cancelled booking or on a booking already paid) nor their refunds: a cleaner is
 * never paid from them.
 */
export async function keptOf(bookingId: string, client: Prisma.TransactionClient | typeof db = db): Promise<{ paidCents: number; refundedCents: number }> {
  const rows = await client.payment.findMany({
    where: { bookingId, kind: { in: ['payment', 'refund'] }, status: 'succeeded' },
    select: { id: true, kind: true, amountCents: true, reason: true, refundOfId: true },
  });
  const unkept = new Set(rows.filter((r) => r.kind === 'payment' && UNKEPT_REASONS.includes(r.reason ?? '')).map((r) => r.id));
  const sum = (kind: string) => rows.filter((r) => r.kind === kind && !unkept.has(kind === 'payment' ? r.id : (r.refundOfId ?? ''))).reduce((total, r) => total + r.amountCents, 0);
  return { paidCents: sum('payment'), refundedCents: sum('refund') };
}

function holdMs(): number {
  return env.PAYOUT_HOLD_HOURS * 3_600_000;
}

/**
 * Schedules the cleaner's share of a booking as a payout after the hold (PAYOUT_HOLD_HOURS), once
 * per booking: when it is completed and paid, or cancelled with money kept and a cleaner assigned.
 * Does nothing otherwise, or when the payout exists already (the unique bookingId).
 */
export async function schedulePayout(bookingId: string): Promise<void> {
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking?.cleanerId || !isBookingStatusIn(PAYOUT_BOOKING_STATUSES, booking.status)) return;
  const { paidCents, refundedCents } = await keptOf(bookingId);
  const share = payoutShareCents(paidCents, refundedCents);
  if (share <= 0) return;
  const releaseAt = new Date(Date.now() + holdMs());
  try {
    await db.payout.create({ data: { bookingId, cleanerId: booking.cleanerId, amountCents: share, releaseAt } });
  } catch (error) {
    if ((error as { code?: string })?.code !== 'P2002') throw error;
    // Scheduled before (completed, moved back by an admin, completed again): its release is queued again.
    const existing = await db.payout.findUnique({ where: { bookingId } });
    if (existing?.status === 'held') await enqueue('payout-release', { bookingId }, { startAfter: existing.releaseAt, singletonKey: bookingId });
    return;
  }
  pubsub.publish('booking:updated', bookingId, { bookingId });
  await enqueue('payout-release', { bookingId }, { startAfter: releaseAt, singletonKey: bookingId });
}

/** The cleaner's account that can receive payouts, or null. */
async function readyAccount(cleanerId: string): Promise<ConnectedAccount | null> {
  const account = await db.connectedAccount.findUnique({ where: { userId: cleanerId } });
  return account?.payoutsEnabled ? account : null;
}

/**
 * Releases a booking's payout: transfers the share when its hold is over (or `force`, an admin's
 * release, which also lifts a pause) and the cleaner has a ready account; otherwise marks it
 * waiting for an account. Idempotent: a paid payout is returned as it is, and two releases at once
 * transfer once (the gateway's idempotency key `booking:<id>:payout` and the unique Payment row).
 * The booking's refunds are read back from the gateway first (refunds.service syncGatewayRefunds).
 * @returns the payout after the release, or null when the booking has none
 * @throws ConflictError (an admin's release of a booking not completed); the gateway's error when
 *   its refunds cannot be read or the transfer fails (the release job retries)
 */
export async function releasePayout(bookingId: string, options: { force?: boolean; actorId?: string | null } = {}): Promise<Payout | null> {
  const payout = await db.payout.findUnique({ where: { bookingId } });
  if (!payout || payout.status === 'paid' || payout.status === 'canceled') return payout;
  if (!options.force) {
    if (payout.status === 'paused') return payout;
    if (payout.status === 'held' && payout.releaseAt.getTime() > Date.now()) return payout;
  }
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  // A booking an admin moved back from completed (e.g. to confirmed) is not paid for: its payout
  // waits, held, until it is completed again (schedulePayout then queues the release again).
  if (!isBookingStatusIn(PAYOUT_BOOKING_STATUSES, booking.status)) {
    if (options.force) throw new ConflictError('This booking is not completed: its payout cannot be released.');
    return payout;
  }
  // What is kept is read from the gateway's refunds too: a refund whose answer was lost is recorded before the share is computed.
  await syncGatewayRefunds(bookingId);
  const { paidCents, refundedCents } = await keptOf(bookingId);
  const share = payoutShareCents(paidCents, refundedCents);
  if (share <= 0) {
    return db.payout.update({ where: { id: payout.id }, data: { status: 'canceled', amountCents: 0 } });
  }
  const account = await readyAccount(payout.cleanerId);
  if (!account) {
    return db.payout.update({ where: { id: payout.id }, data: { status: 'waiting_for_account', amountCents: share } });
  }
  const idempotencyKey = `booking:${bookingId}:payout`;
  const transfer = await gateway().createTransfer({
    amountCents: share,
    currency: 'usd',
    destination: account.accountId,
    idempotencyKey,
    metadata: { bookingId, cleanerId: payout.cleanerId },
    transferGroup: `booking:${bookingId}`,
  });
  const now = new Date();
  const paid = await db.$transaction(async (tx) => {
    // Compare-and-set: only the first release of a transfer records it.
    const moved = await tx.payout.updateMany({
      where: { id: payout.id, status: { not: 'paid' } },
      data: { status: 'paid', transferId: transfer.id, paidAt: now, amountCents: transfer.amountCents },
    });
    if (!moved.count) return null;
    await tx.payment.create({
      data: {
        bookingId,
        customerId: booking.customerId,
        cleanerId: payout.cleanerId,
        kind: 'payout',
        amountCents: transfer.amountCents,
        currency: transfer.currency,
        status: 'succeeded',
        gatewayId: transfer.id,
        idempotencyKey,
      },
    });
    await tx.bookingEvent.create({
      data: {
        bookingId,
        actorId: options.actorId ?? null,
        kind: 'payout_released',
        fromValue: payout.status,
        toValue: 'paid',
        data: { transferId: transfer.id, amountCents: transfer.amountCents },
      },
    });
    return tx.payout.findUniqueOrThrow({ where: { id: payout.id } });
  });
  if (!paid) return db.payout.findUnique({ where: { id: payout.id } });
  pubsub.publish('booking:updated', bookingId, { bookingId });
  await notify([
    {
      userId: payout.cleanerId,
      type: 'payout_paid',
      title: 'Payout sent',
      message: `We sent you ${dollars(transfer.amountCents)} for a completed job.`,
      data: { bookingId, amountCents: transfer.amountCents },
      actions: [{ type: 'view', label: 'View earnings', data: { bookingId } }],
    },
  ]);
  return paid;
}

/** Releases every payout of a cleaner that waits for an account (after the account became ready). */
async function releaseWaiting(cleanerId: string): Promise<void> {
  const waiting = await db.payout.findMany({ where: { cleanerId, status: 'waiting_for_account' }, select: { bookingId: true } });
  for (const { bookingId } of waiting) await releasePayout(bookingId);
}

/**
 * Releases payouts whose hold ended while no worker ran (start-up): held rows with releaseAt in the
 * past and waiting rows whose cleaner has an account now. Jobs already queued for them do nothing twice.
 * @returns how many payouts were looked at
 */
export async function releaseDuePayouts(now = new Date()): Promise<number> {
  const due = await db.payout.findMany({
    where: { OR: [{ status: 'held', releaseAt: { lte: now } }, { status: 'waiting_for_account' }] },
    select: { bookingId: true },
    take: 500,
  });
  for (const { bookingId } of due) {
    try {
      await releasePayout(bookingId);
    } catch (error) {
      logger.warn({ err: error, bookingId }, 'payout release at start-up failed; the queue retries it');
      await enqueue('payout-release', { bookingId }, { singletonKey: bookingId });
    }
  }
  return due.length;
}

// The queue runs releases at the end of each hold.
registerJob('payout-release', async ({ bookingId }) => {
  await releasePayout(bookingId);
});

/**
 * The customer reports a problem with a completed booking within the hold
 * (POST /api/bookings/{id}/report-problem): the payout is paused until an admin releases it or
 * refunds; admins are told. Recorded as a BookingEvent `problem_reported`. The caller is a
 * customer (the field's authScopes); the booking must be theirs.
 * @param input the reason, parsed at the GraphQL boundary (payouts.graphql.ts)
 * @returns the paused payout
 * @throws NotFoundError (not the caller's booking), ConflictError (not completed, no payout, released, or the hold is over)
 */
export async function reportProblem(ctx: Context, bookingId: string, { reason }: Parsed<typeof reportProblemInput>): Promise<Payout> {
  const user = actor(ctx);
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking || booking.customerId !== user.id) throw new NotFoundError('We could not find that booking.');
  if (booking.status !== 'completed') throw new ConflictError('Problems can be reported once the job is completed.');
  const payout = await db.payout.findUnique({ where: { bookingId } });
  if (!payout) throw new ConflictError('This booking has no payout to hold (it was not paid).');
  if (payout.status === 'paused') return payout;
  if (payout.status !== 'held') throw new ConflictError('The payout for this booking has already been released.');
  if (payout.releaseAt.getTime() <= Date.now()) {
    throw new ConflictError(`Problems can be reported within ${env.PAYOUT_HOLD_HOURS} hours of completion.`);
  }
  const now = new Date();
  const paused = await db.$transaction(async (tx) => {
    const moved = await tx.payout.updateMany({
      where: { id: payout.id, status: 'held' },
      data: { status: 'paused', problemReason: reason, problemReportedAt: now },
    });
    if (!moved.count) throw new ConflictError('The payout for this booking has already been released.');
    await tx.bookingEvent.create({ data: { bookingId, actorId: user.id, kind: 'problem_reported', fromValue: 'held', toValue: 'paused', reason } });
    return tx.payout.findUniqueOrThrow({ where: { id: payout.id } });
  });
  pubsub.publish('booking:updated', bookingId, { bookingId });
  const admins = await db.user.findMany({ where: { role: 'admin', status: 'active' }, select: { id: true } });
  await notify(
    admins.map((admin) => ({
      userId: admin.id,
      type: 'problem_reported',
      title: 'Problem reported',
      message: `${user.firstName} reported a problem with a completed booking: ${reason}`,
      data: { bookingId },
      actions: [{ type: 'view', label: 'View booking', data: { bookingId } }],
    })),
  );
  return paused;
}

/** What creating a connected account answers: the account and the onboarding link (null when ready at once). */
export interface ConnectAccountResult {
  account: ConnectedAccount;
  url: string | null;
}

/**
 * The cleaner's connected account (POST /api/payments/connect-account): the existing one or a new
 * one (idempotency key `user:<id>:connect-account`), and the gateway's onboarding link while the
 * account is not ready (Stripe), null when it is (the embedded gateway: ready at once). A ready
 * account releases the payouts waiting for it. The caller is a cleaner (the field's authScopes).
 */
export async function createConnectAccount(ctx: Context): Promise<ConnectAccountResult> {
  const user = actor(ctx);
  let row = await db.connectedAccount.findUnique({ where: { userId: user.id } });
  if (!row) {
    const account = await gateway().createConnectedAccount({
      email: user.email,
      idempotencyKey: `user:${user.id}:connect-account`,
      metadata: { userId: user.id },
    });
    row = await db.connectedAccount.upsert({
      where: { userId: user.id },
      create: { userId: user.id, accountId: account.id, payoutsEnabled: account.payoutsEnabled, detailsSubmitted: account.detailsSubmitted },
      update: {},
    });
  } else if (!row.payoutsEnabled) {
    row = await refreshAccount(row);
  }
  let url: string | null = null;
  if (!row.payoutsEnabled) {
    const back = env.CONNECT_RETURN_URL ?? `${appUrl()}/cleaner/earnings`;
    url = await gateway().createAccountLink({ accountId: row.accountId, refreshUrl: back, returnUrl: back });
  } else {
    await releaseWaiting(user.id);
  }
  return { account: row, url };
}

/** Reads the account's state from the gateway into the row. */
async function refreshAccount(row: ConnectedAccount): Promise<ConnectedAccount> {
  const account = await gateway().retrieveAccount(row.accountId);
  if (!account) return row;
  if (account.payoutsEnabled === row.payoutsEnabled && account.detailsSubmitted === row.detailsSubmitted) return row;
  return db.connectedAccount.update({
    where: { userId: row.userId },
    data: { payoutsEnabled: account.payoutsEnabled, detailsSubmitted: account.detailsSubmitted },
  });
}

/**
 * The cleaner's connected account, or null (GET /api/payments/connect-account/status); an account
 * not ready yet is read again from the gateway, and releases waiting payouts once it is. The
 * caller is a cleaner (the field's authScopes).
 */
export async function connectAccountStatus(ctx: Context): Promise<ConnectedAccount | null> {
  const user = actor(ctx);
  const row = await db.connectedAccount.findUnique({ where: { userId: user.id } });
  if (!row || row.payoutsEnabled) return row;
  const fresh = await refreshAccount(row);
  if (fresh.payoutsEnabled) await releaseWaiting(user.id);
  return fresh;
}

/**
 * Applies an `account.updated` webhook event (inside the webhook's transaction): the account's
 * payouts_enabled and details_submitted. When payouts became enabled, returns the work to run after
 * the commit: releasing the cleaner's payouts that wait for an account.
 */
export async function applyAccountUpdated(tx: Prisma.TransactionClient, account: Record<string, unknown>): Promise<(() => Promise<void>) | undefined> {
  if (typeof account.id !== 'string') return undefined;
  const row = await tx.connectedAccount.findUnique({ where: { accountId: account.id } });
  if (!row) return undefined;
  const payoutsEnabled = account.payouts_enabled === true;
  const detailsSubmitted = account.details_submitted === true;
  await tx.connectedAccount.update({ where: { userId: row.userId }, data: { payoutsEnabled, detailsSubmitted } });
  return payoutsEnabled && !row.payoutsEnabled ? () => releaseWaiting(row.userId) : undefined;
}

/** The payout of a booking for its customer, its cleaner and admins; null for anyone else or when there is none. */
export async function payoutOfBooking(ctx: Context, booking: { id: string; customerId: string; cleanerId: string | null }): Promise<Payout | null> {
  const user = ctx.user;
  if (!user || (user.role !== 'admin' && user.id !== booking.customerId && user.id !== booking.cleanerId)) return null;
  return db.payout.findUnique({ where: { bookingId: booking.id } });
}
