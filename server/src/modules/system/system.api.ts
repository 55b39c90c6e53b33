/** /api rows of the system domain (docs/decisions/0023-api-bridge.md). */
import type { ApiRoute } from '../../rest/router.js';

export const systemApi: ApiRoute[] = [{ method: 'GET', path: '/health', operation: 'Health', tag: 'System', summary: 'Health check', answer: 'spread' }];
