/** /api/admin/users rows (spec section 7 "Admin"; docs/decisions/0020) over users.admin.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const adminUsersApi: ApiRoute[] = [
  { method: 'GET', path: '/admin/users', operation: 'ListAdminUsers', tag: 'Admin', summary: 'List users', answer: 'spread' },
  { method: 'GET', path: '/admin/users/admins', operation: 'ListAdminAccounts', tag: 'Admin', summary: 'List admins', answer: 'spread' },
  { method: 'GET', path: '/admin/users/:id/details', operation: 'AdminUserDetails', tag: 'Admin', summary: "One user's details", answer: 'spread' },
  { method: 'PUT', path: '/admin/users/:id/status', operation: 'SetUserStatus', tag: 'Admin', summary: 'Suspend or reactivate a user', answer: 'spread' },
];
