/**
 * Bookings, the main job (issue #2 section 5; spec sections 4, 6, 7): create, list by role,
 * read with ownership checks (BOLA), accept, reject and status changes along lifecycle.ts.
 * Every multi-step write runs in one transaction; notifications go out after commit.
 */
import { markDisclosure } from '../users/disclosure.js';
import { database, db } from '../../db.js';
import {
  AppError,
  AuthenticationError,
  AuthorizationError,
  ConflictError,
  NotFoundError,
  ValidationError,
  fromDatabaseError,
} from '../../errors.js';
import { createKeyedBatch } from '../../lib/keyed-batch.js';
import { parseInput } from '../../lib/validate.js';
import { pubsub } from '../../pubsub.js';
import type { Context, CurrentUser } from '../../context.js';
import type { Booking, Prisma, Service } from '../../generated/prisma/client.js';
import type { BookingStatus } from '../../generated/prisma/enums.js';
import { notify } from '../notifications/notifications.service.js';
import { recordAudit } from '../admin/audit.service.js';
import { scheduleBookingReminders } from '../notifications/reminders.js';
import { afterStatusChange } from '../payments/booking-money.js';
import { serviceById } from '../services/services.service.js';
import { createBookingInput, leadTimeProblem, listInput, MIN_LEAD_MINUTES, rejectInput, statusInput } from './bookings.inputs.js';
import { CUSTOMER_CANCELLABLE, START_WINDOW_MINUTES, STATUS_LABELS, TRANSITIONS, allowedActions, type BookingAction } from './lifecycle.js';
import { memberHourlyCap, quote } from './pricing.js';
import { cleanersSuitedTo, openJobIdsFor } from '../users/users.service.js';

type Signed = CurrentUser;

function requireUser(ctx: Context): Signed {
  if (!ctx.user) throw new AuthenticationError('Please sign in to continue.');
  return ctx.user;
}

function requireApprovedCleaner(ctx: Context): Signed {
  const user = requireUser(ctx);
  if (user.role !== 'cleaner') throw new AuthorizationError();
  if (user.backgroundCheckStatus !== 'approved') {
    throw new AuthorizationError('Your account is awaiting background-check approval.');
  }
  return user;
}

/** Cleaner's served zip-code prefixes ([] when none or not a cleaner). */
async function servedPrefixes(cleanerId: string): Promise<string[]> {
  const profile = await db.cleanerProfile.findUnique({ where: { userId: cleanerId }, select: { serviceZipPrefixes: true } });
  return profile?.serviceZipPrefixes ?? [];
}

/**
 * Prisma filter of the bookings open to a cleaner: pending, unassigned, in a zip code they serve,
 * not declined by them, and not yet started.
 */
export function openToCleanerWhere(cleanerId: string, prefixes: string[], now = new Date()): Prisma.BookingWhereInput {
  return {
    status: 'pending',
    cleanerId: null,
    scheduledAt: { gt: now },
    declines: { none: { cleanerId } },
    OR: prefixes.length ? prefixes.map((p) => ({ zipCode: { startsWith: p } })) : [{ id: '__none__' }],
  };
}

/** What decides whether a job is open to a cleaner, loaded once per request (2 queries). */
interface CleanerFacts {
  prefixes: string[];
  /** Ids of pending bookings this cleaner declined. */
  declined: Set<string>;
}
const cleanerFactsByRequest = new WeakMap<Context, Promise<CleanerFacts>>();

function cleanerFacts(ctx: Context, cleanerId: string): Promise<CleanerFacts> {
  let facts = cleanerFactsByRequest.get(ctx);
  if (!facts) {
    facts = Promise.all([
      servedPrefixes(cleanerId),
      db.bookingDecline.findMany({ where: { cleanerId, booking: { status: 'pending' } }, select: { bookingId: true } }),
    ]).then(([prefixes, declines]) => ({ prefixes, declined: new Set(declines.map((d) => d.bookingId)) }));
    cleanerFactsByRequest.set(ctx, facts);
  }
  return facts;
}

/**
 * True when `booking` is open to the signed-in cleaner: the same rule as openToCleanerWhere,
 * checked in memory so a list of N jobs costs no extra query per job.
 */
async function isOpenTo(ctx: Context, cleanerId: string, booking: Booking, now = new Date()): Promise<boolean> {
  if (booking.status !== 'pending' || booking.cleanerId || booking.scheduledAt <= now) return false;
  const { prefixes, declined } = await cleanerFacts(ctx, cleanerId);
  return prefixes.some((p) => booking.zipCode.startsWith(p)) && !declined.has(booking.id);
}

/**
 * The visibility filter for `bookings` lists (BOLA): customers see their own; approved cleaners
 * see jobs open to them (OPEN), their own jobs (MINE) or both (ALL); admins see everything.
 */
export async function visibleWhere(user: Signed, scope: 'ALL' | 'MINE' | 'OPEN'): Promise<Prisma.BookingWhereInput> {
  if (user.role === 'admin') return {};
  if (user.role === 'customer') return { customerId: user.id };
  if (user.backgroundCheckStatus !== 'approved') throw new AuthorizationError('Your account is awaiting background-check approval.');
  const mine: Prisma.BookingWhereInput = { cleanerId: user.id };
  if (scope === 'MINE') return mine;
  // Offered: open to them (zip codes, not declined) and suited to their services, hours and days off.
  const [prefixes, suited] = await Promise.all([servedPrefixes(user.id), openJobIdsFor(user.id)]);
  const open: Prisma.BookingWhereInput = { AND: [openToCleanerWhere(user.id, prefixes), { id: { in: suited } }] };
  if (scope === 'OPEN') return open;
  return { OR: [mine, open] };
}

/** Page arguments and filter for a bookings list, validated. */
async function listArgs(ctx: Context, raw: unknown) {
  const user = requireUser(ctx);
  const input = parseInput(listInput, raw);
  const visible = await visibleWhere(user, input.scope);
  const where: Prisma.BookingWhereInput = {
    AND: [visible, ...(input.status?.length ? [{ status: { in: input.status } }] : [])],
  };
  const orderBy: Prisma.BookingOrderByWithRelationInput[] =
    input.scope === 'OPEN' ? [{ scheduledAt: 'asc' }, { id: 'asc' }] : [{ scheduledAt: 'desc' }, { id: 'asc' }];
  const skip = (input.page - 1) * input.pageSize;
  // A customer's own list (scope is ignored for customers: always newest first) is read in SQL.
  const own: OwnBookingsQuery | undefined =
    user.role === 'customer' ? { customerId: user.id, statuses: input.status?.length ? input.status : null, skip, take: input.pageSize } : undefined;
  return { where, orderBy, skip, take: input.pageSize, page: input.page, pageSize: input.pageSize, own };
}

/** A customer's own bookings list, as plain SQL reads it (ownBookingRows, countOwnBookings). */
export interface OwnBookingsQuery {
  customerId: string;
  /** Only these statuses; null for all. */
  statuses: BookingStatus[] | null;
  skip: number;
  take: number;
}

/**
 * Every scalar column of "Booking", as Prisma returns them (enums as text, instants as Date).
 * tests/integration/own-bookings-sql.test.ts compares these rows with Prisma's, so a column added
 * by a migration and forgotten here fails there.
 */
const BOOKING_COLUMNS = `id, "customerId", "cleanerId", "serviceId", status::text AS status, "scheduledAt", "durationMinutes",
  address, city, "zipCode", notes, "priceTier"::text AS "priceTier", "hourlyRateCents", "totalCents",
  "paymentStatus"::text AS "paymentStatus", "cancellationReason", "rejectionReason", "acceptedAt", "startedAt",
  "completedAt", "cancelledAt", "createdAt", "updatedAt"`;

function ownFilter(q: OwnBookingsQuery): { sql: string; params: unknown[] } {
  return q.statuses
    ? { sql: `"customerId" = $1 AND status::text = ANY($2::text[])`, params: [q.customerId, q.statuses] }
    : { sql: `"customerId" = $1`, params: [q.customerId] };
}

/**
 * One page of a customer's own bookings, newest first (scheduledAt descending, then id): the rows
 * Prisma's `findMany({ where: { customerId, status }, orderBy, skip, take })` gives, in one SQL
 * statement without the ORM's query path (docs/decisions/0012, third pass). Values are parameters.
 */
export async function ownBookingRows(q: OwnBookingsQuery): Promise<Booking[]> {
  const filter = ownFilter(q);
  const n = filter.params.length;
  return database.raw.query<Booking>(
    `SELECT ${BOOKING_COLUMNS} FROM "Booking" WHERE ${filter.sql} ORDER BY "scheduledAt" DESC, id ASC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...filter.params, q.take, q.skip],
  );
}

/** How many bookings a customer's own list has (with its status filter), in one SQL statement. */
export async function countOwnBookings(q: OwnBookingsQuery): Promise<number> {
  const filter = ownFilter(q);
  const [row] = await database.raw.query<{ total: number }>(`SELECT count(*)::int AS total FROM "Booking" WHERE ${filter.sql}`, filter.params);
  return row?.total ?? 0;
}

/** One page of a bookings list (pages start at 1), as GraphQL and /api read it. */
export interface BookingPage {
  /** Prisma arguments that select this page's rows in list order (filter, order, offset, size). */
  rows: {
    where: Prisma.BookingWhereInput;
    orderBy: Prisma.BookingOrderByWithRelationInput[];
    skip: number;
    take: number;
  };
  /** Set for a customer's own list: the same rows, read with plain SQL (ownBookingRows). */
  own?: OwnBookingsQuery;
  page: number;
  pageSize: number;
  /** How many bookings the whole list has; counted once, on first call. */
  total(): Promise<number>;
  /** True when a later page has bookings. */
  hasMore(): Promise<boolean>;
}

/**
 * One page of the bookings visible to the caller (see visibleWhere). Nothing is read yet: callers
 * load the rows with `rows` (GraphQL with the client's selection, in one statement) while `total`
 * counts, so the page and its count are two parallel reads without a transaction (a row moving
 * between them is harmless), and a client that does not ask for the total costs no count.
 * @throws AuthenticationError (signed out), ValidationError (bad page, size, scope or status),
 *   AuthorizationError (a cleaner awaiting background-check approval)
 */
export async function bookingPage(ctx: Context, raw: unknown): Promise<BookingPage> {
  const args = await listArgs(ctx, raw);
  const rows = { where: args.where, orderBy: args.orderBy, skip: args.skip, take: args.take };
  let counted: Promise<number> | undefined;
  const own = args.own;
  const total = () => (counted ??= own ? countOwnBookings(own) : db.booking.count({ where: args.where }));
  return {
    rows,
    own,
    page: args.page,
    pageSize: args.pageSize,
    total,
    hasMore: async () => rows.skip + rows.take < (await total()),
  };
}

/** A page of bookings with their service, in list order (for /api). Same errors as bookingPage. */
export async function listBookings(ctx: Context, raw: unknown) {
  const page = await bookingPage(ctx, raw);
  const rows = page.own
    ? ownBookingRows(page.own).then((own) => Promise.all(own.map(async (b) => ({ ...b, service: await serviceById(b.serviceId) }))))
    : db.booking.findMany({ ...page.rows, include: { service: true } });
  const [items, total] = await Promise.all([rows, page.total()]);
  return { items, total, page: page.page, pageSize: page.pageSize, hasMore: page.rows.skip + items.length < total };
}

/**
 * Loads a booking the caller may see.
 * @throws NotFoundError when it does not exist; AuthorizationError (403) when it is neither the
 *   caller's own, assigned to them, open to them (cleaners) nor the caller an admin.
 */
export async function getBookingFor(ctx: Context, id: string): Promise<Booking> {
  const user = requireUser(ctx);
  const booking = await db.booking.findUnique({ where: { id } });
  if (!booking) throw new NotFoundError('We could not find that booking.');
  if (user.role === 'admin') return booking;
  if (user.role === 'customer' && booking.customerId === user.id) return booking;
  if (user.role === 'cleaner' && user.backgroundCheckStatus === 'approved') {
    if (booking.cleanerId === user.id) return booking;
    if (await isOpenTo(ctx, user.id, booking)) return booking;
  }
  throw new AuthorizationError();
}

// --- what a viewer sees of a booking (issue #5 section 1.5; docs/decisions/0009) ---------------

/**
 * True when `viewer` sees the whole booking: an admin, its customer, or the cleaner holding it
 * (the booking's assigned cleaner). Any other cleaner who can see it (an open job in their area)
 * sees only service, time, duration, city, zip code, price and the customer's first name.
 */
export function seesWholeBooking(viewer: Pick<Signed, 'id' | 'role'> | null, booking: Pick<Booking, 'customerId' | 'cleanerId'>): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'customer') return booking.customerId === viewer.id;
  return booking.cleanerId === viewer.id;
}

/** A booking as one viewer may see it: `address` and `notes` are null until they may see them. */
export type BookingView<B extends Pick<Booking, 'address' | 'notes'>> = Omit<B, 'address' | 'notes'> & {
  address: string | null;
  notes: string | null;
};

/**
 * The booking as `viewer` may see it (see seesWholeBooking): the one place both GraphQL (Booking
 * fields) and /api (booking JSON) take the street address and notes from.
 */
export function bookingAsSeenBy<B extends Pick<Booking, 'customerId' | 'cleanerId' | 'address' | 'notes'>>(
  viewer: Pick<Signed, 'id' | 'role'> | null,
  booking: B,
): BookingView<B> {
  return seesWholeBooking(viewer, booking) ? booking : { ...booking, address: null, notes: null };
}

/**
 * Returns the customer of `booking` marked with what `viewer` may see of them (users/disclosure.ts):
 * a cleaner before holding the job sees the first name only; the cleaner holding it, the contact
 * details. Other viewers get the object unmarked (the ordinary User rules).
 */
export function customerAsSeenBy<U extends object>(viewer: Pick<Signed, 'id' | 'role'> | null, booking: Pick<Booking, 'customerId' | 'cleanerId'>, customer: U): U {
  if (viewer?.role !== 'cleaner') return customer;
  return markDisclosure(customer, seesWholeBooking(viewer, booking) ? 'contact' : 'firstName');
}

/** Actions the caller may take on a booking now (drives the UI buttons). */
export async function actionsFor(ctx: Context, booking: Booking): Promise<BookingAction[]> {
  if (!ctx.user) return [];
  const viewer = { id: ctx.user.id, role: ctx.user.role, approved: ctx.user.backgroundCheckStatus === 'approved' };
  const open = viewer.role === 'cleaner' && viewer.approved ? await isOpenTo(ctx, viewer.id, booking) : false;
  return allowedActions(viewer, booking, open);
}

/** 409 message when the customer already holds the same live booking (docs/decisions/0004). */
export const DUPLICATE_BOOKING = 'You already have this booking.';

/**
 * Creates a pending booking for the signed-in customer, priced in cents at the member rate when
 * their membership covers the service, else the regular rate.
 * The same customer, service, start, address (case-insensitive) and zip code can be held once
 * while not cancelled or rejected: a partial unique index (migration 20261125000000) makes a
 * double click or a retry, even two requests at once, one booking.
 * @throws ValidationError (400 malformed; 422 start too soon/far), NotFoundError (service),
 *   AuthorizationError (not a customer), ConflictError (409 'You already have this booking.')
 */
export async function createBooking(ctx: Context, raw: unknown): Promise<Booking> {
  const user = requireUser(ctx);
  if (user.role !== 'customer') throw new AuthorizationError('Only customers can book services.');
  const input = parseInput(createBookingInput, raw);
  const now = new Date();
  const tooSoonOrFar = leadTimeProblem(input.scheduledAt, now);
  if (tooSoonOrFar) {
    const tooSoon = input.scheduledAt.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000;
    throw new ValidationError(tooSoonOrFar, [{ field: 'scheduledAt', message: tooSoon ? 'Too soon' : 'Too far ahead' }], 422);
  }
  const durationMinutes = Math.round(input.durationHours * 60);
  const booking = await withDbErrors(() => db.$transaction(async (tx) => {
    const service = await tx.service.findFirst({ where: { id: input.serviceId, active: true } });
    if (!service) throw new NotFoundError('We could not find that service.');
    const price = quote(service, durationMinutes, await memberHourlyCap(user.id, tx, now));
    return tx.booking.create({
      data: {
        customerId: user.id,
        serviceId: service.id,
        status: 'pending',
        scheduledAt: input.scheduledAt,
        durationMinutes,
        address: input.address,
        city: input.city,
        zipCode: input.zipCode,
        notes: input.notes,
        priceTier: price.appliedTier,
        hourlyRateCents: price.hourlyRateCents,
        totalCents: price.totalCents,
      },
      include: { service: true },
    });
  }), { P2002: () => new ConflictError(DUPLICATE_BOOKING) });
  // Tell the approved cleaners the job suits (zip code, services, hours, days off) that it is open.
  const cleaners = await cleanersSuitedTo(booking.id);
  await notify(
    cleaners
      .map((userId) => ({
        userId,
        type: 'booking_created',
        title: 'New job near you',
        message: `${booking.service.name} in ${booking.city} on ${booking.scheduledAt.toISOString().slice(0, 10)}.`,
        data: { bookingId: booking.id },
        actions: [
          { type: 'accept', label: 'Accept', data: { bookingId: booking.id } },
          { type: 'view', label: 'View', data: { bookingId: booking.id } },
        ],
      })),
  );
  return booking;
}

export function publishUpdate(bookingId: string) {
  pubsub.publish('booking:updated', bookingId, { bookingId });
}

/**
 * Runs `fn`, turning database failures into domain errors (fromDatabaseError); `byCode` overrides
 * the error for a Prisma code where this operation knows better (e.g. which unique index).
 */
async function withDbErrors<T>(fn: () => Promise<T>, byCode: Record<string, () => AppError> = {}): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && byCode[code]) throw byCode[code]();
    throw fromDatabaseError(error) ?? error;
  }
}

/** What accept_jobs (migration 20261201000000_accept_batch) decided for one booking. */
type AcceptOutcome = 'accepted' | 'overlap' | 'unmatched';

/**
 * Runs one cleaner's accepts of `ids` as one statement, in order (the SQL function accept_jobs);
 * a statement PostgreSQL aborts as a deadlock victim changed nothing and is run again.
 * @throws ConflictError when it keeps being chosen as a deadlock victim
 */
async function acceptJobs(cleanerId: string, ids: string[]): Promise<AcceptOutcome[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const rows = await database.raw.query<{ outcome: AcceptOutcome }>(
        'SELECT t.outcome FROM accept_jobs($1, $2::text[], $3) WITH ORDINALITY AS t(booking_id, outcome, n) ORDER BY t.n',
        [cleanerId, ids, new Date()],
      );
      return rows.map((row) => row.outcome);
    } catch (error) {
      if (isDeadlock(error) && attempt < ACCEPT_DEADLOCK_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        continue;
      }
      if (isDeadlock(error)) throw new ConflictError('Several jobs were being accepted at the same moment. Please try again.');
      throw fromDatabaseError(error) ?? error;
    }
  }
}

/**
 * One accept, batched with the same cleaner's accepts that arrive while one of theirs is in
 * flight in this process (lib/keyed-batch.ts): a burst of 50 is two statements, not 50 that
 * wait on each other's rows and deadlock.
 */
const acceptInBatch = createKeyedBatch<string, AcceptOutcome>(acceptJobs);

/** How many times an accept runs when PostgreSQL picks it as a deadlock victim (40P01). */
const ACCEPT_DEADLOCK_RETRIES = 5;

/** Whether a database error is a deadlock PostgreSQL broke by aborting this statement (SQLSTATE 40P01). */
function isDeadlock(error: unknown): boolean {
  const e = error as { code?: string; meta?: { code?: string }; cause?: { originalCode?: string; code?: string } };
  const codes = [e?.meta?.code, e?.cause?.originalCode, e?.cause?.code, e?.code];
  return codes.includes('40P01') || /\b40P01\b|deadlock detected/.test(String((error as Error)?.message ?? ''));
}

/** Whether a database error is the cleaner-overlap exclusion constraint (SQLSTATE 23P01). */
export function isOverlapViolation(error: unknown): boolean {
  const e = error as { meta?: { code?: string; driverAdapterError?: { cause?: { originalCode?: string; code?: string; kind?: string } } } } | null;
  const cause = e?.meta?.driverAdapterError?.cause;
  return cause?.originalCode === '23P01' || cause?.code === '23P01' || cause?.kind === 'ExclusionConstraintViolation' || e?.meta?.code === '23P01';
}


/**
 * The cleaner takes the job: an open pending booking, or one that asked for them
 * (pending_cleaner_response). It becomes confirmed and theirs.
 *
 * One statement decides (docs/decisions/0012-api-read-speed.md): the SQL function accept_jobs
 * runs an UPDATE whose WHERE is the compare-and-set (still pending and unassigned, or still asking
 * this cleaner) plus the open-to-this-cleaner rule of openToCleanerWhere (their zip prefixes, not
 * declined by them, not started), while the Booking_cleaner_no_overlap exclusion constraint
 * refuses a job that overlaps one they hold. The same cleaner's accepts arriving meanwhile in this
 * process run together in the next call (acceptInBatch); across instances the constraint decides
 * and a deadlock victim is run again. Of many accepts at once exactly one wins. Only a refusal
 * that is not an overlap costs more reads, to say why.
 * @throws AuthorizationError (not an approved cleaner, or not theirs to take), NotFoundError,
 *   ConflictError (already taken / no longer pending, or it overlaps one of their jobs)
 */
export async function acceptBooking(ctx: Context, id: string): Promise<Booking & { service: Service }> {
  const user = requireApprovedCleaner(ctx);
  const outcome = await acceptInBatch(user.id, id);
  if (outcome === 'overlap') throw new ConflictError('You already have a job at that time.');
  const booking = outcome === 'accepted' ? await db.booking.findUnique({ where: { id } }) : null;
  if (!booking) {
    // Why not: gone (404); theirs already, or taken in their area (409, said plainly rather than
    // "forbidden"); anything else, e.g. outside their area or declined by them, stays a 403.
    const row = await db.booking.findUnique({ where: { id } });
    if (!row) throw new NotFoundError('We could not find that booking.');
    if (row.cleanerId === user.id) throw new ConflictError('This job is no longer available.');
    const { prefixes } = await cleanerFacts(ctx, user.id);
    if (row.status !== 'pending' && prefixes.some((p) => row.zipCode.startsWith(p))) {
      throw new ConflictError('This job is no longer available.');
    }
    throw new AuthorizationError();
  }
  cleanerFactsByRequest.delete(ctx); // the job is no longer open to anyone
  const service = await serviceById(booking.serviceId);
  publishUpdate(booking.id);
  await scheduleBookingReminders(booking);
  await notify([
    {
      userId: booking.customerId,
      type: 'booking_accepted',
      title: 'Booking confirmed',
      message: `${user.firstName} accepted your ${service.name} booking.`,
      data: { bookingId: booking.id },
      actions: [{ type: 'view', label: 'View booking', data: { bookingId: booking.id } }],
    },
  ]);
  return { ...booking, service };
}

/**
 * The cleaner says no. An open booking stays pending for other cleaners (the decline is recorded
 * and hides it from this cleaner); a booking an admin assigned to this cleaner is open again
 * (pending, no cleaner; issue 10); any other booking that asked for this cleaner becomes rejected.
 * @throws ValidationError (reason), AuthorizationError, NotFoundError, ConflictError
 */
export async function rejectBooking(ctx: Context, id: string, raw: unknown): Promise<Booking> {
  const user = requireApprovedCleaner(ctx);
  const { reason } = parseInput(rejectInput, raw);
  const booking = await getBookingFor(ctx, id);
  if (booking.status === 'pending' && !booking.cleanerId) {
    await db.bookingDecline.upsert({
      where: { bookingId_cleanerId: { bookingId: booking.id, cleanerId: user.id } },
      create: { bookingId: booking.id, cleanerId: user.id, reason },
      update: { reason },
    });
    cleanerFactsByRequest.delete(ctx); // the job is no longer open to this cleaner
    return booking;
  }
  if (booking.status === 'pending_cleaner_response' && booking.cleanerId === user.id && (await assignedByAdmin(booking.id, user.id))) {
    // An admin's assignment declined: the booking is open again for other cleaners (issue 10).
    const reopened = await db.$transaction(async (tx) => {
      const claimed = await tx.booking.updateMany({
        where: { id: booking.id, status: 'pending_cleaner_response', cleanerId: user.id },
        data: { status: 'pending', cleanerId: null },
      });
      if (claimed.count !== 1) throw new ConflictError('This job can no longer be rejected.');
      await tx.bookingDecline.upsert({
        where: { bookingId_cleanerId: { bookingId: booking.id, cleanerId: user.id } },
        create: { bookingId: booking.id, cleanerId: user.id, reason },
        update: { reason },
      });
      await tx.bookingEvent.create({ data: { bookingId: booking.id, actorId: user.id, kind: 'assignment_declined', fromValue: 'pending_cleaner_response', toValue: 'pending', reason } });
      return tx.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { service: true } });
    });
    cleanerFactsByRequest.delete(ctx);
    publishUpdate(reopened.id);
    await notify([
      {
        userId: reopened.customerId,
        type: 'booking_declined',
        title: 'Looking for another cleaner',
        message: `${user.firstName} cannot take your ${reopened.service.name} booking; it is open to other cleaners again.`,
        data: { bookingId: reopened.id },
        actions: [{ type: 'view', label: 'View booking', data: { bookingId: reopened.id } }],
      },
    ]);
    return reopened;
  }
  if (booking.status === 'pending_cleaner_response' && booking.cleanerId === user.id) {
    const updated = await db.$transaction(async (tx) => {
      const claimed = await tx.booking.updateMany({
        where: { id: booking.id, status: 'pending_cleaner_response', cleanerId: user.id },
        data: { status: 'rejected', rejectionReason: reason },
      });
      if (claimed.count !== 1) throw new ConflictError('This job can no longer be rejected.');
      return tx.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { service: true } });
    });
    publishUpdate(updated.id);
    // The cleaner turned the job down: a paid booking is refunded in full.
    await afterStatusChange({ bookingId: updated.id, from: booking.status, to: 'rejected', actor: { id: user.id, role: user.role } });
    await notify([
      {
        userId: updated.customerId,
        type: 'booking_declined',
        title: 'Cleaner unavailable',
        message: `${user.firstName} cannot take your ${updated.service.name} booking: ${reason}`,
        data: { bookingId: updated.id },
        actions: [{ type: 'view', label: 'View booking', data: { bookingId: updated.id } }],
      },
    ]);
    return updated;
  }
  throw new ConflictError(`A ${STATUS_LABELS[booking.status].toLowerCase()} booking can no longer be rejected.`);
}

/** Whether the booking's latest assignment, to `cleanerId`, was made by an admin (bookings-admin.service). */
async function assignedByAdmin(bookingId: string, cleanerId: string): Promise<boolean> {
  const last = await db.bookingEvent.findFirst({ where: { bookingId, kind: 'assigned' }, orderBy: { createdAt: 'desc' } });
  return last?.toValue === cleanerId;
}

/**
 * Moves a booking to in_progress, completed or cancelled (lifecycle.ts):
 * - in_progress: the assigned cleaner, from confirmed, from 60 minutes before the start;
 * - completed: the assigned cleaner or an admin, from in_progress;
 * - cancelled: the customer (pending, pending_cleaner_response, confirmed) or an admin (also in_progress).
 * @throws ValidationError (bad status; 422 too early to start), AuthorizationError, NotFoundError,
 *   ConflictError (transition not allowed from the current status)
 */
export async function updateBookingStatus(ctx: Context, id: string, raw: unknown): Promise<Booking> {
  const user = requireUser(ctx);
  const { status, reason } = parseInput(statusInput, raw);
  const booking = await getBookingFor(ctx, id);
  const isAdmin = user.role === 'admin';
  const lifecycleStatus = status === 'in_progress' || status === 'completed' || status === 'cancelled';
  if (isAdmin && (!lifecycleStatus || !(TRANSITIONS[status] as readonly BookingStatus[]).includes(booking.status))) {
    return adminSetStatus(user, booking, status, reason);
  }
  if (!lifecycleStatus) {
    const message = 'Status must be in_progress, completed or cancelled';
    throw new ValidationError(message, [{ field: 'status', message }]);
  }
  const isAssignedCleaner = user.role === 'cleaner' && booking.cleanerId === user.id;
  const isOwner = user.role === 'customer' && booking.customerId === user.id;
  const now = new Date();
  const from = TRANSITIONS[status] as readonly BookingStatus[];
  const conflict = () =>
    new ConflictError(`A ${STATUS_LABELS[booking.status].toLowerCase()} booking cannot be marked ${STATUS_LABELS[status].toLowerCase()}.`);

  let data: Prisma.BookingUpdateManyMutationInput;
  if (status === 'in_progress') {
    if (!isAssignedCleaner) throw new AuthorizationError('Only the assigned cleaner can start this job.');
    if (!from.includes(booking.status)) throw conflict();
    if (now.getTime() < booking.scheduledAt.getTime() - START_WINDOW_MINUTES * 60_000) {
      throw new ValidationError(
        `You can start this job from ${START_WINDOW_MINUTES} minutes before its scheduled time.`,
        [{ field: 'status', message: 'Too early to start' }],
        422,
      );
    }
    data = { status, startedAt: now };
  } else if (status === 'completed') {
    if (!isAssignedCleaner && !isAdmin) throw new AuthorizationError('Only the assigned cleaner can complete this job.');
    if (!from.includes(booking.status)) throw conflict();
    data = { status, completedAt: now };
  } else {
    if (!isOwner && !isAdmin) throw new AuthorizationError('Only the customer or an admin can cancel this booking.');
    const allowedFrom = isAdmin ? from : CUSTOMER_CANCELLABLE;
    if (!allowedFrom.includes(booking.status)) throw conflict();
    data = { status, cancelledAt: now, cancellationReason: reason };
  }
  const updated = await db.$transaction(async (tx) => {
    const changed = await tx.booking.updateMany({ where: { id: booking.id, status: booking.status }, data });
    if (changed.count !== 1) throw new ConflictError('This booking changed meanwhile. Please reload and try again.');
    if (isAdmin) {
      await recordAudit(tx, { actorId: user.id, action: 'booking.status', entityType: 'booking', entityId: booking.id, before: { status: booking.status }, after: { status }, reason: reason ?? null });
    }
    return tx.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { service: true } });
  });
  publishUpdate(updated.id);
  // Money after the committed change: the policy's refund on cancellation, the payout on completion.
  await afterStatusChange({ bookingId: updated.id, from: booking.status, to: status, actor: { id: user.id, role: user.role } });
  if (reason && isAdmin) {
    await db.bookingEvent.create({ data: { bookingId: updated.id, actorId: user.id, kind: 'status_changed', fromValue: booking.status, toValue: status, reason } });
  }
  const who = `${user.firstName}`;
  if (status === 'completed') {
    await notify([
      {
        userId: updated.customerId,
        type: 'booking_completed',
        title: 'Job completed',
        message: `Your ${updated.service.name} booking is complete. How did it go?`,
        data: { bookingId: updated.id },
        actions: [{ type: 'view', label: 'Leave a review', data: { bookingId: updated.id } }],
      },
    ]);
  } else if (status === 'cancelled') {
    const recipients = [updated.customerId, updated.cleanerId].filter((u): u is string => !!u && u !== user.id);
    await notify(
      recipients.map((userId) => ({
        userId,
        type: 'booking_cancelled',
        title: 'Booking cancelled',
        message: `${who} cancelled the ${updated.service.name} booking${reason ? `: ${reason}` : '.'}`,
        data: { bookingId: updated.id },
      })),
    );
  }
  // The refund may have changed paymentStatus after the row was read.
  return db.booking.findUniqueOrThrow({ where: { id: updated.id }, include: { service: true } });
}

/**
 * An admin sets any status outside the lifecycle's transitions (issue 7: "An admin may set any
 * booking's status with a reason, for example mark it completed"): a reason is required, the
 * change is a compare-and-set on the status read, recorded as a BookingEvent `status_changed`, and
 * its money follows (completion schedules the payout; cancellation refunds in full).
 * @throws ValidationError (no reason), ConflictError (same status, or changed meanwhile; an overlap for the cleaner)
 */
async function adminSetStatus(admin: Signed, booking: Booking, status: BookingStatus, reason: string | null): Promise<Booking> {
  if (!reason) {
    const message = 'Please give a reason';
    throw new ValidationError(message, [{ field: 'reason', message }]);
  }
  if (booking.status === status) throw new ConflictError(`This booking is already ${STATUS_LABELS[status].toLowerCase()}.`);
  const now = new Date();
  const data: Prisma.BookingUpdateManyMutationInput = { status };
  if (status === 'completed') data.completedAt = now;
  if (status === 'in_progress') data.startedAt = booking.startedAt ?? now;
  if (status === 'confirmed') data.acceptedAt = booking.acceptedAt ?? now;
  if (status === 'cancelled') Object.assign(data, { cancelledAt: now, cancellationReason: reason });
  if (status === 'rejected') data.rejectionReason = reason;
  await db.$transaction(async (tx) => {
    const changed = await tx.booking.updateMany({ where: { id: booking.id, status: booking.status }, data });
    if (changed.count !== 1) throw new ConflictError('This booking changed meanwhile. Please reload and try again.');
    await tx.bookingEvent.create({ data: { bookingId: booking.id, actorId: admin.id, kind: 'status_changed', fromValue: booking.status, toValue: status, reason } });
    await recordAudit(tx, { actorId: admin.id, action: 'booking.status', entityType: 'booking', entityId: booking.id, before: { status: booking.status }, after: { status }, reason });
  });
  publishUpdate(booking.id);
  if (status === 'confirmed') await scheduleBookingReminders(booking);
  await afterStatusChange({ bookingId: booking.id, from: booking.status, to: status, actor: { id: admin.id, role: admin.role } });
  const updated = await db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { service: true } });
  const recipients = [updated.customerId, updated.cleanerId].filter((u): u is string => !!u);
  await notify(
    recipients.map((userId) => ({
      userId,
      type: status === 'completed' ? 'booking_completed' : status === 'cancelled' ? 'booking_cancelled' : 'booking_updated',
      title: `Booking ${STATUS_LABELS[status].toLowerCase()}`,
      message: `An admin marked the ${updated.service.name} booking ${STATUS_LABELS[status].toLowerCase()}: ${reason}`,
      data: { bookingId: updated.id },
    })),
  );
  return updated;
}
