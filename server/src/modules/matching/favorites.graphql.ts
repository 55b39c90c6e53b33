/**
 * A customer's favourite cleaners (docs/decisions/0027), also serving /api/users/favorites
 * through the bridge (favorites.api.ts), and Booking.cleanerIsFavorite.
 */
import { builder } from '../../builder.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import { CleanerSummaryRef } from './cleaner-card.graphql.js';
import * as favorites from './favorites.service.js';
import { favoritesListInput } from './favorites.inputs.js';

const FavoriteCleanerRef = builder.objectRef<favorites.FavoriteCleanerData>('FavoriteCleaner').implement({
  description: "One of a customer's favourite cleaners: favourites are asked first when matching (docs/decisions/0027).",
  fields: (t) => ({
    cleaner: t.field({ type: CleanerSummaryRef, description: 'The cleaner as shown on a card (no email, phone or address).', resolve: (f) => f.cleaner }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the customer marked them (UTC).' }),
  }),
});

const FavoriteCleanerPageRef = builder.objectRef<Awaited<ReturnType<typeof favorites.listFavorites>>>('FavoriteCleanerPage').implement({
  description: "One page of a customer's favourite cleaners, most recently marked first.",
  fields: (t) => ({
    items: t.field({ type: [FavoriteCleanerRef], resolve: (p) => p.items }),
    page: t.exposeInt('page', { description: 'From 1.' }),
    limit: t.exposeInt('limit', { description: 'Items per page.' }),
    total: t.exposeInt('total', { description: 'All favourites over every page.' }),
  }),
});

builder.queryFields((t) => ({
  favoriteCleaners: t.field({
    type: FavoriteCleanerPageRef,
    authScopes: { customer: true },
    description:
      'Customers only: their favourite cleaners, most recently marked first, as cards (GET /api/users/favorites; docs/decisions/0027). `page` from 1, `limit` 1..100 (default 20); `total` counts every favourite. Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR (not a customer), VALIDATION_ERROR (page, limit).',
    args: t.validate({ page: t.arg.int(), limit: t.arg.int() }, fieldArgs(favoritesListInput)),
    resolve: (_root, args, ctx) => favorites.listFavorites(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  addFavoriteCleaner: t.field({
    type: FavoriteCleanerRef,
    authScopes: { customer: true },
    errors: { types: [NotFoundError, ConflictError] },
    description:
      'Customers only: marks a cleaner who completed a job for them as a favourite; favourites are asked first when matching (POST /api/users/favorites/{cleanerId}; docs/decisions/0027). Idempotent: marking a favourite again answers the same favourite. Errors: AuthenticationError, AuthorizationError (not a customer), NotFoundError (no such cleaner), ConflictError (409: the cleaner has not completed a job for them).',
    args: { cleanerId: t.arg.id({ required: true, description: "The cleaner's user id (uuid)." }) },
    resolve: (_root, args, ctx) => favorites.addFavorite(ctx, String(args.cleanerId)),
  }),
  removeFavoriteCleaner: t.field({
    type: CleanerSummaryRef,
    authScopes: { customer: true },
    errors: { types: [NotFoundError] },
    description:
      'Customers only: the cleaner is no longer one of their favourites (DELETE /api/users/favorites/{cleanerId}; docs/decisions/0027). Idempotent: removing a cleaner who is not a favourite succeeds. Returns the cleaner\'s card. Errors: AuthenticationError, AuthorizationError (not a customer), NotFoundError (no such cleaner).',
    args: { cleanerId: t.arg.id({ required: true, description: "The cleaner's user id (uuid)." }) },
    resolve: (_root, args, ctx) => favorites.removeFavorite(ctx, String(args.cleanerId)),
  }),
}));

builder.prismaObjectFields('Booking', (t) => ({
  cleanerIsFavorite: t.boolean({
    description:
      "True when the viewer is the booking's customer and its cleaner is one of their favourites (docs/decisions/0027); false otherwise, and for every other viewer. One read of the viewer's favourites per request.",
    select: { customerId: true, cleanerId: true },
    resolve: (b, _args, ctx) => favorites.isFavoriteCleanerOf(ctx, b),
  }),
}));
