/**
 * Booking prices (spec sections 1 and 9): the member hourly rate applies when the customer has an
 * active membership whose tier covers the service's member rate (hourlyMaxCents); otherwise the
 * regular rate. totalCents = round(hourlyRateCents * durationMinutes / 60). All money in cents.
 */
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { getService } from '../services/services.service.js';

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

/** The active membership tier's hourly cap for a customer, or null (cents). */
export async function memberHourlyCap(customerId: string, tx: Prisma.TransactionClient = db, now = new Date()): Promise<number | null> {
  const membership = await tx.membership.findFirst({
    where: { userId: customerId, status: 'active', currentPeriodEnd: { gt: now } },
    include: { tier: true },
    orderBy: { currentPeriodEnd: 'desc' },
  });
  return membership ? membership.tier.hourlyMaxCents : null;
}

/** Prices `durationMinutes` of a service for a customer with the given membership cap. */
export function quote(
  service: { id: number; memberPriceCents: number; regularPriceCents: number },
  durationMinutes: number,
  memberCapCents: number | null,
): BookingQuote {
  const isMember = memberCapCents !== null && service.memberPriceCents <= memberCapCents;
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
