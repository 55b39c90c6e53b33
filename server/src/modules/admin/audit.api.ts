/** /api/admin/audit row (docs/decisions/0020) over audit.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const auditApi: ApiRoute[] = [
  { method: 'GET', path: '/admin/audit', operation: 'ListAuditEntries', tag: 'Admin', summary: 'The audit trail', answer: 'spread' },
];
