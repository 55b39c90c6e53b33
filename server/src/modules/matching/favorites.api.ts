/** /api rows of issue 16 (favorites). */
import type { ApiRoute } from '../../rest/router.js';

export const favoritesApi: ApiRoute[] = [];
