/** /api/admin/outbox row (the kept mails, admins only) over outbox.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const outboxApi: ApiRoute[] = [
  { method: 'GET', path: '/admin/outbox', operation: 'ListOutboxMails', tag: 'Admin', summary: 'Read the mail outbox', answer: 'spread' },
];
