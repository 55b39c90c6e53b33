/**
 * Admin: people (docs/decisions/0020; spec section 7 "Admin" users routes). Lists users with
 * filters, reads one user's whole picture, and suspends or reactivates accounts. A suspension ends
 * every session of that user at once (their access tokens stop working on the next request and
 * their websockets close) and sign-in then answers 'Your account is suspended.'. An admin cannot
 * suspend itself, nor the last active admin (checked under a row lock, so two admins suspending
 * each other at the same moment cannot leave none).
 */
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { AuthorizationError, ConflictError, NotFoundError } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { publishSessionRevoked } from '../../pubsub.js';
import type { UserWithProfile } from './users.service.js';
import { recordAudit, type AuditEntry } from '../../lib/audit.js';
import { ticketsOf, type TicketRow } from '../tickets/tickets.service.js';
import type { userListInput, userStatusInput } from './users.admin.inputs.js';

/** One page of a list (pages start at 1); `total` counts every match. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

const ORDER: Record<string, Prisma.UserOrderByWithRelationInput[]> = {
  newest: [{ createdAt: 'desc' }, { id: 'asc' }],
  oldest: [{ createdAt: 'asc' }, { id: 'asc' }],
  name: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
  email: [{ email: 'asc' }],
};

/**
 * Admin: users filtered by role, status, text (name or email contains, case-insensitive) and join
 * date (`joinedFrom` <= createdAt <= `joinedTo`, UTC), sorted newest (default), oldest, name or
 * email; `input` parsed at the GraphQL boundary (users.admin.graphql.ts).
 */
export async function listUsers(input: Parsed<typeof userListInput>): Promise<Page<UserWithProfile>> {
  const words = input.search ? input.search.split(/\s+/).filter(Boolean) : [];
  const where: Prisma.UserWhereInput = {
    ...(input.role ? { role: input.role } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...(input.joinedFrom || input.joinedTo ? { createdAt: { gte: input.joinedFrom ?? undefined, lte: input.joinedTo ?? undefined } } : {}),
    // Every word must match the first name, the last name or the email ("jane doe" finds Jane Doe).
    ...(words.length
      ? {
          AND: words.map((w) => ({
            OR: [
              { email: { contains: w, mode: 'insensitive' as const } },
              { firstName: { contains: w, mode: 'insensitive' as const } },
              { lastName: { contains: w, mode: 'insensitive' as const } },
            ],
          })),
        }
      : {}),
  };
  const [items, total] = await Promise.all([
    db.user.findMany({ where, include: { cleanerProfile: true }, orderBy: ORDER[input.sort], skip: (input.page - 1) * input.limit, take: input.limit }),
    db.user.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}

/** The whole picture of one user for an admin (GET /api/admin/users/{id}/details). */
export interface UserDetails {
  user: UserWithProfile;
  /** Their bookings as customer or cleaner, newest first (at most 20), and how many in all. */
  bookings: Prisma.BookingGetPayload<{ include: { service: { select: { id: true; name: true } } } }>[];
  bookingCount: number;
  /** Payments, refunds and payouts about them, newest first (at most 20). */
  payments: Prisma.PaymentGetPayload<object>[];
  /** Reviews they wrote or received, newest first (at most 20). */
  reviews: Prisma.ReviewGetPayload<object>[];
  /** Sessions not ended, most recently used first. */
  sessions: Prisma.SessionGetPayload<object>[];
  /** Admin changes made to this user, newest first (at most 20). */
  audit: AuditEntry[];
  /** Support tickets they opened, latest activity first (at most 20). */
  tickets: TicketRow[];
  /** How many of each there are in all (the lists above hold the newest DETAILS_LIMIT). */
  counts: { bookings: number; payments: number; reviews: number; sessions: number; audit: number; tickets: number };
}

/** How many of each list the details carry (the newest). */
export const DETAILS_LIMIT = 20;

/**
 * Admin: one user's profile, bookings, payments, reviews, live sessions and audit trail.
 * @throws NotFoundError
 */
export async function userDetails(userId: string): Promise<UserDetails> {
  const user = await db.user.findUnique({ where: { id: userId }, include: { cleanerProfile: true } });
  if (!user) throw new NotFoundError('We could not find that user.');
  const mine: Prisma.BookingWhereInput = { OR: [{ customerId: userId }, { cleanerId: userId }] };
  const paymentsWhere: Prisma.PaymentWhereInput = { OR: [{ customerId: userId }, { cleanerId: userId }] };
  const reviewsWhere: Prisma.ReviewWhereInput = { OR: [{ authorId: userId }, { cleanerId: userId }] };
  const auditWhere: Prisma.AuditLogWhereInput = { entityType: 'user', entityId: userId };
  const [bookings, bookingCount, payments, reviews, sessions, audit, paymentCount, reviewCount, sessionCount, auditCount, tickets, ticketCount] = await Promise.all([
    db.booking.findMany({ where: mine, include: { service: { select: { id: true, name: true } } }, orderBy: [{ scheduledAt: 'desc' }, { id: 'asc' }], take: 20 }),
    db.booking.count({ where: mine }),
    db.payment.findMany({ where: { OR: [{ customerId: userId }, { cleanerId: userId }] }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take: 20 }),
    db.review.findMany({ where: { OR: [{ authorId: userId }, { cleanerId: userId }] }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take: 20 }),
    db.session.findMany({ where: { userId, revokedAt: null }, orderBy: { lastUsedAt: 'desc' }, take: 20 }),
    db.auditLog.findMany({
      where: { entityType: 'user', entityId: userId },
      include: { actor: { select: { id: true, firstName: true, lastName: true, email: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: 20,
    }),
    db.payment.count({ where: paymentsWhere }),
    db.review.count({ where: reviewsWhere }),
    db.session.count({ where: { userId, revokedAt: null } }),
    db.auditLog.count({ where: auditWhere }),
    ticketsOf(userId, DETAILS_LIMIT),
    db.ticket.count({ where: { requesterId: userId } }),
  ]);
  return {
    user,
    bookings,
    bookingCount,
    payments,
    reviews,
    sessions,
    audit,
    tickets,
    counts: { bookings: bookingCount, payments: paymentCount, reviews: reviewCount, sessions: sessionCount, audit: auditCount, tickets: ticketCount },
  };
}

/**
 * Admin: sets a user's status to `active` or `suspended` with a reason (PUT
 * /api/admin/users/{id}/status). Suspending ends every session of the user at once.
 * @returns the user after the change
 * @param input parsed at the GraphQL boundary (users.admin.graphql.ts)
 * @throws NotFoundError, ConflictError (suspending oneself, the last active admin, or no change),
 *   AuthorizationError (the acting admin was suspended meanwhile)
 */
export async function setUserStatus(ctx: Context, userId: string, input: Parsed<typeof userStatusInput>): Promise<UserWithProfile> {
  const admin = actor(ctx);
  if (input.status === 'suspended' && userId === admin.id) throw new ConflictError('You cannot suspend your own account.');
  const result = await db.$transaction(async (tx) => {
    // Lock the active admins (and the target) so concurrent suspensions are decided one at a time.
    const locked = await tx.$queryRaw<{ id: string; role: string; status: string }[]>`
      SELECT "id", "role"::text AS "role", "status"::text AS "status" FROM "User"
      WHERE ("role" = 'admin' AND "status" = 'active') OR "id" = ${userId} ORDER BY "id" FOR UPDATE`;
    // The acting admin may have been suspended while this request waited for the lock.
    if (!locked.some((u) => u.id === admin.id)) throw new AuthorizationError();
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (!user) throw new NotFoundError('We could not find that user.');
    if (user.status === input.status) throw new ConflictError(`This account is already ${input.status}.`);
    if (input.status === 'suspended' && user.role === 'admin') {
      const activeAdmins = await tx.user.count({ where: { role: 'admin', status: 'active' } });
      if (activeAdmins <= 1) throw new ConflictError('You cannot suspend the last active admin.');
    }
    const updated = await tx.user.update({ where: { id: userId }, data: { status: input.status }, include: { cleanerProfile: true } });
    let sessionsEnded = 0;
    if (input.status === 'suspended') {
      const ended = await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: 'suspended' } });
      await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
      sessionsEnded = ended.count;
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.status',
      entityType: 'user',
      entityId: userId,
      before: { status: user.status },
      after: { status: input.status, ...(input.status === 'suspended' ? { sessionsEnded } : {}) },
      reason: input.reason,
    });
    return updated;
  });
  // Drops cached sessions in every instance and closes the user's websockets.
  if (input.status === 'suspended') publishSessionRevoked({ userId, sessionIds: null });
  return result;
}
