/**
 * The late-cancellation rule of instant booking (issue 31; docs/decisions/0044-instant-booking.md):
 * data in the one row of InstantBookPolicy that admins edit. A cancellation by the cleaner of one
 * of their instant jobs (Booking.instantAt set) less than `lateHours` before its start is late;
 * `count` late cancellations within the last `windowDays` suspend the cleaner's instant booking
 * for `suspensionDays` from the last one (InstantBookRule.suspendedUntil, with the reason they
 * see). Defaults: 2 within 30 days suspend for 14 days; late = under 24 hours before the start.
 */
import { db } from '../../db.js';
import { recordAudit } from '../../lib/audit.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import type { InstantBookPolicy } from '../../generated/prisma/client.js';
import { notify } from '../notifications/notifications.service.js';
import { formatUtcDate } from '../../../../schema/format.js';
import type { instantBookPolicyInput } from './instant.inputs.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The rule (the migration writes row 1; a missing row reads as the defaults). */
export async function instantBookPolicy(): Promise<InstantBookPolicy> {
  return db.instantBookPolicy.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
}

/**
 * `setInstantBookPolicy` / PUT /api/admin/instant-book-rule (admins: the field's authScopes):
 * replaces the rule, audited (`instant_book_policy.update`, before and after) in the same
 * transaction. Suspensions already running keep their end.
 */
export async function setInstantBookPolicy(ctx: Context, input: Parsed<typeof instantBookPolicyInput>): Promise<InstantBookPolicy> {
  const admin = actor(ctx);
  return db.$transaction(async (tx) => {
    const before = await tx.instantBookPolicy.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
    const after = await tx.instantBookPolicy.update({ where: { id: 1 }, data: { ...input, updatedById: admin.id } });
    const fields = (p: InstantBookPolicy) => ({ count: p.count, windowDays: p.windowDays, suspensionDays: p.suspensionDays, lateHours: p.lateHours });
    await recordAudit(tx, { actorId: admin.id, action: 'instant_book_policy.update', entityType: 'instant_book_policy', entityId: '1', before: fields(before), after: fields(after) });
    return after;
  });
}

/** Whether a cancellation at `at` of a job starting at `scheduledAt` is late under `policy`. */
export function isLateCancellation(policy: Pick<InstantBookPolicy, 'lateHours'>, scheduledAt: Date, at: Date): boolean {
  return scheduledAt.getTime() - at.getTime() < policy.lateHours * HOUR;
}

/**
 * After the cleaner's cancellation of a booking committed (bookings lifecycle): when it was one of
 * their instant jobs cancelled late, their late cancellations of instant jobs within the window
 * are counted from the bookings and their events (the cancellation's status_changed event names
 * them as actor); at `count` or more, instant booking is suspended until now + suspensionDays and
 * they are told why. Idempotent: counting again gives the same end.
 */
export async function afterCleanerCancelled(bookingId: string, cleanerId: string, now: Date): Promise<void> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { instantAt: true, scheduledAt: true, cleanerId: true, status: true } });
  if (!booking?.instantAt || booking.status !== 'cancelled' || booking.cleanerId !== cleanerId) return;
  const policy = await instantBookPolicy();
  if (!isLateCancellation(policy, booking.scheduledAt, now)) return;
  const [row] = await db.$queryRaw<{ late: number }[]>`
    SELECT count(DISTINCT x."id")::int AS late
    FROM "Booking" AS x JOIN "BookingEvent" AS ev ON ev."bookingId" = x."id"
    WHERE x."cleanerId" = ${cleanerId} AND x."instantAt" IS NOT NULL AND x."status" = 'cancelled'
      AND ev."kind" = 'status_changed' AND ev."toValue" = 'cancelled' AND ev."actorId" = ${cleanerId}
      AND ev."createdAt" > ${new Date(now.getTime() - policy.windowDays * DAY)}::timestamptz
      AND ev."createdAt" > x."scheduledAt" - make_interval(hours => ${policy.lateHours}::int)`;
  const late = row?.late ?? 0;
  if (late < policy.count) return;
  const until = new Date(now.getTime() + policy.suspensionDays * DAY);
  const reason = `${late} instant jobs cancelled less than ${policy.lateHours} hours before the start within ${policy.windowDays} days: instant booking is paused until ${formatUtcDate(until)}.`;
  await db.instantBookRule.upsert({
    where: { cleanerId },
    create: { cleanerId, suspendedUntil: until, suspensionReason: reason },
    update: { suspendedUntil: until, suspensionReason: reason },
  });
  await notify([{ userId: cleanerId, type: 'booking_updated', title: 'Instant booking paused', message: reason, data: {} }]);
}
