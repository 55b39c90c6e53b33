/**
 * Review moderation (docs/decisions/0019; spec section 7 "Admin"): every review with filters,
 * professional reviews, edits, featuring, hiding and removal, and the cleaners' ratings. The
 * fields admit admins only (authScopes, reviews.admin.graphql.ts), where the inputs are parsed.
 * Every change recomputes the reviewed cleaner's rating in its transaction.
 */
import type { z } from 'zod';
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { NotFoundError } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import type { adminReviewInput, adminReviewListInput, reviewPageInput, reviewUpdateInput } from './reviews.inputs.js';
import { parties, recomputeCleanerRating, reviewPage, type ReviewPage, type ReviewWithParties } from './reviews.service.js';

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
 */
export async function adminReviews(input: Parsed<typeof adminReviewListInput>): Promise<ReviewPage> {
  const where: Prisma.ReviewWhereInput = {
    ...(input.rating ? { rating: input.rating } : {}),
    ...(input.type ? { reviewType: input.type } : {}),
    ...(input.featured != null ? { featured: input.featured } : {}),
    ...(input.hidden != null ? { hidden: input.hidden } : {}),
    ...(input.cleanerId ? { cleanerId: input.cleanerId } : {}),
    ...(input.search ? { OR: reviewSearch(input.search) } : {}),
  };
  return reviewPage(where, input);
}

/**
 * Admin: writes a professional review (review_type admin, shown with the 'Pro Review' badge),
 * optionally about a cleaner and a service.
 * @throws NotFoundError (cleaner or service)
 */
export async function createAdminReview(ctx: Context, input: Parsed<typeof adminReviewInput>): Promise<ReviewWithParties> {
  const admin = actor(ctx);
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
 * @throws NotFoundError
 */
export async function updateReview(id: string, input: Parsed<typeof reviewUpdateInput>): Promise<ReviewWithParties> {
  return db.$transaction(async (tx) => {
    const existing = await tx.review.findUnique({ where: { id }, select: { id: true } });
    if (!existing) throw new NotFoundError('We could not find that review.');
    // Only the given changes: the schema gives no nulls (Parsed types absent values as null too).
    const review = await tx.review.update({ where: { id }, data: input as z.output<typeof reviewUpdateInput>, include: parties });
    await recomputeCleanerRating(tx, review.cleanerId);
    return review;
  });
}

/** Admin: removes a review for good; the cleaner's rating follows. @throws NotFoundError */
export async function deleteReview(id: string): Promise<void> {
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
 */
export async function cleanerRatings(input: Parsed<typeof reviewPageInput>): Promise<{ items: CleanerRating[]; page: number; limit: number; total: number }> {
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

/** Admin: counts and averages of all reviews. */
export async function reviewStats(): Promise<ReviewStats> {
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
 * @throws NotFoundError (not a cleaner)
 */
export async function reviewsOfCleaner(cleanerId: string, input: Parsed<typeof reviewPageInput>): Promise<ReviewPage> {
  const cleaner = await db.user.findUnique({ where: { id: cleanerId }, select: { role: true } });
  if (cleaner?.role !== 'cleaner') throw new NotFoundError('We could not find that cleaner.');
  return reviewPage({ cleanerId }, input);
}
