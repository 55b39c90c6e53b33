/**
 * Inputs of writing, listing and moderating reviews (docs/decisions/0019), shared by GraphQL
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

/** Paging of review lists. */
export const reviewPageInput = z.object({ page, limit });

/** `adminReviews` / GET /api/admin/reviews (absent filters: `fieldArgs` drops nulls and blanks). */
export const adminReviewListInput = z.object({
  rating: z.coerce.number().int().min(1, 'rating is 1 to 5').max(5, 'rating is 1 to 5').optional(),
  type: z.enum(['customer', 'admin']).optional(),
  featured: z.boolean().optional(),
  hidden: z.boolean().optional(),
  cleanerId: z.uuid('cleanerId must be a user id').optional(),
  search: z.string().trim().max(100, 'search is at most 100 characters').optional(),
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

const reviewChanges = {
  rating: rating.optional(),
  comment: comment.optional(),
  featured: z.boolean({ error: 'featured must be true or false' }).optional(),
  hidden: z.boolean({ error: 'hidden must be true or false' }).optional(),
};
const NOTHING_TO_CHANGE = 'Nothing to change: send rating, comment, featured or hidden';

/** PUT /api/admin/reviews/{id}: any of rating, comment, featured, hidden. */
export const reviewUpdateInput = z.object(reviewChanges).refine((v) => Object.values(v).some((x) => x !== undefined), NOTHING_TO_CHANGE);

/** `updateReview` arguments: the review id and its changes (an argument given as null is left out). */
export const reviewUpdateArgs = z
  .preprocess(
    (args) => Object.fromEntries(Object.entries(args as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined)),
    z.object({ id: z.coerce.string(), ...reviewChanges }),
  )
  .refine(({ id: _id, ...changes }) => Object.values(changes).some((x) => x !== undefined), NOTHING_TO_CHANGE);
