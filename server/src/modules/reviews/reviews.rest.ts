/**
 * /api routes of reviews: GET /api/reviews/public?limit=50&featured=false (spec section 7 "Public
 * reviews"), writing a review of a booking, the caller's reviews, and the admin moderation routes
 * (issue 8 "Reviews") over reviews.service, the same functions as GraphQL.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedQuery, pagedResponse, uuidParam } from '../../rest/schemas.js';
import * as reviews from './reviews.service.js';
import { countPublicReviews, publicReviews } from './reviews.service.js';
import { adminReviewInput, reviewInput, reviewUpdateInput } from './reviews.inputs.js';

/** A review as the signed-in routes answer it. */
const reviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.int().meta({ description: '1..5.' }),
    comment: z.string(),
    review_type: z.enum(['customer', 'admin']),
    badge: z.string().meta({ description: '"Pro Review" (admin reviews) or "Verified".' }),
    reviewer_name: z.string(),
    booking_id: z.uuid().nullable(),
    cleaner_id: z.uuid().nullable(),
    cleaner_name: z.string().nullable(),
    service_id: z.int().nullable(),
    service_type: z.string(),
    featured: z.boolean(),
    hidden: z.boolean(),
    created_at: isoInstant,
  })
  .meta({ id: 'Review' });

function toReviewJson(r: reviews.ReviewWithParties): z.output<typeof reviewSchema> {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    review_type: r.reviewType === 'admin' ? 'admin' : 'customer',
    badge: r.reviewType === 'admin' ? 'Pro Review' : 'Verified',
    reviewer_name: r.reviewerName ?? (r.author ? `${r.author.firstName} ${r.author.lastName.slice(0, 1)}.` : 'Anonymous Customer'),
    booking_id: r.bookingId,
    cleaner_id: r.cleanerId,
    cleaner_name: r.cleaner ? `${r.cleaner.firstName} ${r.cleaner.lastName.slice(0, 1)}.` : null,
    service_id: r.serviceId,
    service_type: r.service?.name ?? 'Cleaning Service',
    featured: r.featured,
    hidden: r.hidden,
    created_at: r.createdAt.toISOString(),
  };
}

const reviewPage = (p: reviews.ReviewPage) => ({ reviews: p.items.map(toReviewJson), page: p.page, limit: p.limit, total: p.total });
const pageQuery = pagedQuery({ defaultLimit: 20, maxLimit: 100 });
const idParams = z.object({ id: uuidParam });

/** Routes of writing and moderating reviews. */
const writeRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/bookings/:id/review',
    tag: 'Bookings',
    summary: 'Review a completed booking',
    description:
      "Customer: rates their completed booking once, `rating` 1..5 and `comment` up to 2,000 characters; the cleaner's rating (the average of its reviews) follows. 404 for a booking that is not theirs; 409 when it is not completed or already reviewed.",
    auth: 'customer',
    input: { params: idParams, body: reviewInput },
    response: z.object({ review: reviewSchema }),
    status: 201,
    errors: [404, 409],
    handler: async (req) => ({ review: toReviewJson(await reviews.createReview(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/reviews',
    tag: 'Users',
    summary: 'My reviews',
    description: "Signed in: a customer's reviews written, a cleaner's reviews received (hidden ones left out), an admin's professional reviews; newest first, paged.",
    auth: 'signedIn',
    input: { query: pageQuery },
    response: pagedResponse('reviews', reviewSchema),
    errors: [],
    handler: async (req) => reviewPage(await reviews.myReviews(req.ctx, req.query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/reviews',
    tag: 'Admin',
    summary: 'All reviews',
    description: 'Admin: every review, newest first. Filters `rating` (1..5), `type` (customer, admin), `featured`, `hidden` (true/false), `cleanerId`, `search` (in the comment, the reviewer name or email, or the cleaner name); paged.',
    auth: 'admin',
    input: {
      query: pageQuery.extend({
        rating: z.string().optional(),
        type: z.enum(['customer', 'admin']).optional(),
        featured: z.enum(['true', 'false']).optional(),
        hidden: z.enum(['true', 'false']).optional(),
        cleanerId: z.uuid().optional(),
        search: z.string().max(100).optional(),
      }),
    },
    response: pagedResponse('reviews', reviewSchema),
    errors: [],
    handler: async (req) => reviewPage(await reviews.adminReviews(req.ctx, req.query)),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/reviews',
    tag: 'Admin',
    summary: 'Write a professional review',
    description: "Admin: a review with review_type admin, shown with the 'Pro Review' badge; optionally about a cleaner (`cleanerId`) and a service (`serviceId`), optionally featured. 404 for an unknown cleaner or service.",
    auth: 'admin',
    input: { body: adminReviewInput },
    response: z.object({ review: reviewSchema }),
    status: 201,
    errors: [404],
    handler: async (req) => ({ review: toReviewJson(await reviews.createAdminReview(req.ctx, req.body)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/reviews/:id',
    tag: 'Admin',
    summary: 'Edit, feature or hide a review',
    description: "Admin: changes any of `rating`, `comment`, `featured`, `hidden`. A hidden review is not public and does not count in the cleaner's rating.",
    auth: 'admin',
    input: { params: idParams, body: reviewUpdateInput },
    response: z.object({ review: reviewSchema }),
    errors: [404],
    handler: async (req) => ({ review: toReviewJson(await reviews.updateReview(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/admin/reviews/:id',
    tag: 'Admin',
    summary: 'Remove a review',
    description: "Admin: deletes the review for good; the cleaner's rating follows.",
    auth: 'admin',
    input: { params: idParams },
    response: z.object({ message: z.string() }),
    errors: [404],
    handler: async (req) => {
      await reviews.deleteReview(req.ctx, req.params.id);
      return { message: 'Review removed.' };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/reviews/cleaners',
    tag: 'Admin',
    summary: 'Ratings per cleaner',
    description: 'Admin: every cleaner with the average and count of its reviews (hidden ones left out), most reviewed first; paged.',
    auth: 'admin',
    input: { query: pageQuery },
    response: pagedResponse(
      'cleaners',
      z.object({ cleanerId: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string(), ratingAverage: z.number(), ratingCount: z.int() }),
    ),
    errors: [],
    handler: async (req) => {
      const p = await reviews.cleanerRatings(req.ctx, req.query);
      return { cleaners: p.items, page: p.page, limit: p.limit, total: p.total };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/reviews/stats',
    tag: 'Admin',
    summary: 'Review statistics',
    description: 'Admin: number of reviews, average rating (hidden ones left out), counts per star (index 0 = 1 star), featured, hidden, professional, last 30 days.',
    auth: 'admin',
    response: z.object({
      stats: z.object({
        total: z.int(),
        averageRating: z.number(),
        byRating: z.array(z.int()),
        featured: z.int(),
        hidden: z.int(),
        adminReviews: z.int(),
        last30Days: z.int(),
      }),
    }),
    errors: [],
    handler: async (req) => ({ stats: await reviews.reviewStats(req.ctx) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/cleaners/:id/reviews',
    tag: 'Admin',
    summary: "A cleaner's reviews",
    description: 'Admin: the reviews of cleaner `id`, hidden ones included, newest first; paged. 404 when `id` is not a cleaner.',
    auth: 'admin',
    input: { params: idParams, query: pageQuery },
    response: pagedResponse('reviews', reviewSchema),
    errors: [404],
    handler: async (req) => reviewPage(await reviews.reviewsOfCleaner(req.ctx, req.params.id, req.query)),
  }),
];

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
  ...writeRoutes,
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
