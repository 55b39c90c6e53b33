/**
 * A customer's membership (spec sections 1, 7 and 9; docs/decisions/0019):
 * buying a tier's plan through the payment gateway, changing tier (an upgrade applies now and
 * charges the prorated difference; a downgrade waits for the end of the period), cancelling at the
 * end of the period and undoing that, the renewal card, and the payment-subscription view. Charges,
 * renewal and expiry are in memberships.billing.ts; member pricing in memberships.pricing.ts; the
 * admin tools in memberships.admin.service.ts. GraphQL (which /api runs) validates the input with
 * memberships.inputs.ts and lets only customers call these (authScopes); each acts on the caller's
 * own membership. Money in cents; instants UTC.
 */
import { db } from '../../db.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import type { Membership } from '../../generated/prisma/client.js';
import { notify } from '../notifications/notifications.service.js';
import { gateway, isTestMode } from '../payments/gateway.js';
import { formatUtcDate } from '../../../../schema/format.js';
import type { activateInput, paymentMethodInput, subscribeInput, TierCode } from './memberships.inputs.js';
import {
  addMonths,
  charge,
  expireEnded,
  gatewayCustomerFor,
  liveMembership,
  methodFor,
  planPrice,
  scheduleRenewal,
  withTier,
  type MembershipWithTier,
} from './memberships.billing.js';

/** Stripe does not charge less than 50 cents; a smaller upgrade difference is not charged. */
const MIN_CHARGE_CENTS = 50;

/** The tiers with their plans, cheapest first (public). */
export function membershipTiers() {
  return db.membershipTier.findMany({ orderBy: { sortOrder: 'asc' }, include: { plans: { orderBy: { months: 'asc' } } } });
}

/** The calling customer's membership that is active now, or null. */
export async function currentMembership(ctx: Context): Promise<MembershipWithTier | null> {
  return liveMembership(actor(ctx).id);
}

/**
 * Buys `months` of a tier: creates the membership (pending), charges the plan price through the
 * gateway, and makes it active for that many months from now. A decline removes the pending
 * membership and answers 402 with the gateway's message.
 * @param input tier, months and payment method, parsed by `subscribeInput`
 * @throws ValidationError (no payment method outside test mode), ConflictError (already a member:
 *   change tier instead), PaymentError (declined)
 */
export async function subscribe(ctx: Context, input: Parsed<typeof subscribeInput>): Promise<MembershipWithTier> {
  const user = actor(ctx);
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
      message: `Your ${active.tier.name} membership is active until ${formatUtcDate(active.currentPeriodEnd)}. Member rates apply to your next bookings.`,
      data: { membershipId: active.id },
      actions: [{ type: 'view', label: 'View membership', data: { membershipId: active.id } }],
    },
  ]);
  return active;
}

/**
 * The customer's membership that is active now, for a change to it (a business rule: there must be one).
 * @throws NotFoundError (404) when there is none
 */
async function findLiveMembershipOrThrow(userId: string): Promise<MembershipWithTier> {
  const m = await liveMembership(userId);
  if (!m) throw new NotFoundError('You have no active membership.');
  return m;
}

/**
 * Changes tier. An upgrade (a higher monthly rate) applies now and charges the difference between
 * the two plans' prices for the part of the period that is left; a downgrade is kept in
 * `scheduledTierCode` and applies at the end of the period; choosing the current tier again drops
 * a waiting downgrade.
 * @param input the tier and an optional payment method, parsed by `activateInput`
 * @throws NotFoundError (no active membership), ConflictError (already on that tier), PaymentError
 */
export async function changeTier(ctx: Context, input: Parsed<typeof activateInput>, now = new Date()): Promise<MembershipWithTier> {
  const current = await findLiveMembershipOrThrow(actor(ctx).id);
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
  const current = await findLiveMembershipOrThrow(actor(ctx).id);
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

/** The calling customer's active membership as a payment subscription, or null. */
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
  const current = await findLiveMembershipOrThrow(actor(ctx).id);
  if (!current.cancelAtPeriodEnd) throw new ConflictError('Your membership is not cancelled.');
  const m = await db.membership.update({ where: { id: current.id }, data: { cancelAtPeriodEnd: false, cancelledAt: null }, include: withTier });
  await scheduleRenewal(m);
  return m;
}

/**
 * Saves the payment method renewals charge, attached to the customer's gateway customer. In test
 * mode only the test cards are accepted.
 * @param input a pm_... id, parsed by `paymentMethodInput`
 * @throws NotFoundError (no active membership), ValidationError (unknown test card; a card the
 *   gateway will not attach, e.g. one belonging to another customer)
 */
export async function setPaymentMethod(ctx: Context, input: Parsed<typeof paymentMethodInput>): Promise<MembershipWithTier> {
  const user = actor(ctx);
  if (isTestMode() && !['pm_card_visa', 'pm_card_chargeDeclined'].includes(input.paymentMethodId)) {
    throw new ValidationError(`No such PaymentMethod: '${input.paymentMethodId}'. Test mode accepts pm_card_visa and pm_card_chargeDeclined.`, [
      { field: 'paymentMethodId', message: 'Use pm_card_visa or pm_card_chargeDeclined in test mode' },
    ]);
  }
  const current = await findLiveMembershipOrThrow(user.id);
  // Renewals charge it off-session: it must be attached to the customer's gateway customer.
  await gateway().attachPaymentMethod({
    paymentMethodId: input.paymentMethodId,
    customerId: await gatewayCustomerFor(user.id),
    idempotencyKey: `attach:${user.id}:${input.paymentMethodId}`,
  });
  return db.membership.update({ where: { id: current.id }, data: { paymentMethodId: input.paymentMethodId }, include: withTier });
}
