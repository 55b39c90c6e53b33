/**
 * Booking prices (spec sections 1 and 9): the member hourly rate applies when the customer has an
 * active membership whose tier's hourly range (hourlyMinCents..hourlyMaxCents) holds the service's
 * member rate; otherwise the regular rate. A booking is priced once, at creation: a membership that
 * ends later never changes it. totalCents = round(hourlyRateCents * durationMinutes / 60). All money in cents.
 */
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { getService } from './services.service.js';

export interface BookingQuote {
  serviceId: number;
  durationMinutes: number;
  memberRateCents: number;
  regularRateCents: number;
  appliedTier: 'member' | 'regular';
  hourlyRateCents: number;
  totalCents: number;
  regularTotalCents: number;
  savingsCents: number;
  /** True when the customer's membership covers this service. */
  isMember: boolean;
}

/** Total for a duration at an hourly rate, in cents (rounded half up). */
export function totalFor(hourlyRateCents: number, durationMinutes: number): number {
  return Math.round((hourlyRateCents * durationMinutes) / 60);
}

/** The member hourly range of a tier, in cents (both ends included). */
export interface MemberRange {
  minCents: number;
  maxCents: number;
}

/** The hourly range of the customer's active, unexpired membership tier, or null (cents). */
export async function memberHourlyCap(customerId: string, tx: Prisma.TransactionClient = db, now = new Date()): Promise<MemberRange | null> {
  const membership = await tx.membership.findFirst({
    where: { userId: customerId, status: 'active', currentPeriodEnd: { gt: now } },
    include: { tier: true },
    orderBy: { currentPeriodEnd: 'desc' },
  });
  return membership ? { minCents: membership.tier.hourlyMinCents, maxCents: membership.tier.hourlyMaxCents } : null;
}

/** Prices `durationMinutes` of a service for a customer with the given membership range (null: no membership). */
export function quote(
  service: { id: number; memberPriceCents: number; regularPriceCents: number },
  durationMinutes: number,
  range: MemberRange | null,
): BookingQuote {
  const isMember = range !== null && service.memberPriceCents >= range.minCents && service.memberPriceCents <= range.maxCents;
  const hourlyRateCents = isMember ? service.memberPriceCents : service.regularPriceCents;
  const totalCents = totalFor(hourlyRateCents, durationMinutes);
  const regularTotalCents = totalFor(service.regularPriceCents, durationMinutes);
  return {
    serviceId: service.id,
    durationMinutes,
    memberRateCents: service.memberPriceCents,
    regularRateCents: service.regularPriceCents,
    appliedTier: isMember ? 'member' : 'regular',
    hourlyRateCents,
    totalCents,
    regularTotalCents,
    savingsCents: regularTotalCents - totalCents,
    isMember,
  };
}

/**
 * Quote for the viewer (a signed-out or non-customer viewer gets regular pricing).
 * @param durationHours 0.5-hour steps; invalid values fall back to 2 hours.
 */
export async function quoteForViewer(ctx: Context, serviceId: string | number, durationHours: number): Promise<BookingQuote> {
  const service = await getService(serviceId);
  const hours = Number.isFinite(durationHours) && durationHours >= 0.5 && durationHours <= 12 ? durationHours : 2;
  const cap = ctx.user?.role === 'customer' ? await memberHourlyCap(ctx.user.id) : null;
  return quote(service, Math.round(hours * 60), cap);
}
