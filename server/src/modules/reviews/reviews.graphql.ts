/** Public reviews query (landing testimonials). */
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import * as reviews from './reviews.service.js';
import { countPublicReviews, publicReviews, type PublicReview } from './reviews.service.js';
import { pagedQuery } from '../../lib/paging.js';
import { parseInput } from '../../lib/validate.js';

/** page and limit of the public reviews (GET /api/reviews/public): limit 1..50, default 50, larger values give 50. */
const publicPaging = pagedQuery({ defaultLimit: 50, maxLimit: 50, overMax: 'clamp' });

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
    args: { page: t.arg.int(), limit: t.arg.int(), featured: t.arg.boolean() },
    resolve: async (_root, args) => {
      const { page, limit } = parseInput(publicPaging, { page: args.page ?? undefined, limit: args.limit ?? undefined });
      const featured = args.featured === true;
      const [items, total] = await Promise.all([publicReviews(limit, featured, (page - 1) * limit), countPublicReviews(featured)]);
      return { items, page, limit, total };
    },
  }),
);

// --- Writing and moderating reviews (issue 8 "Reviews") ---------------------------------------


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

const ReviewPageRef = builder.objectRef<reviews.ReviewPage>('ReviewPage').implement({
  description: 'One page of reviews (pages start at 1), newest first.',
  fields: (t) => ({
    items: t.field({ type: [ReviewRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const CleanerRatingRef = builder.objectRef<reviews.CleanerRating>('CleanerRating').implement({
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
  .objectRef<{ items: reviews.CleanerRating[]; page: number; limit: number; total: number }>('CleanerRatingPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [CleanerRatingRef], resolve: (p) => p.items }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      limit: t.exposeInt('limit'),
    }),
  });

const ReviewStatsRef = builder.objectRef<reviews.ReviewStats>('ReviewStats').implement({
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

builder.prismaObjectField('Booking', 'review', (t) =>
  t.relation('review', { nullable: true, description: 'The customer\'s review of this booking, once written.' }),
);

const reviewErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError];

builder.queryFields((t) => ({
  myReviews: t.field({
    type: ReviewPageRef,
    authScopes: { signedIn: true },
    description: "Signed in: a customer's reviews written, a cleaner's reviews received (hidden ones left out), an admin's professional reviews; newest first. `page` from 1, `limit` 1..100 (default 20). Errors: AUTHENTICATION_ERROR, VALIDATION_ERROR. Spec section 7 \"Users\" (GET /api/users/reviews).",
    args: { page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, ctx) => reviews.myReviews(ctx, args),
  }),
  adminReviews: t.field({
    type: ReviewPageRef,
    authScopes: { admin: true },
    description: 'Admins: every review, newest first. Filters `rating` (1..5), `type` (customer, admin), `featured`, `hidden`, `cleanerId`, `search` (in the comment, the reviewer name or email, or the cleaner name; up to 100 characters); `page` from 1, `limit` 1..100 (default 20). Errors: AUTHORIZATION_ERROR, VALIDATION_ERROR. Spec section 7 "Admin".',
    args: {
      rating: t.arg.int(),
      type: t.arg.string(),
      featured: t.arg.boolean(),
      hidden: t.arg.boolean(),
      cleanerId: t.arg.id(),
      search: t.arg.string(),
      page: t.arg.int({ defaultValue: 1 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_root, args, ctx) => reviews.adminReviews(ctx, { ...args, cleanerId: args.cleanerId ? String(args.cleanerId) : null }),
  }),
  adminCleanerRatings: t.field({
    type: CleanerRatingPageRef,
    authScopes: { admin: true },
    description: "Admins: every cleaner with the average (0..5) and count of its reviews (hidden ones left out), most reviewed first. `page` from 1, `limit` 1..100 (default 20). Errors: AUTHORIZATION_ERROR, VALIDATION_ERROR. Spec section 7 \"Admin\" (GET /api/admin/reviews/cleaners).",
    args: { page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, ctx) => reviews.cleanerRatings(ctx, args),
  }),
  adminReviewStats: t.field({
    type: ReviewStatsRef,
    authScopes: { admin: true },
    description: 'Admins: number of reviews, average rating (hidden ones left out, two decimals), counts per star (index 0 = 1 star), featured, hidden, professional, last 30 days. Errors: AUTHORIZATION_ERROR. Spec section 7 "Admin" (GET /api/admin/reviews/stats).',
    resolve: (_root, _args, ctx) => reviews.reviewStats(ctx),
  }),
  adminCleanerReviews: t.field({
    type: ReviewPageRef,
    authScopes: { admin: true },
    description: "Admins: the reviews of cleaner `cleanerId`, hidden ones included, newest first. `page` from 1, `limit` 1..100 (default 20). Errors: AUTHORIZATION_ERROR, NOT_FOUND_ERROR (not a cleaner), VALIDATION_ERROR. Spec section 7 \"Admin\" (GET /api/admin/cleaners/{id}/reviews).",
    args: { cleanerId: t.arg.id({ required: true }), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, ctx) => reviews.reviewsOfCleaner(ctx, String(args.cleanerId), args),
  }),
}));

builder.mutationFields((t) => ({
  createReview: t.field({
    type: ReviewRef,
    authScopes: { customer: true },
    errors: { types: reviewErrors },
    description:
      "Customers: the booking's customer rates their completed booking once, `rating` 1..5 and `comment` up to 2,000 characters; the cleaner's rating (the average of its reviews) follows. Errors: NotFoundError (not theirs), ConflictError (not completed, already reviewed), ValidationError. Spec section 7 \"Bookings\".",
    args: { bookingId: t.arg.id({ required: true }), rating: t.arg.int({ required: true }), comment: t.arg.string() },
    resolve: (_root, args, ctx) => reviews.createReview(ctx, String(args.bookingId), { rating: args.rating, comment: args.comment ?? '' }),
  }),
  createAdminReview: t.field({
    type: ReviewRef,
    authScopes: { admin: true },
    errors: { types: reviewErrors },
    description: "Admins: writes a professional review (reviewType admin, shown with the 'Pro Review' badge), optionally about a cleaner (`cleanerId`) and a service (`serviceId`), optionally featured. Errors: NotFoundError (unknown cleaner or service), ValidationError. Spec section 7 \"Admin\".",
    args: {
      rating: t.arg.int({ required: true }),
      comment: t.arg.string({ required: true }),
      reviewerName: t.arg.string(),
      cleanerId: t.arg.id(),
      serviceId: t.arg.int(),
      featured: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => reviews.createAdminReview(ctx, { ...args, cleanerId: args.cleanerId ? String(args.cleanerId) : null }),
  }),
  updateReview: t.field({
    type: ReviewRef,
    authScopes: { admin: true },
    errors: { types: reviewErrors },
    description: "Admins: changes any of `rating`, `comment`, `featured`, `hidden` of a review. A hidden review is not public and does not count in the cleaner's rating, which follows. Errors: NotFoundError, ValidationError (nothing to change). Spec section 7 \"Admin\".",
    args: { id: t.arg.id({ required: true }), rating: t.arg.int(), comment: t.arg.string(), featured: t.arg.boolean(), hidden: t.arg.boolean() },
    resolve: (_root, { id, ...args }, ctx) =>
      reviews.updateReview(ctx, String(id), Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined))),
  }),
  deleteReview: t.boolean({
    authScopes: { admin: true },
    errors: { types: reviewErrors },
    description: "Admins: removes a review for good; the cleaner's rating follows. Returns true. Errors: NotFoundError. Spec section 7 \"Admin\".",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await reviews.deleteReview(ctx, String(id));
      return true;
    },
  }),
}));
