/**
 * The admin side of bookings (docs/decisions/0020): the filtered list of every booking, the
 * cleaners an admin may assign (approved, active, serving the zip code, free at that time), the
 * assignment itself, and editing a booking's details.
 *
 * Assigning moves a booking to pending_cleaner_response ('Awaiting Cleaner Response') with that
 * cleaner, who gets a cleaner_assigned notification to accept or decline; a decline of an admin's
 * assignment returns the booking to open (pending, no cleaner) instead of ending it
 * (bookings.jobs.service.ts rejectBooking reads the 'assigned' BookingEvent). The exclusion constraint
 * still refuses a cleaner two overlapping jobs, whatever the list showed.
 *
 * Who may call is decided by each field's authScopes (bookings.admin.graphql.ts: admins, and the
 * booking's customer for its details); input arrives parsed with bookings.admin.inputs.ts.
 */
import { publishBookingUpdated } from '../../pubsub.js';
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { Booking, Prisma, Service } from '../../generated/prisma/client.js';
import type { BookingStatus } from '../../generated/prisma/enums.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { recordAudit } from '../../lib/audit.js';
import { notify } from '../notifications/notifications.service.js';
import { scheduleBookingReminders } from '../notifications/reminders.js';
import { isOverlapViolation } from './bookings.service.js';
import { leadTimeProblem, MIN_LEAD_MINUTES } from './bookings.inputs.js';
import { totalFor } from '../services/pricing.service.js';
import type { adminBookingListInput, assignInput, detailsInput } from './bookings.admin.inputs.js';
import { formatUtcDateTime } from '../../../../schema/format.js';
import { scheduleMatchingJobs } from '../matching/cascade.service.js';
import { zipPoint } from '../../lib/geo.js';
import { COVERS_SQL, coversBooking, FITS_CLEANER_SQL } from '../matching/eligibility.js';
import { ADMIN_CHANGEABLE } from './lifecycle.js';

const SORTS: Record<string, Prisma.BookingOrderByWithRelationInput[]> = {
  scheduled_desc: [{ scheduledAt: 'desc' }, { id: 'asc' }],
  scheduled_asc: [{ scheduledAt: 'asc' }, { id: 'asc' }],
  created_desc: [{ createdAt: 'desc' }, { id: 'asc' }],
  total_desc: [{ totalCents: 'desc' }, { id: 'asc' }],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A person filter: an exact id, or every word in first name, last name or email. */
function personWhere(value: string): Prisma.UserWhereInput {
  if (UUID.test(value)) return { id: value };
  return {
    AND: value
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => ({
        OR: [
          { email: { contains: w, mode: 'insensitive' as const } },
          { firstName: { contains: w, mode: 'insensitive' as const } },
          { lastName: { contains: w, mode: 'insensitive' as const } },
        ],
      })),
  };
}

export type AdminBooking = Booking & { service: Service };

/**
 * Admin: every booking with filters (status, payment status, start between `from` and `to`
 * (UTC), city, zip code prefix, customer, cleaner, service, `matchState` UNMATCHED = the cascade
 * gave up: pending, no cleaner, openedToBoardAt set), sorted, paged (`total` = all matches).
 */
export async function listAdminBookings(input: Parsed<typeof adminBookingListInput>): Promise<{ items: AdminBooking[]; page: number; limit: number; total: number }> {
  const where: Prisma.BookingWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.paymentStatus ? { paymentStatus: input.paymentStatus } : {}),
    ...(input.from || input.to ? { scheduledAt: { gte: input.from ?? undefined, lte: input.to ?? undefined } } : {}),
    ...(input.city ? { city: { equals: input.city, mode: 'insensitive' } } : {}),
    ...(input.zipCode ? { zipCode: { startsWith: input.zipCode } } : {}),
    ...(input.customer ? { customer: personWhere(input.customer) } : {}),
    ...(input.cleaner ? { cleaner: personWhere(input.cleaner) } : {}),
    ...(input.serviceId ? { serviceId: input.serviceId } : {}),
    ...(input.matchState === 'UNMATCHED' ? { status: 'pending', cleanerId: null, openedToBoardAt: { not: null } } : {}),
  };
  const [items, total] = await Promise.all([
    db.booking.findMany({ where, include: { service: true }, orderBy: SORTS[input.sort], skip: (input.page - 1) * input.limit, take: input.limit }),
    db.booking.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}

/** A cleaner an admin may assign to a booking. */
export interface AssignableCleaner {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  ratingAverage: number;
  ratingCount: number;
  yearsExperience: number;
  /** The job lies inside its weekly hours, off its days off, and it offers the service. */
  withinHours: boolean;
}

/**
 * Admin: the approved, active cleaners who cover the booking's location (their radius or zip
 * prefixes; COVERS_SQL) and are free for it, travel buffers to their other jobs included (SQL
 * cleaner_slot_free, the rule assigning checks), best rated first; `withinHours` says whether the job
 * also suits their hours, days off and services (FITS_CLEANER_SQL; an admin may still assign outside
 * them). At most 100.
 * @throws NotFoundError
 */
export async function assignableCleaners(bookingId: string): Promise<AssignableCleaner[]> {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { id: true } });
  if (!booking) throw new NotFoundError('We could not find that booking.');
  const rows = await db.$queryRaw<(AssignableCleaner & { fits: boolean })[]>`
    SELECT u."id", u."firstName", u."lastName", u."email", cp."city", cp."ratingAverage", cp."ratingCount", cp."yearsExperience",
      ${FITS_CLEANER_SQL} AS "fits"
    FROM "Booking" b, "User" u JOIN "CleanerProfile" cp ON cp."userId" = u."id"
    WHERE b."id" = ${booking.id} AND cp."matchable"
      AND ${COVERS_SQL}
      AND cleaner_slot_free(u."id", b."scheduledAt", b."durationMinutes", b."latitude", b."longitude", b."id")
    ORDER BY cp."ratingAverage" DESC, cp."ratingCount" DESC, u."lastName", u."id"
    LIMIT 100`;
  return rows.map(({ fits, ...c }) => ({ ...c, ratingAverage: Number(c.ratingAverage), ratingCount: Number(c.ratingCount), yearsExperience: Number(c.yearsExperience), withinHours: fits }));
}

/**
 * Admin: asks `cleanerId` to take the booking (POST/PUT /api/bookings/{id}/assign). The booking
 * becomes pending_cleaner_response with that cleaner, who is notified (cleaner_assigned, with
 * accept and decline); a cleaner it had before is told it was reassigned.
 * A request the matching was waiting on (a pending BookingOffer) is withdrawn. The travel buffer
 * to the cleaner's other jobs (SQL cleaner_slot_free) is checked under their accept lock.
 * @throws NotFoundError (booking or cleaner), ConflictError (status, not covering the location,
 *   same cleaner, a job at that time, or one too close to travel between them)
 */
export async function assignCleaner(ctx: Context, bookingId: string, { cleanerId }: Parsed<typeof assignInput>): Promise<AdminBooking> {
  const admin = actor(ctx);
  const [booking, cleaner] = await Promise.all([
    db.booking.findUnique({ where: { id: bookingId } }),
    db.user.findFirst({ where: { id: cleanerId, role: 'cleaner' }, include: { cleanerProfile: true } }),
  ]);
  if (!booking) throw new NotFoundError('We could not find that booking.');
  if (!cleaner?.cleanerProfile) throw new NotFoundError('We could not find that cleaner.');
  if (cleaner.status !== 'active' || cleaner.cleanerProfile.backgroundCheckStatus !== 'approved') throw new ConflictError('Only approved, active cleaners can be assigned.');
  if (!(await coversBooking(cleaner.id, booking.id))) throw new ConflictError(`${cleaner.firstName} does not serve zip code ${booking.zipCode}.`);
  if (!ADMIN_CHANGEABLE.includes(booking.status)) throw new ConflictError('Only pending or confirmed bookings can be assigned.');
  if (booking.cleanerId === cleanerId) throw new ConflictError(`${cleaner.firstName} is already on this booking.`);
  let updated: AdminBooking;
  let withdrawn: string[] = [];
  try {
    updated = await db.$transaction(async (tx) => {
      // The cleaner's accept lock first (accept_jobs takes it too), so the travel buffer is judged
      // against their jobs one change at a time.
      await tx.$queryRaw`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtext(${`accept:${cleanerId}`}))`;
      // Compare-and-set against the state read above: a concurrent accept or assignment wins once.
      const claimed = await tx.booking.updateMany({
        where: { id: booking.id, status: booking.status, cleanerId: booking.cleanerId },
        data: { status: 'pending_cleaner_response', cleanerId, acceptedAt: null },
      });
      if (claimed.count !== 1) throw new ConflictError('This booking changed meanwhile. Please reload it.');
      const [slot] = await tx.$queryRaw<{ free: boolean }[]>`
        SELECT cleaner_slot_free(${cleanerId}, ${booking.scheduledAt}::timestamptz, ${booking.durationMinutes}::int,
          ${booking.latitude}::float8, ${booking.longitude}::float8, ${booking.id}) AS "free"`;
      if (!slot?.free) throw new ConflictError(`${cleaner.firstName} has another job too close to this one to travel between them.`);
      // The requests the matching was waiting on are withdrawn: the admin decides now (a wave's
      // cleaners are told below; docs/decisions/0045).
      withdrawn = (await tx.bookingOffer.findMany({ where: { bookingId: booking.id, outcome: 'pending', cleanerId: { not: cleanerId } }, select: { cleanerId: true } })).map((o) => o.cleanerId);
      await tx.bookingOffer.updateMany({ where: { bookingId: booking.id, outcome: 'pending' }, data: { outcome: 'withdrawn', answeredAt: new Date(), reason: 'an admin assigned a cleaner' } });
      await tx.bookingDecline.deleteMany({ where: { bookingId: booking.id, cleanerId } });
      await tx.bookingEvent.create({
        data: { bookingId: booking.id, actorId: admin.id, kind: 'assigned', fromValue: booking.cleanerId, toValue: cleanerId, data: { fromStatus: booking.status } },
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'booking.assign',
        entityType: 'booking',
        entityId: booking.id,
        before: { status: booking.status, cleanerId: booking.cleanerId },
        after: { status: 'pending_cleaner_response', cleanerId },
      });
      return tx.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { service: true } });
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw new ConflictError(`${cleaner.firstName} already has a job at that time.`);
    throw error;
  }
  publishBookingUpdated(updated.id);
  const when = formatUtcDateTime(updated.scheduledAt);
  await notify([
    {
      userId: cleanerId,
      type: 'cleaner_assigned',
      title: 'You have been assigned a job',
      message: `${updated.service.name} in ${updated.city} on ${when} UTC. Please accept or decline.`,
      data: { bookingId: updated.id },
      actions: [
        { type: 'accept', label: 'Accept', data: { bookingId: updated.id } },
        { type: 'decline', label: 'Decline', data: { bookingId: updated.id } },
      ],
    },
    ...(booking.cleanerId
      ? [{ userId: booking.cleanerId, type: 'booking_cancelled', title: 'Job reassigned', message: `The ${updated.service.name} job on ${when} UTC was given to another cleaner.`, data: { bookingId: updated.id } }]
      : []),
    ...withdrawn
      .filter((id) => id !== booking.cleanerId)
      .map((id) => ({ userId: id, type: 'booking_cancelled', title: 'Request withdrawn', message: `The request for the ${updated.service.name} job on ${when} UTC no longer waits for your answer.`, data: { bookingId: updated.id } })),
    {
      userId: updated.customerId,
      type: 'cleaner_assigned',
      title: 'A cleaner was assigned',
      message: `We asked ${cleaner.firstName} to take your ${updated.service.name} booking. You will hear when they confirm.`,
      data: { bookingId: updated.id },
      actions: [{ type: 'view', label: 'View booking', data: { bookingId: updated.id } }],
    },
  ]);
  return updated;
}

/**
 * The customer before confirmation (pending) or an admin (pending, awaiting response, confirmed)
 * changes time, hours, address, city, zip code or notes (PUT /api/bookings/{id}/details). The
 * price is re-quoted at the booking's own hourly rate (the rate it was priced at stays). A paid
 * booking cannot change its total; a new time must keep the lead-time window and, with a cleaner,
 * not overlap another of their jobs. The caller is an admin or a customer; a customer's own
 * bookings only (another's is not found).
 * @throws NotFoundError, ValidationError (422 for the lead time), ConflictError (status, paid
 *   total, overlap)
 */
export async function updateBookingDetails(ctx: Context, bookingId: string, input: Parsed<typeof detailsInput>): Promise<AdminBooking> {
  const user = actor(ctx);
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking) throw new NotFoundError('We could not find that booking.');
  const isAdmin = user.role === 'admin';
  if (!isAdmin && booking.customerId !== user.id) throw new NotFoundError('We could not find that booking.');
  const editable: readonly BookingStatus[] = isAdmin ? ADMIN_CHANGEABLE : ['pending'];
  if (!editable.includes(booking.status)) {
    throw new ConflictError(isAdmin ? 'Only bookings that have not started can be changed.' : 'A booking can be changed only until a cleaner confirms it. Please contact support.');
  }
  if (input.scheduledAt) {
    const problem = leadTimeProblem(input.scheduledAt);
    if (problem) {
      const tooSoon = input.scheduledAt.getTime() < Date.now() + MIN_LEAD_MINUTES * 60_000;
      throw new ValidationError(problem, [{ field: 'scheduledAt', message: tooSoon ? 'Too soon' : 'Too far ahead' }], 422);
    }
  }
  const durationMinutes = input.durationHours == null ? booking.durationMinutes : Math.round(input.durationHours * 60);
  const totalCents = totalFor(booking.hourlyRateCents, durationMinutes);
  if (totalCents !== booking.totalCents && booking.paymentStatus !== 'unpaid' && booking.paymentStatus !== 'failed') {
    throw new ConflictError('This booking is paid, so its length cannot change. Cancel it and book again, or ask support.');
  }
  const data: Prisma.BookingUpdateManyMutationInput = {
    ...(input.scheduledAt ? { scheduledAt: input.scheduledAt } : {}),
    ...(input.durationHours != null ? { durationMinutes, totalCents } : {}),
    ...(input.address ? { address: input.address } : {}),
    ...(input.city ? { city: input.city } : {}),
    ...(input.zipCode ? { zipCode: input.zipCode, latitude: zipPoint(input.zipCode)?.latitude ?? null, longitude: zipPoint(input.zipCode)?.longitude ?? null } : {}),
    ...(input.notes !== undefined ? { notes: input.notes ? input.notes : null } : {}),
  };
  const changedKeys = Object.keys(data).filter((k) => k !== 'latitude' && k !== 'longitude');
  let updated: AdminBooking;
  try {
    updated = await db.$transaction(async (tx) => {
      const claimed = await tx.booking.updateMany({ where: { id: booking.id, status: booking.status, updatedAt: booking.updatedAt }, data });
      if (claimed.count !== 1) throw new ConflictError('This booking changed meanwhile. Please reload it.');
      const after = await tx.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { service: true } });
      const snapshot = (b: Booking) => Object.fromEntries(changedKeys.map((k) => [k, b[k as keyof Booking] instanceof Date ? (b[k as keyof Booking] as Date).toISOString() : b[k as keyof Booking]]));
      await tx.bookingEvent.create({ data: { bookingId: booking.id, actorId: user.id, kind: 'details_changed', data: { before: snapshot(booking), after: snapshot(after) } as object } });
      if (isAdmin) {
        await recordAudit(tx, { actorId: user.id, action: 'booking.details', entityType: 'booking', entityId: booking.id, before: snapshot(booking), after: snapshot(after) });
      }
      return after;
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw new ConflictError('The cleaner already has a job at that time.');
    throw error;
  }
  publishBookingUpdated(updated.id);
  // A confirmed job that moved gets reminders for its new start (those of the old one send nothing).
  if (updated.status === 'confirmed' && input.scheduledAt) await scheduleBookingReminders(updated);
  // A matched booking that moved gets its open-board and unfilled jobs for the new start.
  if (input.scheduledAt) await scheduleMatchingJobs(updated, new Date());
  const other = isAdmin ? [updated.customerId, updated.cleanerId] : [updated.cleanerId];
  await notify(
    other
      .filter((id): id is string => Boolean(id))
      .map((userId) => ({ userId, type: 'booking_updated', title: 'Booking changed', message: `The ${updated.service.name} booking was changed.`, data: { bookingId: updated.id }, actions: [{ type: 'view', label: 'View', data: { bookingId: updated.id } }] })),
  );
  return updated;
}
