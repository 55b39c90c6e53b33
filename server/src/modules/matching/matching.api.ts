/** /api rows of issue 16 (matching). */
import type { ApiRoute } from '../../rest/router.js';

export const matchingApi: ApiRoute[] = [];
