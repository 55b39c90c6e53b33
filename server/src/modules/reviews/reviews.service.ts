/** Reviews: public testimonials, customers reviewing completed bookings, and admin moderation (spec sections 3, 4, 7; docs/decisions/0019). */
import { db } from '../../db.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { Parsed } from '../../lib/validate.js';
import type { Context } from '../../context.js';
import type { Prisma, Review } from '../../generated/prisma/client.js';
import { notify } from '../notifications/notifications.service.js';
import type { reviewInput, reviewPageInput } from './reviews.inputs.js';
import { actor } from '../../lib/guards.js';

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

// --- Writing and reading reviews (docs/decisions/0019; moderation: reviews.admin.service.ts) ---


/** A review with what lists show beside it. */
export type ReviewWithParties = Review & {
  author: { id: string; firstName: string; lastName: string } | null;
  cleaner: { id: string; firstName: string; lastName: string } | null;
  service: { id: number; name: string } | null;
};

/** The author, cleaner and service a review is shown with (a Prisma `include`). */
export const parties = {
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
 * and the cleaner is notified. The field admits customers only (authScopes); `input` is parsed at
 * the GraphQL boundary (reviews.graphql.ts).
 * @throws NotFoundError (no such booking, or not theirs); ConflictError (not completed, or already
 *   reviewed)
 */
export async function createReview(ctx: Context, bookingId: string, input: Parsed<typeof reviewInput>): Promise<ReviewWithParties> {
  const user = actor(ctx);
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
 * `input` (page, limit) parsed at the GraphQL boundary.
 */
export async function myReviews(ctx: Context, input: Parsed<typeof reviewPageInput>): Promise<ReviewPage> {
  const user = actor(ctx);
  const where: Prisma.ReviewWhereInput = user.role === 'cleaner' ? { cleanerId: user.id, hidden: false } : { authorId: user.id };
  return reviewPage(where, input);
}

/** One page of the reviews matching `where`, newest first. */
export async function reviewPage(where: Prisma.ReviewWhereInput, input: { page: number; limit: number }): Promise<ReviewPage> {
  const [items, total] = await Promise.all([
    db.review.findMany({ where, include: parties, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], skip: (input.page - 1) * input.limit, take: input.limit }),
    db.review.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}
