/** GET /api/reviews/public?limit=50&featured=false (spec section 7 "Public reviews"). */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedQuery, pagedResponse } from '../../rest/schemas.js';
import { countPublicReviews, publicReviews } from './reviews.service.js';

/** A public review (snake_case fields of spec section 3 "Public review"). */
export const publicReviewSchema = z
  .object({
    id: z.string(),
    reviewer_name: z.string().meta({ description: '"First L." of the author, or "Anonymous Customer".' }),
    review_type: z.string(),
    comment: z.string(),
    rating: z.number().meta({ description: '1..5.' }),
    service_type: z.string().meta({ description: 'Service name, or "Cleaning Service".' }),
    cleaner_name: z.string().nullable(),
    cleaner_rating: z.number().nullable(),
    badge: z.string().meta({ description: '"Pro Review" (admin reviews) or "Verified".' }),
    role_label: z.string().meta({ description: '"Professional Review" or "Verified Customer".' }),
    created_at: isoInstant,
  })
  .meta({ id: 'PublicReview' });

export const reviewRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/reviews/public',
    tag: 'Reviews',
    summary: 'List public reviews',
    description: 'Reviews for the landing page: featured first, then newest. `limit` is at most 50 (larger values give 50).',
    auth: 'public',
    input: {
      query: pagedQuery({ defaultLimit: 50, maxLimit: 50, overMax: 'clamp' }).extend({
        featured: z.enum(['true', 'false']).optional().meta({ description: '`true`: featured reviews only.' }),
      }),
    },
    response: pagedResponse('reviews', publicReviewSchema),
    errors: [],
    handler: async (req) => {
      const { page, limit } = req.query;
      const featured = req.query.featured === 'true';
      const [reviews, total] = await Promise.all([publicReviews(limit, featured, (page - 1) * limit), countPublicReviews(featured)]);
      return {
        reviews: reviews.map((r) => ({
          id: r.id,
          reviewer_name: r.reviewerName,
          review_type: r.reviewType,
          comment: r.comment,
          rating: r.rating,
          service_type: r.serviceType,
          cleaner_name: r.cleanerName,
          cleaner_rating: r.cleanerRating,
          badge: r.badge,
          role_label: r.roleLabel,
          created_at: r.createdAt.toISOString(),
        })),
        page,
        limit,
        total,
      };
    },
  }),
];
