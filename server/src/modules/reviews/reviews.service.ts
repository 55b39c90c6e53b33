/** Reviews: public testimonials, customers reviewing completed bookings, and admin moderation (spec sections 3, 4, 7; issue 8). */
import { db } from '../../db.js';
import { AuthorizationError, ConflictError, NotFoundError } from '../../errors.js';
import { parseInput } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import type { Prisma, Review } from '../../generated/prisma/client.js';
import { notify } from '../notifications/notifications.service.js';
import { adminReviewInput, adminReviewListInput, reviewInput, reviewPageInput, reviewUpdateInput } from './reviews.inputs.js';
import { requireAdmin, requireUser } from '../../lib/guards.js';

export interface PublicReview {
  id: string;
  reviewerName: string;
  reviewType: string;
  badge: string;
  roleLabel: string;
  comment: string;
  rating: number;
  serviceType: string;
  cleanerName: string | null;
  cleanerRating: number | null;
  createdAt: Date;
}

/**
 * Newest reviews first, at most `limit` (1..50, default 50); `featured` true = featured only.
 * Defaults per spec: reviewer 'Anonymous Customer', service 'Cleaning Service'; badge 'Pro Review'
 * and role 'Professional Review' for admin reviews, else 'Verified' / 'Verified Customer'.
 */
export async function publicReviews(limit = 50, featured?: boolean | null, skip = 0): Promise<PublicReview[]> {
  const rows = await db.review.findMany({
    where: { hidden: false, ...(featured ? { featured: true } : {}) },
    orderBy: [{ featured: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }],
    skip: Math.max(skip, 0),
    take: Math.min(Math.max(limit, 1), 50),
    include: {
      author: { select: { firstName: true, lastName: true } },
      cleaner: { select: { firstName: true, lastName: true, cleanerProfile: { select: { ratingAverage: true } } } },
      service: { select: { name: true } },
    },
  });
  return rows.map((r) => {
    const isAdmin = r.reviewType === 'admin';
    return {
      id: r.id,
      reviewerName: r.reviewerName ?? (r.author ? `${r.author.firstName} ${r.author.lastName.slice(0, 1)}.` : 'Anonymous Customer'),
      reviewType: r.reviewType,
      badge: isAdmin ? 'Pro Review' : 'Verified',
      roleLabel: isAdmin ? 'Professional Review' : 'Verified Customer',
      comment: r.comment,
      rating: r.rating,
      serviceType: r.service?.name ?? 'Cleaning Service',
      cleanerName: r.cleaner ? `${r.cleaner.firstName} ${r.cleaner.lastName.slice(0, 1)}.` : null,
      cleanerRating: r.cleaner?.cleanerProfile?.ratingAverage ?? null,
      createdAt: r.createdAt,
    };
  });
}

/** How many reviews publicReviews can list (`featured` true = featured only). */
export function countPublicReviews(featured?: boolean | null): Promise<number> {
  return db.review.count({ where: { hidden: false, ...(featured ? { featured: true } : {}) } });
}

// --- Writing, reading and moderating reviews (issue 8 "Reviews") ------------------------------


/** A review with what lists show beside it. */
export type ReviewWithParties = Review & {
  author: { id: string; firstName: string; lastName: string } | null;
  cleaner: { id: string; firstName: string; lastName: string } | null;
  service: { id: number; name: string } | null;
};

const parties = {
  author: { select: { id: true, firstName: true, lastName: true } },
  cleaner: { select: { id: true, firstName: true, lastName: true } },
  service: { select: { id: true, name: true } },
} as const;

/** One page of reviews. */
export interface ReviewPage {
  items: ReviewWithParties[];
  page: number;
  limit: number;
  /** All matches over every page. */
  total: number;
}

/**
 * Recomputes a cleaner's rating (CleanerProfile.ratingAverage, 0..5 with two decimals, and
 * ratingCount) from its reviews that are not hidden. Runs in the transaction that changed them.
 */
export async function recomputeCleanerRating(tx: Prisma.TransactionClient, cleanerId: string | null): Promise<void> {
  if (!cleanerId) return;
  const agg = await tx.review.aggregate({ where: { cleanerId, hidden: false }, _avg: { rating: true }, _count: { _all: true } });
  await tx.cleanerProfile.updateMany({
    where: { userId: cleanerId },
    data: { ratingAverage: Math.round((agg._avg.rating ?? 0) * 100) / 100, ratingCount: agg._count._all },
  });
}

/**
 * POST /api/bookings/{id}/review: the booking's customer rates a completed booking once (rating
 * 1..5, comment up to 2,000 characters). The cleaner's rating is updated in the same transaction
 * and the cleaner is notified.
 * @throws AuthenticationError; AuthorizationError (not a customer); NotFoundError (no such booking,
 *   or not theirs); ConflictError (not completed, or already reviewed); ValidationError
 */
export async function createReview(ctx: Context, bookingId: string, raw: unknown): Promise<ReviewWithParties> {
  const user = requireUser(ctx);
  if (user.role !== 'customer') throw new AuthorizationError('Only the customer of a booking can review it.');
  const input = parseInput(reviewInput, raw);
  const review = await db.$transaction(async (tx) => {
    const booking = await tx.booking.findUnique({ where: { id: bookingId }, include: { review: { select: { id: true } } } });
    if (!booking || booking.customerId !== user.id) throw new NotFoundError('We could not find that booking.');
    if (booking.status !== 'completed') throw new ConflictError('You can review a booking once it is completed.');
    if (booking.review) throw new ConflictError('You have already reviewed this booking.');
    let created: ReviewWithParties;
    try {
      created = await tx.review.create({
        data: { bookingId, authorId: user.id, cleanerId: booking.cleanerId, serviceId: booking.serviceId, rating: input.rating, comment: input.comment, reviewType: 'customer' },
        include: parties,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'P2002') throw new ConflictError('You have already reviewed this booking.');
      throw error;
    }
    await recomputeCleanerRating(tx, booking.cleanerId);
    return created;
  });
  if (review.cleanerId) {
    await notify([
      {
        userId: review.cleanerId,
        type: 'review_received',
        title: `New ${review.rating}-star review`,
        message: `${review.author?.firstName ?? 'A customer'} rated your ${review.service?.name ?? 'cleaning'} ${review.rating} out of 5.`,
        data: { bookingId, reviewId: review.id },
        actions: [],
      },
    ]);
  }
  return review;
}

/**
 * GET /api/users/reviews: a customer's reviews written, a cleaner's reviews received (hidden ones
 * left out), an admin's professional reviews written; newest first.
 * @throws AuthenticationError, ValidationError (page, limit)
 */
export async function myReviews(ctx: Context, raw: unknown): Promise<ReviewPage> {
  const user = requireUser(ctx);
  const input = parseInput(reviewPageInput, raw);
  const where: Prisma.ReviewWhereInput = user.role === 'cleaner' ? { cleanerId: user.id, hidden: false } : { authorId: user.id };
  return reviewPage(where, input);
}

async function reviewPage(where: Prisma.ReviewWhereInput, input: { page: number; limit: number }): Promise<ReviewPage> {
  const [items, total] = await Promise.all([
    db.review.findMany({ where, include: parties, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], skip: (input.page - 1) * input.limit, take: input.limit }),
    db.review.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}

/**
 * What an admin's review search matches, case-insensitively: the comment, the reviewer's name
 * (the author's first or last name or email, or the name kept on a review without an author) and
 * the reviewed cleaner's first or last name.
 */
function reviewSearch(term: string): Prisma.ReviewWhereInput[] {
  const text = { contains: term, mode: 'insensitive' as const };
  return [
    { comment: text },
    { reviewerName: text },
    { author: { OR: [{ firstName: text }, { lastName: text }, { email: text }] } },
    { cleaner: { OR: [{ firstName: text }, { lastName: text }] } },
  ];
}

/**
 * Admin: every review with filters (rating, type customer/admin, featured, hidden, cleanerId,
 * search in the comment, the reviewer's name or the cleaner's name), newest first.
 * @throws AuthorizationError, ValidationError
 */
export async function adminReviews(ctx: Context, raw: unknown): Promise<ReviewPage> {
  requireAdmin(ctx);
  const input = parseInput(adminReviewListInput, raw);
  const where: Prisma.ReviewWhereInput = {
    ...(input.rating ? { rating: input.rating } : {}),
    ...(input.type ? { reviewType: input.type } : {}),
    ...(input.featured !== undefined ? { featured: input.featured } : {}),
    ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
    ...(input.cleanerId ? { cleanerId: input.cleanerId } : {}),
    ...(input.search ? { OR: reviewSearch(input.search) } : {}),
  };
  return reviewPage(where, input);
}

/**
 * Admin: writes a professional review (review_type admin, shown with the 'Pro Review' badge),
 * optionally about a cleaner and a service.
 * @throws AuthorizationError, ValidationError, NotFoundError (cleaner or service)
 */
export async function createAdminReview(ctx: Context, raw: unknown): Promise<ReviewWithParties> {
  const admin = requireAdmin(ctx);
  const input = parseInput(adminReviewInput, raw);
  return db.$transaction(async (tx) => {
    if (input.cleanerId) {
      const cleaner = await tx.user.findUnique({ where: { id: input.cleanerId }, select: { role: true } });
      if (cleaner?.role !== 'cleaner') throw new NotFoundError('We could not find that cleaner.');
    }
    if (input.serviceId && !(await tx.service.findUnique({ where: { id: input.serviceId }, select: { id: true } }))) {
      throw new NotFoundError('We could not find that service.');
    }
    const review = await tx.review.create({
      data: {
        authorId: admin.id,
        reviewType: 'admin',
        reviewerName: input.reviewerName ?? `${admin.firstName} ${admin.lastName.slice(0, 1)}.`,
        rating: input.rating,
        comment: input.comment,
        cleanerId: input.cleanerId ?? null,
        serviceId: input.serviceId ?? null,
        featured: input.featured ?? false,
      },
      include: parties,
    });
    await recomputeCleanerRating(tx, review.cleanerId);
    return review;
  });
}

/**
 * Admin: edits a review (rating, comment), features or hides it. The cleaner's rating follows.
 * @throws AuthorizationError, NotFoundError, ValidationError
 */
export async function updateReview(ctx: Context, id: string, raw: unknown): Promise<ReviewWithParties> {
  requireAdmin(ctx);
  const input = parseInput(reviewUpdateInput, raw);
  return db.$transaction(async (tx) => {
    const existing = await tx.review.findUnique({ where: { id }, select: { id: true } });
    if (!existing) throw new NotFoundError('We could not find that review.');
    const review = await tx.review.update({ where: { id }, data: input, include: parties });
    await recomputeCleanerRating(tx, review.cleanerId);
    return review;
  });
}

/** Admin: removes a review for good; the cleaner's rating follows. @throws AuthorizationError, NotFoundError */
export async function deleteReview(ctx: Context, id: string): Promise<void> {
  requireAdmin(ctx);
  await db.$transaction(async (tx) => {
    const existing = await tx.review.findUnique({ where: { id }, select: { cleanerId: true } });
    if (!existing) throw new NotFoundError('We could not find that review.');
    await tx.review.delete({ where: { id } });
    await recomputeCleanerRating(tx, existing.cleanerId);
  });
}

/** A cleaner's rating as admins see it. */
export interface CleanerRating {
  cleanerId: string;
  firstName: string;
  lastName: string;
  email: string;
  ratingAverage: number;
  ratingCount: number;
}

/**
 * Admin: every cleaner's rating, best first (cleaners without reviews last). Paged.
 * @throws AuthorizationError, ValidationError
 */
export async function cleanerRatings(ctx: Context, raw: unknown): Promise<{ items: CleanerRating[]; page: number; limit: number; total: number }> {
  requireAdmin(ctx);
  const input = parseInput(reviewPageInput, raw);
  const [rows, total] = await Promise.all([
    db.cleanerProfile.findMany({
      include: { user: { select: { firstName: true, lastName: true, email: true } } },
      orderBy: [{ ratingCount: 'desc' }, { ratingAverage: 'desc' }, { userId: 'asc' }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
    }),
    db.cleanerProfile.count(),
  ]);
  return {
    items: rows.map((r) => ({ cleanerId: r.userId, firstName: r.user.firstName, lastName: r.user.lastName, email: r.user.email, ratingAverage: r.ratingAverage, ratingCount: r.ratingCount })),
    page: input.page,
    limit: input.limit,
    total,
  };
}

/** Review statistics for admins. */
export interface ReviewStats {
  total: number;
  /** Mean rating of the reviews not hidden, two decimals (0 when none). */
  averageRating: number;
  /** Count per rating 1..5 (index 0 = 1 star). */
  byRating: number[];
  featured: number;
  hidden: number;
  adminReviews: number;
  /** Written in the last 30 days. */
  last30Days: number;
}

/** Admin: counts and averages of all reviews. @throws AuthorizationError */
export async function reviewStats(ctx: Context): Promise<ReviewStats> {
  requireAdmin(ctx);
  const since = new Date(Date.now() - 30 * 86_400_000);
  const [total, avg, groups, featured, hidden, adminCount, recent] = await Promise.all([
    db.review.count(),
    db.review.aggregate({ where: { hidden: false }, _avg: { rating: true } }),
    db.review.groupBy({ by: ['rating'], _count: { _all: true } }),
    db.review.count({ where: { featured: true } }),
    db.review.count({ where: { hidden: true } }),
    db.review.count({ where: { reviewType: 'admin' } }),
    db.review.count({ where: { createdAt: { gte: since } } }),
  ]);
  const byRating = [1, 2, 3, 4, 5].map((r) => groups.find((g) => g.rating === r)?._count._all ?? 0);
  return { total, averageRating: Math.round((avg._avg.rating ?? 0) * 100) / 100, byRating, featured, hidden, adminReviews: adminCount, last30Days: recent };
}

/**
 * Admin: the reviews of one cleaner (hidden ones included), newest first.
 * @throws AuthorizationError, NotFoundError (not a cleaner), ValidationError
 */
export async function reviewsOfCleaner(ctx: Context, cleanerId: string, raw: unknown): Promise<ReviewPage> {
  requireAdmin(ctx);
  const input = parseInput(reviewPageInput, raw);
  const cleaner = await db.user.findUnique({ where: { id: cleanerId }, select: { role: true } });
  if (cleaner?.role !== 'cleaner') throw new NotFoundError('We could not find that cleaner.');
  return reviewPage({ cleanerId }, input);
}
