/**
 * Inputs of a customer's favourite cleaners (docs/decisions/0027), attached to the
 * GraphQL arguments (favorites.graphql.ts, which the /api rows run).
 */
import { pagedQuery } from '../../lib/paging.js';

/** `favoriteCleaners(page, limit)`: page from 1, limit 1..100 (default 20). */
export const favoritesListInput = pagedQuery({ defaultLimit: 20, maxLimit: 100 });

