/** /api routes of issue 7 (earnings) over the same service functions as GraphQL. */
import type { Route } from '../../rest/router.js';

export const earningsRoutes: Route[] = [];
