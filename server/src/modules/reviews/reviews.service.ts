/** Public reviews for the landing page (spec section 3 "Public review", section 4). */
import { db } from '../../db.js';

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
    where: featured ? { featured: true } : {},
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
  return db.review.count({ where: featured ? { featured: true } : {} });
}
