/**
 * /api/users/favorites rows (docs/decisions/0027) over
 * favorites.api.graphql.
 */
import type { ApiRoute } from '../../rest/router.js';

export const favoritesApi: ApiRoute[] = [
  { method: 'GET', path: '/users/favorites', operation: 'FavoriteCleaners', tag: 'Users', summary: 'My favourite cleaners', answer: 'spread' },
  { method: 'POST', path: '/users/favorites/:cleanerId', operation: 'AddFavoriteCleaner', tag: 'Users', summary: 'Mark a cleaner a favourite', answer: 'spread' },
  { method: 'DELETE', path: '/users/favorites/:cleanerId', operation: 'RemoveFavoriteCleaner', tag: 'Users', summary: 'Remove a favourite cleaner', answer: 'spread' },
];
