/**
 * Inputs of writing, listing and moderating reviews (issue 8 "Reviews"), shared by GraphQL
 * arguments and /api bodies.
 */
import { z } from 'zod';
import { intId, text } from '../../../../schema/rules.js';

/** 1 to 5 whole stars. */
export const rating = z.coerce
  .number({ error: 'Please choose a rating from 1 to 5' })
  .int('Please choose a rating from 1 to 5')
  .min(1, 'Please choose a rating from 1 to 5')
  .max(5, 'Please choose a rating from 1 to 5')
  .meta({ description: '1 to 5 stars.' });

/** Up to 2,000 characters (may be empty for a customer review). */
export const REVIEW_COMMENT_MAX = 2000;
const comment = text({ required: 'Please write a comment', max: [REVIEW_COMMENT_MAX, `The comment must be at most ${REVIEW_COMMENT_MAX} characters`], multiline: true });

/** POST /api/bookings/{id}/review. */
export const reviewInput = z.object({ rating, comment: comment.optional().default('') });

const page = z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(100_000, 'page is at most 100000').default(1);
const limit = z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit is at most 100').default(20);
const bool = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .optional()
  .nullable()
  .transform((v) => v ?? undefined);

/** Paging of review lists. */
export const reviewPageInput = z.object({ page, limit });

/** GET /api/admin/reviews. */
export const adminReviewListInput = z.object({
  rating: z.coerce.number().int().min(1, 'rating is 1 to 5').max(5, 'rating is 1 to 5').optional().nullable().transform((v) => v ?? undefined),
  type: z.enum(['customer', 'admin']).optional().nullable().transform((v) => v ?? undefined),
  featured: bool,
  hidden: bool,
  cleanerId: z.uuid('cleanerId must be a user id').optional().nullable().transform((v) => v ?? undefined),
  search: z.string().trim().max(100, 'search is at most 100 characters').optional().nullable().transform((v) => v || undefined),
  page,
  limit,
});

/** POST /api/admin/reviews: a professional review. */
export const adminReviewInput = z.object({
  rating,
  comment: text({ required: 'Please write a comment', min: [3, 'Please write a comment'], max: [REVIEW_COMMENT_MAX, `The comment must be at most ${REVIEW_COMMENT_MAX} characters`], multiline: true }),
  reviewerName: text({ required: 'reviewerName must be text', min: [1, 'reviewerName must be text'], max: [80, 'reviewerName is at most 80 characters'] }).optional().nullable(),
  cleanerId: z.uuid('cleanerId must be a user id').optional().nullable(),
  serviceId: intId('serviceId must be a service id').optional().nullable(),
  featured: z.boolean().optional().nullable(),
});

/** PUT /api/admin/reviews/{id}: any of rating, comment, featured, hidden. */
export const reviewUpdateInput = z
  .object({
    rating: rating.optional(),
    comment: comment.optional(),
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
    hidden: z.boolean({ error: 'hidden must be true or false' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change: send rating, comment, featured or hidden');
