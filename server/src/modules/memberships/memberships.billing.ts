/**
 * Charging memberships and the ends of their periods (docs/decisions/0019; spec sections 1 and 9;
 * docs/decisions/0019): plan prices, the gateway charge of a subscription, an upgrade or a renewal,
 * and the renewal (or end) of a membership when its period is over, run by the job queue. The
 * customer lifecycle (memberships.service.ts) and the admin tools (memberships.admin.service.ts)
 * build on these. Money in cents; instants UTC.
 *
 * Membership states: pending (the first payment is not through yet) -> active (member rates until
 * currentPeriodEnd) -> cancelled (a cancel took effect, or an admin ended it) | expired (a renewal
 * failed, or a granted membership ran out). At most one pending or active membership per customer
 * (a partial unique index), so a double click on "subscribe" charges once.
 */
import { db, type Prisma } from '../../db.js';
import { NotFoundError, PaymentError, ValidationError } from '../../errors.js';
import { dollars } from '../../lib/money.js';
import { logger } from '../../logger.js';
import type { Membership, MembershipPayment, MembershipTier } from '../../generated/prisma/client.js';
import { enqueue, registerJob } from '../../jobs/queue.js';
import { notify } from '../notifications/notifications.service.js';
import { gateway, isTestMode } from '../payments/gateway.js';
import { formatUtcDate } from '../../../../schema/format.js';
import type { TierCode } from './memberships.inputs.js';

/** A membership with its tier (and the tier a downgrade waits for). */
export type MembershipWithTier = Membership & { tier: MembershipTier };

/** Prisma `include` of a membership with its tier. */
export const withTier = { tier: true } as const;

/** The test gateway's card when a caller sends no payment method (test mode only). */
const TEST_CARD = 'pm_card_visa';

/** `date` plus `months` calendar months in UTC, the day clamped to the month's length (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Price in cents of `months` of a tier: the plan's price, or months x the monthly rate when no such plan exists. */
export async function planPrice(tier: TierCode, months: number, client: Prisma.TransactionClient = db): Promise<{ tier: MembershipTier; priceCents: number }> {
  const row = await client.membershipTier.findUnique({ where: { code: tier }, include: { plans: { where: { months } } } });
  if (!row) throw new NotFoundError('We could not find that membership tier.');
  return { tier: row, priceCents: row.plans[0]?.priceCents ?? row.monthlyRateCents * months };
}

/** The customer's membership that is active now (or pending its first payment), with its tier; null when none. */
export async function liveMembership(userId: string, client: Prisma.TransactionClient = db): Promise<MembershipWithTier | null> {
  return client.membership.findFirst({
    where: { userId, status: 'active', currentPeriodEnd: { gt: new Date() } },
    include: { tier: true },
    orderBy: { currentPeriodEnd: 'desc' },
  });
}

/**
 * Resolves the payment method a charge uses: the given one, the saved one, or (test mode) the test card.
 * @throws ValidationError (field paymentMethodId) when there is none
 */
export function methodFor(given: string | null | undefined, saved: string | null): string {
  const method = given ?? saved ?? (isTestMode() ? TEST_CARD : null);
  if (!method) {
    throw new ValidationError('Please add a card to pay for the membership.', [{ field: 'paymentMethodId', message: 'A payment method is required' }]);
  }
  return method;
}

/**
 * The user's gateway customer (`cus_...`). With Stripe it is created on first use and kept on the
 * user (`gatewayCustomerId`); the idempotency key is per user, so two first charges at once create
 * one Customer. The embedded gateway derives its test customer from the same key and nothing is
 * stored, so the column only ever holds Stripe ids (switching a database from test mode to Stripe
 * keys never sends Stripe a test id).
 */
export async function gatewayCustomerFor(userId: string): Promise<string> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true, lastName: true, gatewayCustomerId: true } });
  const stripe = gateway().mode === 'stripe';
  if (stripe && user.gatewayCustomerId) return user.gatewayCustomerId;
  const customerId = await gateway().createCustomer({
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    idempotencyKey: `customer:${userId}`,
    metadata: { userId },
  });
  if (stripe) await db.user.updateMany({ where: { id: userId, gatewayCustomerId: null }, data: { gatewayCustomerId: customerId } });
  return customerId;
}

/**
 * Charges `amountCents` for a membership through the gateway (a PaymentIntent confirmed with the
 * payment method at once) and records it. The same `key` makes the same charge (a retried job or a
 * double click charges once).
 * @throws PaymentError (402) with the gateway's message when the card is declined
 */
export async function charge(
  membership: Pick<Membership, 'id' | 'userId'>,
  input: { kind: 'subscribe' | 'upgrade' | 'renewal'; tier: TierCode; amountCents: number; paymentMethodId: string; key: string },
): Promise<MembershipPayment> {
  const metadata = { membershipId: membership.id, kind: input.kind, tier: input.tier };
  // The card is kept on the customer's gateway customer: Stripe charges a card again off-session
  // (renewals) only when it is attached to one.
  const customerId = await gatewayCustomerFor(membership.userId);
  const renewal = input.kind === 'renewal';
  const intent = await gateway().createPaymentIntent({
    amountCents: input.amountCents,
    currency: 'usd',
    idempotencyKey: `${input.key}:pi`,
    metadata,
    customerId,
    ...(renewal ? {} : { setupFutureUsage: 'off_session' as const }),
  });
  const confirmed =
    intent.status === 'succeeded'
      ? intent
      : await gateway().confirmPaymentIntent(intent.id, {
          paymentMethodId: input.paymentMethodId,
          idempotencyKey: `${input.key}:confirm`,
          offSession: renewal,
        });
  const succeeded = confirmed.status === 'succeeded';
  const failureMessage = succeeded ? null : (confirmed.lastError?.message ?? 'The payment needs more steps than this card allows.');
  const row = await db.membershipPayment.upsert({
    where: { idempotencyKey: input.key },
    create: {
      membershipId: membership.id,
      userId: membership.userId,
      kind: input.kind,
      tierCode: input.tier,
      amountCents: input.amountCents,
      status: succeeded ? 'succeeded' : 'failed',
      gatewayId: confirmed.id,
      idempotencyKey: input.key,
      failureMessage,
    },
    update: { status: succeeded ? 'succeeded' : 'failed', failureMessage },
  });
  if (!succeeded) throw new PaymentError(failureMessage ?? undefined);
  return row;
}

/** Queues the renewal (or end) of a membership at the end of its period. */
export async function scheduleRenewal(m: Pick<Membership, 'id' | 'currentPeriodEnd'>): Promise<void> {
  await enqueue('membership-renewal', { membershipId: m.id }, { startAfter: m.currentPeriodEnd, singletonKey: `${m.id}:${m.currentPeriodEnd.toISOString()}` }).catch(
    (error: unknown) => logger.error({ err: error, membershipId: m.id }, 'could not queue the membership renewal; renewDueMemberships at start-up catches it'),
  );
}

/** Marks the user's memberships whose period ended as ended, and removes first payments abandoned for 10 minutes. */
export async function expireEnded(userId: string, now: Date): Promise<void> {
  const due = await db.membership.findMany({ where: { userId, status: 'active', currentPeriodEnd: { lte: now } }, select: { id: true } });
  for (const m of due) await renewMembership(m.id, now);
  await db.membership.deleteMany({ where: { userId, status: 'pending', createdAt: { lt: new Date(now.getTime() - 10 * 60_000) } } });
}

/**
 * The end of a membership's period (the queue's `membership-renewal` job, and start-up): a
 * cancelled one becomes cancelled, a granted one expired; otherwise the same plan (at the tier a
 * downgrade waited for) is charged to the saved payment method and a new period starts. A decline
 * ends it (expired, the gateway's message kept) and tells the customer. Does nothing before the
 * end or when already handled, so a repeated job changes nothing and charges once.
 */
export async function renewMembership(membershipId: string, now = new Date()): Promise<void> {
  const m = await db.membership.findUnique({ where: { id: membershipId }, include: withTier });
  if (!m || m.status !== 'active' || m.currentPeriodEnd > now) return;
  const periodEnd = m.currentPeriodEnd;
  const guard = { id: m.id, status: 'active' as const, currentPeriodEnd: periodEnd };
  if (m.cancelAtPeriodEnd || m.source === 'grant' || !m.paymentMethodId) {
    await db.membership.updateMany({ where: guard, data: { status: m.cancelAtPeriodEnd ? 'cancelled' : 'expired', endedAt: periodEnd } });
    return;
  }
  const tier = (m.scheduledTierCode ?? m.tierCode) as TierCode;
  const { priceCents, tier: nextTier } = await planPrice(tier, m.planMonths);
  try {
    await charge(m, { kind: 'renewal', tier, amountCents: priceCents, paymentMethodId: m.paymentMethodId, key: `membership:${m.id}:renewal:${periodEnd.toISOString()}` });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The renewal payment failed.';
    const ended = await db.membership.updateMany({ where: guard, data: { status: 'expired', endedAt: periodEnd, lastRenewalError: message } });
    if (ended.count) {
      await notify([
        {
          userId: m.userId,
          type: 'membership_renewal_failed',
          title: 'Membership renewal failed',
          message: `We could not renew your ${m.tier.name} membership (${message}). Member rates no longer apply; you can subscribe again any time.`,
          data: { membershipId: m.id },
          actions: [{ type: 'view', label: 'View membership', data: { membershipId: m.id } }],
        },
      ]);
    }
    return;
  }
  const nextEnd = addMonths(periodEnd, m.planMonths);
  const renewed = await db.membership.updateMany({
    where: guard,
    data: { tierCode: tier, scheduledTierCode: null, currentPeriodStart: periodEnd, currentPeriodEnd: nextEnd, lastRenewalError: null },
  });
  if (renewed.count) {
    await scheduleRenewal({ id: m.id, currentPeriodEnd: nextEnd });
    await notify([
      {
        userId: m.userId,
        type: 'membership_renewed',
        title: 'Membership renewed',
        message: `Your ${nextTier.name} membership renewed for ${dollars(priceCents)} until ${formatUtcDate(nextEnd)}.`,
        data: { membershipId: m.id },
        actions: [],
      },
    ]);
  }
}

/** Renews or ends every membership whose period is over (start-up: periods that ended while the app was down). @returns how many were due */
export async function renewDueMemberships(now = new Date()): Promise<number> {
  const due = await db.membership.findMany({ where: { status: 'active', currentPeriodEnd: { lte: now } }, select: { id: true } });
  for (const m of due) await renewMembership(m.id, now).catch((error: unknown) => logger.error({ err: error, membershipId: m.id }, 'membership renewal failed'));
  return due.length;
}

registerJob('membership-renewal', async ({ membershipId }) => renewMembership(membershipId));
