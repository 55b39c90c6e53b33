/**
 * Memberships (issue 8 "Memberships"; spec sections 1, 7 and 9; docs/decisions/0019): buying a
 * tier's plan through the payment gateway, changing tier (an upgrade applies now and charges the
 * prorated difference; a downgrade waits for the end of the period), cancelling at the end of the
 * period and undoing that, renewal and expiry from the job queue, member pricing, and the admin
 * tools (grant, cancel, lists, analytics). GraphQL and /api call these functions; role rules live
 * here. Money in cents; instants UTC.
 *
 * Membership states: pending (the first payment is not through yet) -> active (member rates until
 * currentPeriodEnd) -> cancelled (a cancel took effect, or an admin ended it) | expired (a renewal
 * failed, or a granted membership ran out). At most one pending or active membership per customer
 * (a partial unique index), so a double click on "subscribe" charges once.
 */
import { db, type Prisma } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError, PaymentError, ValidationError } from '../../errors.js';
import { parseInput } from '../../lib/validate.js';
import { dollars } from '../../lib/money.js';
import { logger } from '../../logger.js';
import type { Context, CurrentUser } from '../../context.js';
import type { Membership, MembershipPayment, MembershipTier } from '../../generated/prisma/client.js';
import { enqueue, registerJob } from '../../jobs/queue.js';
import { notify } from '../notifications/notifications.service.js';
import { recordAudit } from '../admin/audit.service.js';
import { gateway, isTestMode } from '../payments/gateway.js';
import { quote, type BookingQuote } from '../bookings/pricing.js';
import { getService } from '../services/services.service.js';
import {
  activateInput,
  adminCancelInput,
  grantInput,
  membershipListInput,
  paymentMethodInput,
  pricingInput,
  subscribeInput,
  type TierCode,
} from './memberships.inputs.js';
import { requireAdmin, requireUser } from '../../lib/guards.js';

/** A membership with its tier (and the tier a downgrade waits for). */
export type MembershipWithTier = Membership & { tier: MembershipTier };

/** The test gateway's card when a caller sends no payment method (test mode only). */
const TEST_CARD = 'pm_card_visa';
/** Stripe does not charge less than 50 cents; a smaller upgrade difference is not charged. */
const MIN_CHARGE_CENTS = 50;

function requireCustomer(ctx: Context): CurrentUser {
  const user = requireUser(ctx);
  if (user.role !== 'customer') throw new AuthorizationError('Only customers can have a membership.');
  return user;
}

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

/** The tiers with their plans, cheapest first (public). */
export function membershipTiers() {
  return db.membershipTier.findMany({ orderBy: { sortOrder: 'asc' }, include: { plans: { orderBy: { months: 'asc' } } } });
}

/** Price in cents of `months` of a tier: the plan's price, or months x the monthly rate when no such plan exists. */
async function planPrice(tier: TierCode, months: number, client: Prisma.TransactionClient = db): Promise<{ tier: MembershipTier; priceCents: number }> {
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
 * The caller's current membership (active now), or null. Customers only.
 * @throws AuthenticationError, AuthorizationError (not a customer)
 */
export async function currentMembership(ctx: Context): Promise<MembershipWithTier | null> {
  const user = requireCustomer(ctx);
  return liveMembership(user.id);
}

/** Resolves the payment method a charge uses: the given one, the saved one, or (test mode) the test card. */
function methodFor(given: string | null | undefined, saved: string | null): string {
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
async function gatewayCustomerFor(userId: string): Promise<string> {
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
async function charge(
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
async function scheduleRenewal(m: Pick<Membership, 'id' | 'currentPeriodEnd'>): Promise<void> {
  await enqueue('membership-renewal', { membershipId: m.id }, { startAfter: m.currentPeriodEnd, singletonKey: `${m.id}:${m.currentPeriodEnd.toISOString()}` }).catch(
    (error: unknown) => logger.error({ err: error, membershipId: m.id }, 'could not queue the membership renewal; renewDueMemberships at start-up catches it'),
  );
}

const withTier = { tier: true } as const;

/**
 * Buys `months` of a tier: creates the membership (pending), charges the plan price through the
 * gateway, and makes it active for that many months from now. A decline removes the pending
 * membership and answers 402 with the gateway's message.
 * @throws AuthorizationError (not a customer), ValidationError (tier, months, payment method),
 *   ConflictError (already a member: change tier instead), PaymentError (declined)
 */
export async function subscribe(ctx: Context, raw: unknown): Promise<MembershipWithTier> {
  const user = requireCustomer(ctx);
  const input = parseInput(subscribeInput, raw);
  const method = methodFor(input.paymentMethodId, null);
  const { priceCents } = await planPrice(input.tier, input.months);
  const now = new Date();
  // Ended periods and abandoned first payments no longer hold the one-membership slot.
  await expireEnded(user.id, now);
  let pending: Membership;
  try {
    pending = await db.membership.create({
      data: { userId: user.id, tierCode: input.tier, status: 'pending', planMonths: input.months, startedAt: now, currentPeriodStart: now, currentPeriodEnd: now, paymentMethodId: method },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') {
      throw new ConflictError('You already have a membership. Change its tier instead of buying another.');
    }
    throw error;
  }
  try {
    await charge(pending, { kind: 'subscribe', tier: input.tier, amountCents: priceCents, paymentMethodId: method, key: `membership:${pending.id}:subscribe` });
  } catch (error) {
    await db.membership.delete({ where: { id: pending.id } }).catch(() => undefined);
    throw error;
  }
  const active = await db.membership.update({
    where: { id: pending.id },
    data: { status: 'active', currentPeriodEnd: addMonths(now, input.months) },
    include: withTier,
  });
  await scheduleRenewal(active);
  await notify([
    {
      userId: user.id,
      type: 'membership_started',
      title: `Welcome to ${active.tier.name}`,
      message: `Your ${active.tier.name} membership is active until ${active.currentPeriodEnd.toISOString().slice(0, 10)}. Member rates apply to your next bookings.`,
      data: { membershipId: active.id },
      actions: [{ type: 'view', label: 'View membership', data: { membershipId: active.id } }],
    },
  ]);
  return active;
}

/** Marks the user's memberships whose period ended as ended, and removes first payments abandoned for 10 minutes. */
async function expireEnded(userId: string, now: Date): Promise<void> {
  const due = await db.membership.findMany({ where: { userId, status: 'active', currentPeriodEnd: { lte: now } }, select: { id: true } });
  for (const m of due) await renewMembership(m.id, now);
  await db.membership.deleteMany({ where: { userId, status: 'pending', createdAt: { lt: new Date(now.getTime() - 10 * 60_000) } } });
}

/** The caller's active membership, or 404. */
async function requireLive(user: CurrentUser): Promise<MembershipWithTier> {
  const m = await liveMembership(user.id);
  if (!m) throw new NotFoundError('You have no active membership.');
  return m;
}

/**
 * Changes tier. An upgrade (a higher monthly rate) applies now and charges the difference between
 * the two plans' prices for the part of the period that is left; a downgrade is kept in
 * `scheduledTierCode` and applies at the end of the period; choosing the current tier again drops
 * a waiting downgrade.
 * @throws NotFoundError (no active membership), ConflictError (already on that tier), PaymentError
 */
export async function changeTier(ctx: Context, raw: unknown, now = new Date()): Promise<MembershipWithTier> {
  const user = requireCustomer(ctx);
  const input = parseInput(activateInput, raw);
  const current = await requireLive(user);
  if (input.tier === current.tierCode) {
    if (!current.scheduledTierCode) throw new ConflictError(`You are already on ${current.tier.name}.`);
    return db.membership.update({ where: { id: current.id }, data: { scheduledTierCode: null }, include: withTier });
  }
  const target = await planPrice(input.tier, current.planMonths);
  if (target.tier.monthlyRateCents < current.tier.monthlyRateCents) {
    return db.membership.update({ where: { id: current.id }, data: { scheduledTierCode: input.tier }, include: withTier });
  }
  const { priceCents: currentPrice } = await planPrice(current.tierCode, current.planMonths);
  const periodMs = Math.max(current.currentPeriodEnd.getTime() - current.currentPeriodStart.getTime(), 1);
  const leftMs = Math.max(current.currentPeriodEnd.getTime() - now.getTime(), 0);
  const difference = Math.round(((target.priceCents - currentPrice) * leftMs) / periodMs);
  const method = methodFor(input.paymentMethodId, current.paymentMethodId);
  if (difference >= MIN_CHARGE_CENTS) {
    const upgrades = await db.membershipPayment.count({ where: { membershipId: current.id, kind: 'upgrade' } });
    await charge(current, { kind: 'upgrade', tier: input.tier, amountCents: difference, paymentMethodId: method, key: `membership:${current.id}:upgrade:${upgrades + 1}:${input.tier}` });
  }
  return db.membership.update({
    where: { id: current.id },
    data: { tierCode: input.tier, scheduledTierCode: null, paymentMethodId: method },
    include: withTier,
  });
}

/**
 * Cancels the caller's membership at the end of the paid period: member rates stay until then,
 * and it does not renew.
 * @throws NotFoundError (no active membership), ConflictError (already cancelled)
 */
export async function cancel(ctx: Context): Promise<MembershipWithTier> {
  const user = requireCustomer(ctx);
  const current = await requireLive(user);
  if (current.cancelAtPeriodEnd) throw new ConflictError('Your membership is already cancelled; it ends at the end of the period.');
  return db.membership.update({ where: { id: current.id }, data: { cancelAtPeriodEnd: true, cancelledAt: new Date() }, include: withTier });
}

/** A membership in a payment subscription's terms (Stripe Subscription's shape, narrowed). Cents. */
export interface PaymentSubscription {
  /** The membership id. */
  id: string;
  /** Stripe's subscription status words: active, incomplete (first payment not through), canceled. */
  status: 'active' | 'canceled' | 'incomplete' | 'past_due';
  /** The tier the next renewal buys (a waiting downgrade, else the current tier). */
  tier: TierCode;
  /** What each renewal charges, in cents. */
  amountCents: number;
  currency: 'usd';
  interval: 'month';
  /** Months per renewal (the plan length). */
  intervalCount: number;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** `m` as a payment subscription (GET /api/payments/subscription). */
export async function asPaymentSubscription(m: MembershipWithTier): Promise<PaymentSubscription> {
  const tier = (m.scheduledTierCode ?? m.tierCode) as TierCode;
  const { priceCents } = await planPrice(tier, m.planMonths);
  return {
    id: m.id,
    status: m.status === 'active' ? 'active' : m.status === 'pending' ? 'incomplete' : 'canceled',
    tier,
    amountCents: priceCents,
    currency: 'usd',
    interval: 'month',
    intervalCount: m.planMonths,
    currentPeriodEnd: m.currentPeriodEnd,
    cancelAtPeriodEnd: m.cancelAtPeriodEnd,
  };
}

/**
 * The caller's active membership as a payment subscription, or null. Customers only.
 * @throws AuthenticationError, AuthorizationError (not a customer)
 */
export async function currentSubscription(ctx: Context): Promise<PaymentSubscription | null> {
  const m = await currentMembership(ctx);
  return m ? asPaymentSubscription(m) : null;
}

/**
 * {@link cancel}, answered as a payment subscription (PUT /api/payments/subscription/cancel).
 * @throws NotFoundError (no active membership), ConflictError (already cancelled)
 */
export async function cancelSubscription(ctx: Context): Promise<PaymentSubscription> {
  return asPaymentSubscription(await cancel(ctx));
}

/**
 * Undoes a cancel before the period ends: the membership renews again.
 * @throws NotFoundError (no active membership), ConflictError (not cancelled, or a granted membership)
 */
export async function reactivate(ctx: Context): Promise<MembershipWithTier> {
  const user = requireCustomer(ctx);
  const current = await requireLive(user);
  if (!current.cancelAtPeriodEnd) throw new ConflictError('Your membership is not cancelled.');
  const m = await db.membership.update({ where: { id: current.id }, data: { cancelAtPeriodEnd: false, cancelledAt: null }, include: withTier });
  await scheduleRenewal(m);
  return m;
}

/**
 * Saves the payment method renewals charge, attached to the customer's gateway customer. In test
 * mode only the test cards are accepted.
 * @throws NotFoundError (no active membership), ValidationError (not a pm_... id; unknown test card;
 *   a card the gateway will not attach, e.g. one belonging to another customer)
 */
export async function setPaymentMethod(ctx: Context, raw: unknown): Promise<MembershipWithTier> {
  const user = requireCustomer(ctx);
  const input = parseInput(paymentMethodInput, raw);
  if (isTestMode() && !['pm_card_visa', 'pm_card_chargeDeclined'].includes(input.paymentMethodId)) {
    throw new ValidationError(`No such PaymentMethod: '${input.paymentMethodId}'. Test mode accepts pm_card_visa and pm_card_chargeDeclined.`, [
      { field: 'paymentMethodId', message: 'Use pm_card_visa or pm_card_chargeDeclined in test mode' },
    ]);
  }
  const current = await requireLive(user);
  // Renewals charge it off-session: it must be attached to the customer's gateway customer.
  await gateway().attachPaymentMethod({
    paymentMethodId: input.paymentMethodId,
    customerId: await gatewayCustomerFor(user.id),
    idempotencyKey: `attach:${user.id}:${input.paymentMethodId}`,
  });
  return db.membership.update({ where: { id: current.id }, data: { paymentMethodId: input.paymentMethodId }, include: withTier });
}

/** What a booking costs with and without a tier (cents). */
export interface MembershipPricing {
  tier: TierCode | null;
  /** The tier covers the service (its member rate lies in the tier's hourly range). */
  covered: boolean;
  withMembership: BookingQuote;
  withoutMembership: BookingQuote;
  /** withoutMembership.totalCents - withMembership.totalCents. */
  savingsCents: number;
}

/**
 * POST /api/memberships/calculate-pricing: the price of `durationHours` of a service with the
 * given tier (default: the caller's active tier; none for visitors) and without one.
 * @throws ValidationError, NotFoundError (service)
 */
export async function calculatePricing(ctx: Context, raw: unknown): Promise<MembershipPricing> {
  const input = parseInput(pricingInput, raw);
  const service = await getService(input.serviceId);
  let tierCode: TierCode | null = input.tier ?? null;
  if (!tierCode && ctx.user?.role === 'customer') tierCode = (await liveMembership(ctx.user.id))?.tierCode ?? null;
  const tier = tierCode ? await db.membershipTier.findUnique({ where: { code: tierCode } }) : null;
  const minutes = Math.round(input.durationHours * 60);
  const withMembership = quote(service, minutes, tier ? { minCents: tier.hourlyMinCents, maxCents: tier.hourlyMaxCents } : null);
  const withoutMembership = quote(service, minutes, null);
  return { tier: tierCode, covered: withMembership.isMember, withMembership, withoutMembership, savingsCents: withoutMembership.totalCents - withMembership.totalCents };
}

/** The caller's savings so far (cents). */
export interface MembershipSavings {
  /** Bookings priced at the member rate (cancelled and rejected ones left out). */
  memberBookings: number;
  /** Sum over those bookings of (regular rate - member rate) x duration, in cents. */
  savingsCents: number;
  /** Membership payments that went through, in cents. */
  feesPaidCents: number;
  /** savingsCents - feesPaidCents (may be negative). */
  netSavingsCents: number;
}

/** GET /api/memberships/analytics: the signed-in customer's savings. @throws AuthorizationError (not a customer) */
export async function savings(ctx: Context): Promise<MembershipSavings> {
  const user = requireCustomer(ctx);
  const [bookings, fees] = await Promise.all([
    db.booking.findMany({
      where: { customerId: user.id, priceTier: 'member', status: { notIn: ['cancelled', 'rejected'] } },
      select: { totalCents: true, durationMinutes: true, service: { select: { regularPriceCents: true } } },
    }),
    db.membershipPayment.aggregate({ where: { userId: user.id, status: 'succeeded' }, _sum: { amountCents: true } }),
  ]);
  const savingsCents = bookings.reduce((sum, b) => sum + Math.max(Math.round((b.service.regularPriceCents * b.durationMinutes) / 60) - b.totalCents, 0), 0);
  const feesPaidCents = fees._sum.amountCents ?? 0;
  return { memberBookings: bookings.length, savingsCents, feesPaidCents, netSavingsCents: savingsCents - feesPaidCents };
}

/** One page of a list. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  /** All matches over every page. */
  total: number;
}

export type MembershipWithUser = MembershipWithTier & { user: { id: string; firstName: string; lastName: string; email: string } };

/**
 * Admin: every membership (GET /api/memberships/all), newest first; or with `liveOnly` the active
 * ones (GET /api/admin/users-with-membership). Filters status, tier, search (name or email).
 * @throws AuthorizationError (not an admin), ValidationError
 */
export async function listMemberships(ctx: Context, raw: unknown, liveOnly = false): Promise<Page<MembershipWithUser>> {
  requireAdmin(ctx);
  const input = parseInput(membershipListInput, raw);
  const where: Prisma.MembershipWhereInput = {
    ...(liveOnly ? { status: 'active', currentPeriodEnd: { gt: new Date() } } : input.status ? { status: input.status } : {}),
    ...(input.tier ? { tierCode: input.tier } : {}),
    ...(input.search
      ? {
          user: {
            OR: [
              { email: { contains: input.search, mode: 'insensitive' } },
              { firstName: { contains: input.search, mode: 'insensitive' } },
              { lastName: { contains: input.search, mode: 'insensitive' } },
            ],
          },
        }
      : {}),
  };
  const [items, total] = await Promise.all([
    db.membership.findMany({
      where,
      include: { tier: true, user: { select: { id: true, firstName: true, lastName: true, email: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
    }),
    db.membership.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}

/**
 * Admin: ends a membership now (member rates stop at once; nothing is refunded), with a reason
 * recorded with who ended it.
 * @throws AuthorizationError, NotFoundError, ConflictError (already over)
 */
export async function adminCancel(ctx: Context, membershipId: string, raw: unknown): Promise<MembershipWithTier> {
  const admin = requireAdmin(ctx);
  const input = parseInput(adminCancelInput, raw);
  const now = new Date();
  const result = await db.$transaction(async (tx) => {
    const before = await tx.membership.findUnique({ where: { id: membershipId } });
    const changed = await tx.membership.updateMany({
      where: { id: membershipId, status: { in: ['active', 'pending'] } },
      data: { status: 'cancelled', cancelledAt: now, endedAt: now, cancelledById: admin.id, cancelReason: input.reason, cancelAtPeriodEnd: true },
    });
    if (changed.count && before) {
      await recordAudit(tx, { actorId: admin.id, action: 'membership.cancel', entityType: 'membership', entityId: membershipId, before: { status: before.status, userId: before.userId }, after: { status: 'cancelled' }, reason: input.reason });
    }
    return changed;
  });
  const m = await db.membership.findUnique({ where: { id: membershipId }, include: withTier });
  if (!m) throw new NotFoundError('We could not find that membership.');
  if (!result.count) throw new ConflictError('This membership has already ended.');
  await notify([
    {
      userId: m.userId,
      type: 'membership_cancelled',
      title: 'Membership ended',
      message: `Your ${m.tier.name} membership was ended by our team: ${input.reason}`,
      data: { membershipId: m.id },
      actions: [],
    },
  ]);
  return m;
}

/**
 * Admin: grants a customer a tier for `months` months without payment, recorded with who and
 * why. It does not renew (it expires at the end).
 * @throws AuthorizationError, NotFoundError (no such customer), ConflictError (already a member)
 */
export async function grant(ctx: Context, userId: string, raw: unknown): Promise<MembershipWithTier> {
  const admin = requireAdmin(ctx);
  const input = parseInput(grantInput, raw);
  const customer = await db.user.findUnique({ where: { id: userId }, select: { id: true, role: true } });
  if (!customer || customer.role !== 'customer') throw new NotFoundError('We could not find that customer.');
  const now = new Date();
  await expireEnded(userId, now);
  try {
    const m = await db.$transaction(async (tx) => {
      const created = await tx.membership.create({
        data: {
          userId,
          tierCode: input.tier,
          status: 'active',
          planMonths: input.months,
          startedAt: now,
          currentPeriodStart: now,
          currentPeriodEnd: addMonths(now, input.months),
          source: 'grant',
          grantedById: admin.id,
          grantReason: input.reason,
        },
        include: withTier,
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'membership.grant',
        entityType: 'membership',
        entityId: created.id,
        after: { userId, tier: input.tier, months: input.months, currentPeriodEnd: created.currentPeriodEnd.toISOString() },
        reason: input.reason,
      });
      return created;
    });
    await scheduleRenewal(m);
    await notify([
      {
        userId,
        type: 'membership_started',
        title: `You have ${m.tier.name}`,
        message: `Our team gave you ${input.months} month${input.months === 1 ? '' : 's'} of ${m.tier.name}. Member rates apply to your next bookings.`,
        data: { membershipId: m.id },
        actions: [{ type: 'view', label: 'View membership', data: { membershipId: m.id } }],
      },
    ]);
    return m;
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new ConflictError('This customer already has a membership.');
    throw error;
  }
}

/** Admin membership analytics (cents; months are UTC calendar months, YYYY-MM). */
export interface MembershipAnalytics {
  membersByTier: { tier: TierCode; name: string; active: number }[];
  activeMembers: number;
  revenueByMonth: { month: string; revenueCents: number; payments: number }[];
  churnByMonth: { month: string; activeAtStart: number; started: number; ended: number; churnPercent: number }[];
}

const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** The last `n` UTC months, oldest first, as [start, end) pairs. */
function lastMonths(n: number, now: Date): { key: string; start: Date; end: Date }[] {
  const out = [];
  for (let i = n - 1; i >= 0; i -= 1) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i + 1, 1));
    out.push({ key: monthKey(start), start, end });
  }
  return out;
}

/**
 * GET /api/admin/membership-analytics: active members per tier, membership revenue per month
 * (succeeded payments, last 12 months) and churn per month (last 6 months: memberships that ended
 * in the month / active at its start, in percent with one decimal).
 * @throws AuthorizationError
 */
export async function adminAnalytics(ctx: Context, now = new Date()): Promise<MembershipAnalytics> {
  requireAdmin(ctx);
  const months12 = lastMonths(12, now);
  const [tiers, active, payments, spans] = await Promise.all([
    db.membershipTier.findMany({ orderBy: { sortOrder: 'asc' } }),
    db.membership.groupBy({ by: ['tierCode'], where: { status: 'active', currentPeriodEnd: { gt: now } }, _count: { _all: true } }),
    db.membershipPayment.findMany({ where: { status: 'succeeded', createdAt: { gte: months12[0]!.start } }, select: { amountCents: true, createdAt: true } }),
    db.membership.findMany({ where: { status: { not: 'pending' } }, select: { startedAt: true, endedAt: true, status: true, currentPeriodEnd: true } }),
  ]);
  const counts = new Map(active.map((a) => [a.tierCode, a._count._all]));
  const revenue = new Map<string, { revenueCents: number; payments: number }>();
  for (const p of payments) {
    const entry = revenue.get(monthKey(p.createdAt)) ?? { revenueCents: 0, payments: 0 };
    entry.revenueCents += p.amountCents;
    entry.payments += 1;
    revenue.set(monthKey(p.createdAt), entry);
  }
  const endOf = (s: (typeof spans)[number]) => s.endedAt ?? (s.status === 'active' ? null : s.currentPeriodEnd);
  const churnByMonth = lastMonths(6, now).map(({ key, start, end }) => {
    const activeAtStart = spans.filter((s) => s.startedAt < start && (endOf(s) === null || endOf(s)! >= start)).length;
    const started = spans.filter((s) => s.startedAt >= start && s.startedAt < end).length;
    const ended = spans.filter((s) => {
      const e = endOf(s);
      return e !== null && e >= start && e < end && e <= now;
    }).length;
    return { month: key, activeAtStart, started, ended, churnPercent: activeAtStart ? Math.round((ended / activeAtStart) * 1000) / 10 : 0 };
  });
  const membersByTier = tiers.map((t) => ({ tier: t.code, name: t.name, active: counts.get(t.code) ?? 0 }));
  return {
    membersByTier,
    activeMembers: membersByTier.reduce((s, t) => s + t.active, 0),
    revenueByMonth: months12.map(({ key }) => ({ month: key, ...(revenue.get(key) ?? { revenueCents: 0, payments: 0 }) })),
    churnByMonth,
  };
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
        message: `Your ${nextTier.name} membership renewed for ${dollars(priceCents)} until ${nextEnd.toISOString().slice(0, 10)}.`,
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
