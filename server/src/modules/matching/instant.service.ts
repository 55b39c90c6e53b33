/**
 * Instant booking (issue 31; docs/decisions/0044-instant-booking.md): a cleaner's rules, the
 * confirmation of a booking inside them in its own creation request, and the suspension that late
 * cancellations of instant jobs bring (the admins' rule, instant-policy.service.ts).
 *
 * - Rules: enabled, serviceIds ([] = every service the cleaner offers), maxDistanceMiles (at most
 *   their service radius), minNoticeHours, maxJobsPerDay (instant jobs on one local day). A
 *   booking meets them when it is eligible (eligibility.ts: coverage, services, weekly hours, days
 *   off, travel buffer) and instant.ts meetsInstantRulesSql holds.
 * - Confirmation: inside the booking's creation transaction, under the cleaner's accept lock, the
 *   rules are checked again and the SQL accept_jobs takes the job (the overlap exclusion
 *   constraint and the travel buffer decide, as for any accept); `instantAt` is set. When it loses
 *   (a race took the slot), the booking goes on to the normal request path in the same
 *   transaction: the customer never sees an error from the instant attempt.
 */
import { publishBookingUpdated } from '../../pubsub.js';
import { formatUtcDateTime, shortPersonName } from '../../../../schema/format.js';
import { db } from '../../db.js';
import { ValidationError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import type { Booking, InstantBookRule, Prisma } from '../../generated/prisma/client.js';
import { notify } from '../notifications/notifications.service.js';
import { scheduleBookingReminders } from '../notifications/reminders.js';
import { serviceById } from '../services/services.service.js';
import type { MatchRequest } from './eligibility.js';
import { instantFits, stillMeetsInstantRules } from './instant.js';
import type { instantBookInput } from './instant.inputs.js';
import { rankCandidates } from './matching.service.js';

type Tx = Prisma.TransactionClient;

/** A cleaner's instant-booking rules as GET /api/users/instant-book answers them. */
export interface InstantBookData {
  enabled: boolean;
  serviceIds: number[];
  maxDistanceMiles: number;
  minNoticeHours: number;
  maxJobsPerDay: number;
  /** UTC instant the suspension ends; null when not suspended (a past suspension reads null). */
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

/** The rules of a cleaner who never saved any: off, every service, 10 miles, 24 h notice, 2 a day. */
const DEFAULT_RULES = { enabled: false, serviceIds: [], maxDistanceMiles: 10, minNoticeHours: 24, maxJobsPerDay: 2 } as const;

function view(rule: InstantBookRule | null, radius: number, now: Date): InstantBookData {
  const suspended = rule?.suspendedUntil && rule.suspendedUntil > now ? rule.suspendedUntil : null;
  return {
    enabled: rule?.enabled ?? DEFAULT_RULES.enabled,
    serviceIds: rule?.serviceIds ?? [...DEFAULT_RULES.serviceIds],
    maxDistanceMiles: rule?.maxDistanceMiles ?? Math.min(DEFAULT_RULES.maxDistanceMiles, radius),
    minNoticeHours: rule?.minNoticeHours ?? DEFAULT_RULES.minNoticeHours,
    maxJobsPerDay: rule?.maxJobsPerDay ?? DEFAULT_RULES.maxJobsPerDay,
    suspendedUntil: suspended,
    suspensionReason: suspended ? (rule?.suspensionReason ?? null) : null,
  };
}

/** A cleaner's rules (defaults when never saved) and whether they are suspended now. */
export async function instantBookOf(cleanerId: string, now = new Date()): Promise<InstantBookData> {
  const [rule, profile] = await Promise.all([
    db.instantBookRule.findUnique({ where: { cleanerId } }),
    db.cleanerProfile.findUnique({ where: { userId: cleanerId }, select: { serviceRadiusMiles: true } }),
  ]);
  return view(rule, profile?.serviceRadiusMiles ?? DEFAULT_RULES.maxDistanceMiles, now);
}

/** `myInstantBook` / GET /api/users/instant-book: the caller's rules (a cleaner: the field's authScopes). */
export function myInstantBook(ctx: Context): Promise<InstantBookData> {
  return instantBookOf(actor(ctx).id);
}

/**
 * `setInstantBook` / PUT /api/users/instant-book: replaces the caller's five rules (a suspension
 * stays). Beyond the input's bounds: `maxDistanceMiles` at most their service radius, each of
 * `serviceIds` an active service they offer.
 * @throws ValidationError (400 naming maxDistanceMiles or serviceIds)
 */
export async function setInstantBook(ctx: Context, input: Parsed<typeof instantBookInput>): Promise<InstantBookData> {
  const user = actor(ctx);
  const profile = await db.cleanerProfile.findUniqueOrThrow({ where: { userId: user.id }, select: { serviceRadiusMiles: true, offeredServiceIds: true } });
  if (input.maxDistanceMiles > profile.serviceRadiusMiles) {
    const message = `The distance must be at most your service radius (${profile.serviceRadiusMiles} miles)`;
    throw new ValidationError(message, [{ field: 'maxDistanceMiles', message }]);
  }
  const serviceIds = [...new Set(input.serviceIds)];
  if (serviceIds.length) {
    const active = await db.service.findMany({ where: { id: { in: serviceIds }, active: true }, select: { id: true } });
    const offered = (id: number) => profile.offeredServiceIds.length === 0 || profile.offeredServiceIds.includes(id);
    const unknown = serviceIds.find((id) => !active.some((s) => s.id === id) || !offered(id));
    if (unknown !== undefined) {
      const message = `Service ${unknown} is not one of the services you offer`;
      throw new ValidationError(message, [{ field: 'serviceIds', message }]);
    }
  }
  const data = { enabled: input.enabled, serviceIds, maxDistanceMiles: input.maxDistanceMiles, minNoticeHours: input.minNoticeHours, maxJobsPerDay: input.maxJobsPerDay };
  await db.instantBookRule.upsert({ where: { cleanerId: user.id }, create: { cleanerId: user.id, ...data }, update: data });
  return instantBookOf(user.id);
}

/**
 * The cleaners a new booking may be confirmed with at once, best first (read outside any
 * transaction): for a chosen cleaner, that cleaner when the booking meets their rules; for best
 * available, every eligible cleaner whose rules it meets, in the ranking's order (rankCandidates,
 * favourites first), at most `limit` (default 3: the next is tried when a race took the first).
 */
export async function instantCandidates(req: MatchRequest, chosen: string | null, now: Date, limit = 3): Promise<string[]> {
  const fits = await instantFits(req, now, chosen ?? undefined);
  if (chosen) return fits.includes(chosen) ? [chosen] : [];
  if (!fits.length) return [];
  const { items } = await rankCandidates(req, { limit, among: fits });
  return items.map((c) => c.cleanerId);
}

/**
 * Inside the booking's creation transaction (the booking pending, unassigned, just written): the
 * first of `cleanerIds` that still meets their rules under their accept lock and whom accept_jobs
 * gives the job (overlap constraint, travel buffer) confirms it; `instantAt` = now.
 * @returns the confirmed booking, or null when none could take it (the caller goes on to a request)
 */
export async function confirmInstantInTx(tx: Tx, booking: Booking, cleanerIds: readonly string[], now: Date): Promise<Booking | null> {
  for (const cleanerId of cleanerIds) {
    // The lock accept_jobs takes, first, so the daily count below cannot race another instant job.
    await tx.$queryRaw`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtext(${`accept:${cleanerId}`}))`;
    if (!(await stillMeetsInstantRules(tx, cleanerId, booking.id, now))) continue;
    const [row] = await tx.$queryRaw<{ outcome: string }[]>`SELECT t.outcome FROM accept_jobs(${cleanerId}, ARRAY[${booking.id}]::text[], ${now}::timestamptz) AS t`;
    if (row?.outcome !== 'accepted') continue;
    return tx.booking.update({ where: { id: booking.id }, data: { instantAt: now } });
  }
  return null;
}

/**
 * The instant attempt for scripts and the simulation that write bookings themselves, to call
 * before cascade.service.ts startMatching (which does not try instant booking, so the
 * simulation's cascade arm stays the cascade): a booking nobody was asked for yet (no BookingOffer), chosen or
 * best, still unassigned or awaiting its chosen cleaner, is confirmed at once when a cleaner's
 * instant rules allow (instantCandidates, confirmInstantInTx, under the booking row's lock), then
 * the cleaner and the customer are told.
 * @returns true when it was confirmed (the cascade has nothing to do), false otherwise
 */
export async function startInstant(booking: Booking, now: Date): Promise<boolean> {
  if (booking.matching === 'open' || booking.openedToBoardAt || booking.instantAt) return false;
  const chosen = booking.matching === 'chosen' ? booking.cleanerId : null;
  if (booking.latitude == null || booking.longitude == null) return false;
  const req: MatchRequest = {
    customerId: booking.customerId,
    serviceId: booking.serviceId,
    scheduledAt: booking.scheduledAt,
    durationMinutes: booking.durationMinutes,
    point: { zip: booking.zipCode.slice(0, 5), latitude: booking.latitude, longitude: booking.longitude },
    bookingId: booking.id,
  };
  const ids = await instantCandidates(req, chosen, now);
  if (!ids.length) return false;
  const confirmed = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Booking" WHERE "id" = ${booking.id} FOR UPDATE`;
    const current = await tx.booking.findUnique({ where: { id: booking.id } });
    if (!current || current.openedToBoardAt || (await tx.bookingOffer.count({ where: { bookingId: booking.id } })) > 0) return null;
    const startable = chosen ? current.cleanerId === chosen && (current.status === 'pending' || current.status === 'pending_cleaner_response') : current.status === 'pending' && !current.cleanerId;
    return startable ? confirmInstantInTx(tx, current, ids, now) : null;
  });
  if (!confirmed) return false;
  await afterInstantConfirmed(confirmed);
  return true;
}

/**
 * After an instant confirmation committed: the live update, the reminders, and both people told
 * at once (the cleaner: the job is theirs; the customer: confirmed), through the notifications of
 * an accepted job.
 */
export async function afterInstantConfirmed(booking: Booking): Promise<void> {
  publishBookingUpdated(booking.id);
  await scheduleBookingReminders(booking);
  const [service, cleaner] = await Promise.all([
    serviceById(booking.serviceId),
    booking.cleanerId ? db.user.findUnique({ where: { id: booking.cleanerId }, select: { id: true, firstName: true, lastName: true } }) : null,
  ]);
  if (!cleaner) return;
  await notify([
    {
      userId: cleaner.id,
      type: 'cleaner_assigned',
      title: 'New instant booking',
      message: `${service.name} in ${booking.city} on ${formatUtcDateTime(booking.scheduledAt)} UTC was booked instantly: it is confirmed and yours.`,
      data: { bookingId: booking.id, instant: true },
      actions: [{ type: 'view', label: 'View job', data: { bookingId: booking.id } }],
    },
    {
      userId: booking.customerId,
      type: 'booking_accepted',
      title: 'Booking confirmed',
      message: `${shortPersonName(cleaner.firstName, cleaner.lastName)} is confirmed for your ${service.name} booking (instant confirmation).`,
      data: { bookingId: booking.id },
      actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
    },
  ]);
}
