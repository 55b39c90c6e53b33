/**
 * A plan's visits as answers show them (Plan.visits;
 * docs/decisions/0033): every date of the 12-week window, booked or planned, with its price in cents,
 * its booking when the viewer may see it, and, after a change, each conflict with up to 3
 * alternatives (cleaner cards). Dates are local "YYYY-MM-DD" at the address, instants UTC.
 */
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import type { Booking } from '../../generated/prisma/client.js';
import type { CleanerCardData } from '../matching/cleaner-card.js';
import type { VisitCheck } from './plans.check.js';
import { planPrice, type CheckedPlan } from './plans.service.js';
import { alternativeCards, alternativesOf, dateColumn, dateOnly, visitsOf, type PlanVisitData, type PlanVisitStatus } from './plans.visits.js';
import { horizonEnd, localDateOf } from './recurrence.js';

/**
 * The plan's visits in answers: for an active plan every date from today (local) through the
 * 12-week window, booked or planned; for a paused, cancelled or ended plan its bookings in that
 * window. A visit's booking is shown to the viewer when it is theirs to see (its customer, its
 * cleaner, an admin). With a mutation's checks, each not-booked visit carries its conflict.
 */
export async function planVisits(ctx: Context, plan: CheckedPlan, now = new Date()): Promise<PlanVisitData[]> {
  const viewer = ctx.user;
  const today = localDateOf(now, plan.timeZone);
  const until = horizonEnd(now, plan.timeZone);
  const [exceptions, bookings, price] = await Promise.all([
    db.planException.findMany({ where: { planId: plan.id } }),
    db.booking.findMany({ where: { planId: plan.id, planDate: { gte: dateColumn(today), lte: dateColumn(until) } } }),
    planPrice(plan),
  ]);
  const byDate = new Map(bookings.map((b) => [dateOnly(b.planDate!), b]));
  const visible = (b: Booking) => !!viewer && (viewer.role === 'admin' || b.customerId === viewer.id || b.cleanerId === viewer.id);
  const dates = plan.status === 'active' ? visitsOf(plan, exceptions, { from: today, until }) : [];
  const seen = new Set<string>();
  const out: PlanVisitData[] = [];
  const cards = await alternativeCards(plan.checks);
  for (const v of dates) {
    seen.add(v.date);
    const booking = byDate.get(v.date);
    const check = plan.checks?.get(v.date);
    out.push(visitData(v.date, booking, v, price.totalCents, visible, check, cards));
  }
  for (const booking of bookings) {
    const date = dateOnly(booking.planDate!);
    if (seen.has(date)) continue;
    const moved = exceptions.some((e) => dateOnly(e.date) === date && e.kind === 'move');
    out.push(visitData(date, booking, { scheduledAt: booking.scheduledAt, skipped: false, moved }, price.totalCents, visible, undefined, cards));
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

function visitData(
  date: string,
  booking: Booking | undefined,
  v: { scheduledAt: Date; skipped: boolean; moved: boolean },
  plannedCents: number,
  visible: (b: Booking) => boolean,
  check: VisitCheck | undefined,
  cards: Map<string, CleanerCardData>,
): PlanVisitData {
  const shown = booking && visible(booking) ? booking : null;
  const status: PlanVisitStatus = v.skipped ? 'skipped' : booking ? booking.status : 'planned';
  const conflict = !booking && !v.skipped && check?.conflict ? check.conflict : booking && check?.conflict && booking.matching === 'best' ? check.conflict : null;
  return {
    date,
    scheduledAt: booking && !v.skipped ? booking.scheduledAt : v.scheduledAt,
    bookingId: shown?.id ?? null,
    booking: shown,
    status,
    moved: v.moved,
    totalCents: booking ? booking.totalCents : plannedCents,
    conflict,
    alternatives: conflict ? alternativesOf(check, cards) : null,
  };
}
