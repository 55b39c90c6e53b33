/** Public reviews query (landing testimonials). */
import { builder } from '../../builder.js';
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
