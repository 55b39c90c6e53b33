/** Reviews: the public reviews (landing testimonials), and a customer's reviews (moderation: reviews.admin.graphql.ts). */
import { z } from 'zod';
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import * as reviews from './reviews.service.js';
import { countPublicReviews, publicReviews, type PublicReview } from './reviews.service.js';
import { pagedQuery } from '../../lib/paging.js';
import { fieldArgs } from '../../lib/validate.js';
import { reviewInput, reviewPageInput } from './reviews.inputs.js';

/** `publicReviewPage` (GET /api/reviews/public): limit 1..50, default 50, larger values give 50; `featured` true = featured only. */
const publicPageInput = pagedQuery({ defaultLimit: 50, maxLimit: 50, overMax: 'clamp' }).extend({ featured: z.boolean().optional() });

const PublicReviewRef = builder.objectRef<PublicReview>('PublicReview').implement({
  description: 'A review as the public landing page shows it (spec section 3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    reviewerName: t.exposeString('reviewerName'),
    reviewType: t.exposeString('reviewType', { description: "'admin' or 'customer'." }),
    badge: t.exposeString('badge', { description: "'Pro Review' for admin reviews, otherwise 'Verified'." }),
    roleLabel: t.exposeString('roleLabel'),
    comment: t.exposeString('comment'),
    rating: t.exposeInt('rating', { description: '1 to 5.' }),
    serviceType: t.exposeString('serviceType'),
    cleanerName: t.exposeString('cleanerName', { nullable: true }),
    cleanerRating: t.exposeFloat('cleanerRating', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('publicReviews', (t) =>
  t.field({
    type: [PublicReviewRef],
    description: 'Newest public reviews (limit 1..50).',
    args: { limit: t.arg.int({ defaultValue: 50 }), featured: t.arg.boolean() },
    resolve: (_root, { limit, featured }) => publicReviews(limit ?? 50, featured),
  }),
);

const PublicReviewPageRef = builder
  .objectRef<{ items: PublicReview[]; page: number; limit: number; total: number }>('PublicReviewPage')
  .implement({
    description: 'One page of the public reviews, featured first, then newest.',
    fields: (t) => ({
      items: t.field({ type: [PublicReviewRef], resolve: (p) => p.items }),
      page: t.exposeInt('page', { description: 'This page, from 1.' }),
      limit: t.exposeInt('limit', { description: 'Items per page (at most 50).' }),
      total: t.exposeInt('total', { description: 'All public reviews matching `featured`, over every page.' }),
    }),
  });

builder.queryField('publicReviewPage', (t) =>
  t.field({
    type: PublicReviewPageRef,
    description:
      'Public: the reviews for the landing page (hidden ones left out), featured first, then newest, one page: `page` from 1, `limit` 1..50 (default 50; larger values give 50); `featured` true lists featured reviews only. Errors: VALIDATION_ERROR (page, limit). Spec section 7 "Public reviews".',
    args: t.validate({ page: t.arg.int(), limit: t.arg.int(), featured: t.arg.boolean() }, fieldArgs(publicPageInput)),
    resolve: async (_root, { page, limit, ...args }) => {
      const featured = args.featured === true;
      const [items, total] = await Promise.all([publicReviews(limit, featured, (page - 1) * limit), countPublicReviews(featured)]);
      return { items, page, limit, total };
    },
  }),
);

// --- Writing and reading reviews (docs/decisions/0019) -----------------------------------------


export const ReviewRef = builder.prismaObject('Review', {
  description: 'A review: a customer rating a completed booking (1..5 stars, comment up to 2,000 characters), or an admin "Pro Review".',
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.exposeInt('rating', { description: '1 to 5.' }),
    comment: t.exposeString('comment'),
    reviewType: t.exposeString('reviewType', { description: "'customer' or 'admin' (badge 'Pro Review')." }),
    badge: t.string({ description: "'Pro Review' for admin reviews, otherwise 'Verified'.", resolve: (r) => (r.reviewType === 'admin' ? 'Pro Review' : 'Verified') }),
    reviewerName: t.string({
      description: 'The name shown: the given reviewer name, the author\'s "First L.", or "Anonymous Customer".',
      select: { author: { select: { firstName: true, lastName: true } } },
      resolve: (r) => r.reviewerName ?? (r.author ? `${r.author.firstName} ${r.author.lastName.slice(0, 1)}.` : 'Anonymous Customer'),
    }),
    bookingId: t.exposeID('bookingId', { nullable: true }),
    cleanerId: t.exposeID('cleanerId', { nullable: true }),
    serviceId: t.exposeInt('serviceId', { nullable: true, description: 'The service reviewed (its integer id), if any.' }),
    cleanerName: t.string({
      nullable: true,
      select: { cleaner: { select: { firstName: true, lastName: true } } },
      resolve: (r) => (r.cleaner ? `${r.cleaner.firstName} ${r.cleaner.lastName.slice(0, 1)}.` : null),
    }),
    serviceName: t.string({ select: { service: { select: { name: true } } }, resolve: (r) => r.service?.name ?? 'Cleaning Service' }),
    featured: t.exposeBoolean('featured', { description: 'Shown first among the public reviews.' }),
    hidden: t.exposeBoolean('hidden', { description: 'Hidden by an admin: not public, not in the rating.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const ReviewPageRef = builder.objectRef<reviews.ReviewPage>('ReviewPage').implement({
  description: 'One page of reviews (pages start at 1), newest first.',
  fields: (t) => ({
    items: t.field({ type: [ReviewRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

builder.prismaObjectField('Booking', 'review', (t) =>
  t.relation('review', { nullable: true, description: 'The customer\'s review of this booking, once written.' }),
);

export const reviewErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError];

builder.queryFields((t) => ({
  myReviews: t.field({
    type: ReviewPageRef,
    authScopes: { signedIn: true },
    description: "Signed in: a customer's reviews written, a cleaner's reviews received (hidden ones left out), an admin's professional reviews; newest first. `page` from 1, `limit` 1..100 (default 20). Errors: AUTHENTICATION_ERROR, VALIDATION_ERROR. Spec section 7 \"Users\" (GET /api/users/reviews).",
    args: t.validate({ page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) }, fieldArgs(reviewPageInput)),
    resolve: (_root, args, ctx) => reviews.myReviews(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  createReview: t.field({
    type: ReviewRef,
    authScopes: { customer: true },
    errors: { types: reviewErrors },
    description:
      "Customers: the booking's customer rates their completed booking once, `rating` 1..5 and `comment` up to 2,000 characters; the cleaner's rating (the average of its reviews) follows. Errors: NotFoundError (not theirs), ConflictError (not completed, already reviewed), ValidationError. Spec section 7 \"Bookings\".",
    args: t.validate(
      { bookingId: t.arg.id({ required: true }), rating: t.arg.int({ required: true }), comment: t.arg.string() },
      fieldArgs(reviewInput.extend({ bookingId: z.coerce.string() })),
    ),
    resolve: (_root, { bookingId, ...input }, ctx) => reviews.createReview(ctx, bookingId, input),
  }),
}));
