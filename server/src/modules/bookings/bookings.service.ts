/**
 * Bookings, the main job (spec sections 4, 6, 7): the reads. Lists by role,
 * one booking with its ownership rules (BOLA), what a viewer sees of it and may do to it now.
 * The changes are bookings.lifecycle.service.ts (create, start, complete, cancel, an admin's
 * status) and bookings.jobs.service.ts (a cleaner accepts or declines).
 * Roles and verification are decided by each field's authScopes (bookings.graphql.ts); these
 * functions keep the ownership rules (whose booking, which cleaner holds or may take it) and
 * take input parsed at the GraphQL boundary (bookings.inputs.ts).
 */
import { markDisclosure } from '../../lib/user-disclosure.js';
import { database, db } from '../../db.js';
import { AuthenticationError, AuthorizationError, NotFoundError } from '../../errors.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context, CurrentUser } from '../../context.js';
import type { Booking, Prisma } from '../../generated/prisma/client.js';
import type { BookingStatus } from '../../generated/prisma/enums.js';
import type { listInput } from './bookings.inputs.js';
import { allowedActions, type BookingAction } from './lifecycle.js';
import { openJobIdsFor } from '../matching/eligibility.js';
import { CONTACT_WINDOW_HOURS } from '../../../../schema/rules.js';
import { AWAITING_APPROVAL, refusalFor } from '../../scopes.js';
import { ACCEPTED_BOOKING_STATUSES } from '../../../../schema/vocabulary.js';

type Signed = CurrentUser;

/** What a cleaner awaiting background-check approval is told when a job needs an approved cleaner (scopes.ts). */
export { AWAITING_APPROVAL };

/**
 * The refusal for a caller without the `approvedCleaner` scope where that scope is wanted (the
 * scope-auth `unauthorizedError` of the cleaners' job fields): AuthenticationError when signed
 * out, AuthorizationError saying so for a cleaner awaiting approval, else AuthorizationError.
 */
export function approvedCleanerRefusal(ctx: Context): AuthenticationError | AuthorizationError {
  return refusalFor('approvedCleaner', ctx);
}

/**
 * Prisma filter of the bookings open to a cleaner and suited to them (openJobIdsFor: pending,
 * unassigned, not started, covered by their radius or zip prefixes, not declined by them, inside
 * their services, hours and days off).
 */
export async function openToCleanerWhere(cleanerId: string, now = new Date()): Promise<Prisma.BookingWhereInput> {
  return { id: { in: await openJobIdsFor(cleanerId, { now }) } };
}

/** What decides whether a job is open to a cleaner, loaded once per request (1 query). */
interface CleanerFacts {
  /** Ids of the jobs open to the cleaner (openJobIdsFor without the hours condition). */
  open: Set<string>;
  /** Ids of the bookings a wave is asking the cleaner now (a pending BookingOffer, no cleaner on the booking; docs/decisions/0045). */
  asked: Set<string>;
}
const cleanerFactsByRequest = new WeakMap<Context, Promise<CleanerFacts>>();

/**
 * The jobs open to the caller, read once per request: pending, unassigned, not started, covered
 * by them (cleaner_covers) and not declined by them, whatever their hours (a job outside them may
 * still be taken, with a warning).
 */
export function cleanerFacts(ctx: Context, cleanerId: string): Promise<CleanerFacts> {
  let facts = cleanerFactsByRequest.get(ctx);
  if (!facts) {
    facts = Promise.all([
      openJobIdsFor(cleanerId, { suited: false }),
      db.bookingOffer.findMany({ where: { cleanerId, outcome: 'pending', booking: { status: 'pending_cleaner_response', cleanerId: null } }, select: { bookingId: true } }),
    ]).then(([ids, asked]) => ({ open: new Set(ids), asked: new Set(asked.map((o) => o.bookingId)) }));
    cleanerFactsByRequest.set(ctx, facts);
  }
  return facts;
}

/** Forgets the request's cleaner facts after a change to them (an accept or a decline). */
export function forgetCleanerFacts(ctx: Context): void {
  cleanerFactsByRequest.delete(ctx);
}

/**
 * True when `booking` is open to the signed-in cleaner (see cleanerFacts), checked against the
 * request's open jobs so a list of N jobs costs no extra query per job: an open job, or a booking
 * whose wave is asking them now (docs/decisions/0045: the booking holds no cleaner meanwhile).
 */
async function isOpenTo(ctx: Context, cleanerId: string, booking: Booking, now = new Date()): Promise<boolean> {
  if (booking.status === 'pending_cleaner_response' && !booking.cleanerId) return (await cleanerFacts(ctx, cleanerId)).asked.has(booking.id);
  if (booking.status !== 'pending' || booking.cleanerId || booking.scheduledAt <= now) return false;
  const { open } = await cleanerFacts(ctx, cleanerId);
  return open.has(booking.id);
}

/**
 * The visibility filter for `bookings` lists (BOLA): customers see their own; approved cleaners
 * see jobs open to them (OPEN), their own jobs (MINE) or both (ALL); admins see everything. The
 * list's authScopes admit no other caller (a cleaner awaiting approval lists nothing).
 */
export async function visibleWhere(user: Signed, scope: 'ALL' | 'MINE' | 'OPEN'): Promise<Prisma.BookingWhereInput> {
  if (user.role === 'admin') return {};
  if (user.role === 'customer') return { customerId: user.id };
  // Theirs, or a wave asking them now (a pending request, no cleaner on the booking; docs/decisions/0045).
  const mine: Prisma.BookingWhereInput = {
    OR: [{ cleanerId: user.id }, { status: 'pending_cleaner_response', cleanerId: null, offers: { some: { cleanerId: user.id, outcome: 'pending' } } }],
  };
  if (scope === 'MINE') return mine;
  // Offered: open to them (covered, not declined) and suited to their services, hours and days off.
  const open = await openToCleanerWhere(user.id);
  if (scope === 'OPEN') return open;
  return { OR: [mine, open] };
}

/** Prisma arguments, page and size of a bookings list for the caller. */
async function listArgs(ctx: Context, input: Parsed<typeof listInput>) {
  const user = actor(ctx);
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
  "completedAt", "cancelledAt", "createdAt", "updatedAt", latitude, longitude, matching::text AS matching, "fallbackToBest",
  "openedToBoardAt", "instantAt", "planId", "planDate", "discountCents", "liveState"::text AS "liveState", "liveStateAt"`;

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
 * @param input status filter, scope, page (from 1) and pageSize (1..100), parsed by the field
 */
export async function bookingPage(ctx: Context, input: Parsed<typeof listInput>): Promise<BookingPage> {
  const args = await listArgs(ctx, input);
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

/**
 * Loads a booking the caller may see.
 * @throws NotFoundError when it does not exist; AuthorizationError (403) when it is neither the
 *   caller's own, assigned to them, open to them (cleaners) nor the caller an admin.
 */
export async function getBookingFor(ctx: Context, id: string): Promise<Booking> {
  const user = actor(ctx);
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

// --- what a viewer sees of a booking (docs/decisions/0009) -------------------------------------

/**
 * True when the booking is `viewer`'s: an admin, its customer, or the cleaner holding it or who
 * held it until a cancellation (accepted: a request waiting for their answer, or one they turned
 * down, is not theirs; docs/decisions/0027). Any other cleaner who can see it (an open job in their area, a
 * request to them) sees only service, time, duration, city, zip code, price and the customer's
 * first name. The street address, notes and the customer's contact details need more for a
 * cleaner: {@link seesContactDetails}.
 */
export function seesWholeBooking(
  viewer: Pick<Signed, 'id' | 'role'> | null,
  booking: Pick<Booking, 'customerId' | 'cleanerId' | 'status' | 'acceptedAt'>,
): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'customer') return booking.customerId === viewer.id;
  if (booking.cleanerId !== viewer.id) return false;
  return HELD_STATUSES.includes(booking.status) || (booking.status === 'cancelled' && booking.acceptedAt !== null);
}

/** Statuses in which the booking's cleaner holds the job (accepted, under way or done). */
const HELD_STATUSES: readonly Booking['status'][] = ACCEPTED_BOOKING_STATUSES;

/** What {@link seesContactDetails} reads of a booking. */
export type ContactWindowBooking = Pick<Booking, 'customerId' | 'cleanerId' | 'status' | 'acceptedAt' | 'scheduledAt' | 'durationMinutes'>;

/**
 * The contact window of a job (docs/decisions/0035): from
 * CONTACT_WINDOW_HOURS (24) before its start to as many after its end (scheduledAt + duration),
 * UTC instants.
 */
export function contactWindow(booking: Pick<Booking, 'scheduledAt' | 'durationMinutes'>): { opensAt: Date; closesAt: Date } {
  const margin = CONTACT_WINDOW_HOURS * 3_600_000;
  const start = booking.scheduledAt.getTime();
  return { opensAt: new Date(start - margin), closesAt: new Date(start + booking.durationMinutes * 60_000 + margin) };
}

/**
 * True when `viewer` may see the contact details of `booking` at `now`: its street address and
 * notes, and its customer's last name and phone (docs/decisions/0035;
 * the decision record states the rule).
 * - an admin, and the booking's customer: always;
 * - a cleaner: only while holding the job (its cleanerId, accepted, status confirmed, in_progress
 *   or completed) and only inside its {@link contactWindow}: from 24 hours before the start to
 *   24 hours after the end. Before or after it, after a cancellation, or once the job went to
 *   another cleaner, the cleaner sees the first name and the area (city, zip code) only;
 * - anybody else: never.
 * The customer's email never reaches a cleaner, whatever this answers (users.graphql.ts).
 * Every path reads it: Booking fields (GraphQL, /api, subscriptions), Plan.customer, calendars.
 */
export function seesContactDetails(viewer: Pick<Signed, 'id' | 'role'> | null, booking: ContactWindowBooking, now = new Date()): boolean {
  if (!viewer || !seesWholeBooking(viewer, booking)) return false;
  if (viewer.role !== 'cleaner') return true;
  if (booking.acceptedAt === null || !HELD_STATUSES.includes(booking.status)) return false;
  const { opensAt, closesAt } = contactWindow(booking);
  return opensAt <= now && now <= closesAt;
}

/**
 * True when the cleaner `cleanerId` holds a job of the plan `planId` inside its contact window at
 * `now` (see seesContactDetails): then the plan's customer shows with their contact details too.
 * One query over the held visits starting from 48 hours before `now` to 24 hours after it (a job
 * lasts at most 12 hours, so any visit inside its window starts there).
 */
export async function holdsPlanVisitInContactWindow(cleanerId: string, planId: string, now = new Date()): Promise<boolean> {
  const margin = CONTACT_WINDOW_HOURS * 3_600_000;
  const visits = await db.booking.findMany({
    where: {
      planId,
      cleanerId,
      acceptedAt: { not: null },
      status: { in: [...HELD_STATUSES] },
      scheduledAt: { gte: new Date(now.getTime() - margin - 86_400_000), lte: new Date(now.getTime() + margin) },
    },
    select: { customerId: true, cleanerId: true, status: true, acceptedAt: true, scheduledAt: true, durationMinutes: true },
  });
  return visits.some((visit) => seesContactDetails({ id: cleanerId, role: 'cleaner' }, visit, now));
}

/** A booking as one viewer may see it: `address` and `notes` are null until they may see them. */
export type BookingView<B extends Pick<Booking, 'address' | 'notes'>> = Omit<B, 'address' | 'notes'> & {
  address: string | null;
  notes: string | null;
};

/**
 * The booking as `viewer` may see it at `now` (see seesContactDetails): the one place both
 * GraphQL (Booking fields) and /api (booking JSON) take the street address and notes from. The
 * notes follow the address (they often carry a gate or door code); city and zip code (the area)
 * are always shown.
 */
export function bookingAsSeenBy<B extends ContactWindowBooking & Pick<Booking, 'address' | 'notes'>>(
  viewer: Pick<Signed, 'id' | 'role'> | null,
  booking: B,
  now = new Date(),
): BookingView<B> {
  return seesContactDetails(viewer, booking, now) ? booking : { ...booking, address: null, notes: null };
}

/**
 * Returns the customer of `booking` marked with what `viewer` may see of them (lib/user-disclosure.ts):
 * a cleaner inside the contact window of a job they hold (seesContactDetails) sees the full name
 * and phone ('contact'); any other cleaner, or the same one outside the window, the first name
 * only ('firstName'). Never the email. Other viewers get the object unmarked (the ordinary User rules).
 */
export function customerAsSeenBy<U extends object>(viewer: Pick<Signed, 'id' | 'role'> | null, booking: ContactWindowBooking, customer: U, now = new Date()): U {
  if (viewer?.role !== 'cleaner') return customer;
  return markDisclosure(customer, seesContactDetails(viewer, booking, now) ? 'contact' : 'firstName');
}

/** Actions the caller may take on a booking now (drives the UI buttons). */
export async function actionsFor(ctx: Context, booking: Booking): Promise<BookingAction[]> {
  if (!ctx.user) return [];
  const viewer = { id: ctx.user.id, role: ctx.user.role, approved: ctx.user.backgroundCheckStatus === 'approved' };
  const open = viewer.role === 'cleaner' && viewer.approved ? await isOpenTo(ctx, viewer.id, booking) : false;
  return allowedActions(viewer, booking, open);
}

/** Whether a database error is the cleaner-overlap exclusion constraint (SQLSTATE 23P01). */
export function isOverlapViolation(error: unknown): boolean {
  const e = error as { meta?: { code?: string; driverAdapterError?: { cause?: { originalCode?: string; code?: string; kind?: string } } } } | null;
  const cause = e?.meta?.driverAdapterError?.cause;
  return cause?.originalCode === '23P01' || cause?.code === '23P01' || cause?.kind === 'ExclusionConstraintViolation' || e?.meta?.code === '23P01';
}
