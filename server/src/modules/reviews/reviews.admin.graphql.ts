/**
 * GraphQL of review moderation (docs/decisions/0019; spec section 7 "Admin"), admins only; the
 * /api/admin/reviews rows run these fields (reviews.admin.api.ts).
 */
import { z } from 'zod';
import { builder } from '../../builder.js';
import { fieldArgs } from '../../lib/validate.js';
import * as moderation from './reviews.admin.service.js';
import { ReviewPageRef, ReviewRef, reviewErrors } from './reviews.graphql.js';
import { adminReviewInput, adminReviewListInput, reviewPageInput, reviewUpdateArgs } from './reviews.inputs.js';

const CleanerRatingRef = builder.objectRef<moderation.CleanerRating>('CleanerRating').implement({
  fields: (t) => ({
    cleanerId: t.exposeID('cleanerId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    ratingAverage: t.exposeFloat('ratingAverage', { description: 'Mean of the reviews not hidden, 0..5.' }),
    ratingCount: t.exposeInt('ratingCount'),
  }),
});
const CleanerRatingPageRef = builder
  .objectRef<{ items: moderation.CleanerRating[]; page: number; limit: number; total: number }>('CleanerRatingPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [CleanerRatingRef], resolve: (p) => p.items }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      limit: t.exposeInt('limit'),
    }),
  });

const ReviewStatsRef = builder.objectRef<moderation.ReviewStats>('ReviewStats').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    averageRating: t.exposeFloat('averageRating'),
    byRating: t.exposeIntList('byRating', { description: 'Counts of 1..5 stars (index 0 = 1 star).' }),
    featured: t.exposeInt('featured'),
    hidden: t.exposeInt('hidden'),
    adminReviews: t.exposeInt('adminReviews'),
    last30Days: t.exposeInt('last30Days'),
  }),
});

builder.queryFields((t) => ({
  adminReviews: t.field({
    type: ReviewPageRef,
    authScopes: { admin: true },
    description: 'Admins: every review, newest first. Filters `rating` (1..5), `type` (customer, admin), `featured`, `hidden`, `cleanerId`, `search` (in the comment, the reviewer name or email, or the cleaner name; up to 100 characters); `page` from 1, `limit` 1..100 (default 20). Errors: AUTHORIZATION_ERROR, VALIDATION_ERROR. Spec section 7 "Admin".',
    args: t.validate(
      {
        rating: t.arg.int(),
        type: t.arg.string(),
        featured: t.arg.boolean(),
        hidden: t.arg.boolean(),
        cleanerId: t.arg.id(),
        search: t.arg.string(),
        page: t.arg.int({ defaultValue: 1 }),
        limit: t.arg.int({ defaultValue: 20 }),
      },
      fieldArgs(adminReviewListInput),
    ),
    resolve: (_root, args) => moderation.adminReviews(args),
  }),
  adminCleanerRatings: t.field({
    type: CleanerRatingPageRef,
    authScopes: { admin: true },
    description: "Admins: every cleaner with the average (0..5) and count of its reviews (hidden ones left out), most reviewed first. `page` from 1, `limit` 1..100 (default 20). Errors: AUTHORIZATION_ERROR, VALIDATION_ERROR. Spec section 7 \"Admin\" (GET /api/admin/reviews/cleaners).",
    args: t.validate({ page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) }, fieldArgs(reviewPageInput)),
    resolve: (_root, args) => moderation.cleanerRatings(args),
  }),
  adminReviewStats: t.field({
    type: ReviewStatsRef,
    authScopes: { admin: true },
    description: 'Admins: number of reviews, average rating (hidden ones left out, two decimals), counts per star (index 0 = 1 star), featured, hidden, professional, last 30 days. Errors: AUTHORIZATION_ERROR. Spec section 7 "Admin" (GET /api/admin/reviews/stats).',
    resolve: () => moderation.reviewStats(),
  }),
  adminCleanerReviews: t.field({
    type: ReviewPageRef,
    authScopes: { admin: true },
    description: "Admins: the reviews of cleaner `cleanerId`, hidden ones included, newest first. `page` from 1, `limit` 1..100 (default 20). Errors: AUTHORIZATION_ERROR, NOT_FOUND_ERROR (not a cleaner), VALIDATION_ERROR. Spec section 7 \"Admin\" (GET /api/admin/cleaners/{id}/reviews).",
    args: t.validate(
      { cleanerId: t.arg.id({ required: true }), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
      fieldArgs(reviewPageInput.extend({ cleanerId: z.coerce.string() })),
    ),
    resolve: (_root, { cleanerId, ...paging }) => moderation.reviewsOfCleaner(cleanerId, paging),
  }),
}));

builder.mutationFields((t) => ({
  createAdminReview: t.field({
    type: ReviewRef,
    authScopes: { admin: true },
    errors: { types: reviewErrors },
    description: "Admins: writes a professional review (reviewType admin, shown with the 'Pro Review' badge), optionally about a cleaner (`cleanerId`) and a service (`serviceId`), optionally featured. Errors: NotFoundError (unknown cleaner or service), ValidationError. Spec section 7 \"Admin\".",
    args: t.validate(
      {
        rating: t.arg.int({ required: true }),
        comment: t.arg.string({ required: true }),
        reviewerName: t.arg.string(),
        cleanerId: t.arg.id(),
        serviceId: t.arg.int(),
        featured: t.arg.boolean(),
      },
      adminReviewInput,
    ),
    resolve: (_root, args, ctx) => moderation.createAdminReview(ctx, args),
  }),
  updateReview: t.field({
    type: ReviewRef,
    authScopes: { admin: true },
    errors: { types: reviewErrors },
    description: "Admins: changes any of `rating`, `comment`, `featured`, `hidden` of a review. A hidden review is not public and does not count in the cleaner's rating, which follows. Errors: NotFoundError, ValidationError (nothing to change). Spec section 7 \"Admin\".",
    args: t.validate(
      { id: t.arg.id({ required: true }), rating: t.arg.int(), comment: t.arg.string(), featured: t.arg.boolean(), hidden: t.arg.boolean() },
      reviewUpdateArgs,
    ),
    resolve: (_root, { id, ...changes }) => moderation.updateReview(id, changes),
  }),
  deleteReview: t.boolean({
    authScopes: { admin: true },
    errors: { types: reviewErrors },
    description: "Admins: removes a review for good; the cleaner's rating follows. Returns true. Errors: NotFoundError. Spec section 7 \"Admin\".",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }) => {
      await moderation.deleteReview(String(id));
      return true;
    },
  }),
}));
