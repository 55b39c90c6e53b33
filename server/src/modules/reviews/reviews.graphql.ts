/** Public reviews query (landing testimonials). */
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import * as reviews from './reviews.service.js';
import { publicReviews, type PublicReview } from './reviews.service.js';

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
    description: "GET /api/users/reviews: a customer's reviews written, a cleaner's received (not hidden), newest first.",
    args: { page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, ctx) => reviews.myReviews(ctx, args),
  }),
  adminReviews: t.field({
    type: ReviewPageRef,
    authScopes: { admin: true },
    description: 'Admin: every review, newest first. Filters rating, type (customer, admin), featured, hidden, cleanerId, search (comment, reviewer name or email, cleaner name).',
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
    description: "Admin: every cleaner's rating (GET /api/admin/reviews/cleaners).",
    args: { page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, ctx) => reviews.cleanerRatings(ctx, args),
  }),
  adminReviewStats: t.field({
    type: ReviewStatsRef,
    authScopes: { admin: true },
    description: 'Admin: review counts and the average rating (GET /api/admin/reviews/stats).',
    resolve: (_root, _args, ctx) => reviews.reviewStats(ctx),
  }),
  adminCleanerReviews: t.field({
    type: ReviewPageRef,
    authScopes: { admin: true },
    description: "Admin: one cleaner's reviews, hidden ones included (GET /api/admin/cleaners/{id}/reviews).",
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
      "The booking's customer rates a completed booking once: rating 1..5, comment up to 2,000 characters. Errors: NotFoundError (not theirs), ConflictError (not completed, already reviewed), ValidationError.",
    args: { bookingId: t.arg.id({ required: true }), rating: t.arg.int({ required: true }), comment: t.arg.string() },
    resolve: (_root, args, ctx) => reviews.createReview(ctx, String(args.bookingId), { rating: args.rating, comment: args.comment ?? '' }),
  }),
  createAdminReview: t.field({
    type: ReviewRef,
    authScopes: { admin: true },
    errors: { types: reviewErrors },
    description: "Admin: writes a professional review (reviewType admin, 'Pro Review'), optionally about a cleaner and a service.",
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
    description: "Admin: edits a review's rating or comment, features or hides it; the cleaner's rating follows.",
    args: { id: t.arg.id({ required: true }), rating: t.arg.int(), comment: t.arg.string(), featured: t.arg.boolean(), hidden: t.arg.boolean() },
    resolve: (_root, { id, ...args }, ctx) =>
      reviews.updateReview(ctx, String(id), Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined))),
  }),
  deleteReview: t.boolean({
    authScopes: { admin: true },
    errors: { types: reviewErrors },
    description: "Admin: removes a review for good; the cleaner's rating follows. Returns true.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await reviews.deleteReview(ctx, String(id));
      return true;
    },
  }),
}));
