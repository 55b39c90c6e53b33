/** /api/admin/users and /api/admin/audit rows (spec section 7 "Admin"; issue 10 "People", "An audit trail") over admin-users.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const adminUsersApi: ApiRoute[] = [
  { method: 'GET', path: '/admin/users', operation: 'ListAdminUsers', tag: 'Admin', summary: 'List users', answer: 'spread' },
  { method: 'GET', path: '/admin/users/admins', operation: 'ListAdminAccounts', tag: 'Admin', summary: 'List admins', answer: 'spread' },
  { method: 'GET', path: '/admin/users/:id/details', operation: 'AdminUserDetails', tag: 'Admin', summary: "One user's details", answer: 'spread' },
  { method: 'PUT', path: '/admin/users/:id/status', operation: 'SetUserStatus', tag: 'Admin', summary: 'Suspend or reactivate a user', answer: 'spread' },
  { method: 'GET', path: '/admin/audit', operation: 'ListAuditEntries', tag: 'Admin', summary: 'The audit trail', answer: 'spread' },
];
