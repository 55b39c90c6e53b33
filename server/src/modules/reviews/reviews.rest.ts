/** GET /api/reviews/public?limit=50&featured=false (spec section 7 "Public reviews"). */
import type { Route } from '../../rest/router.js';
import { publicReviews } from './reviews.service.js';

export const reviewRoutes: Route[] = [
  {
    method: 'GET',
    path: '/reviews/public',
    auth: 'public',
    handler: async (req) => {
      const reviews = await publicReviews(Number(req.query.get('limit') ?? 50) || 50, req.query.get('featured') === 'true');
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
      };
    },
  },
];
