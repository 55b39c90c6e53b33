/** /api/admin/audit row (issue 10 "An audit trail") over audit.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const auditApi: ApiRoute[] = [
  { method: 'GET', path: '/admin/audit', operation: 'ListAuditEntries', tag: 'Admin', summary: 'The audit trail', answer: 'spread' },
];
