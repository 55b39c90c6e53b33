/** Admin: the mail outbox (`adminOutbox`, also GET /api/admin/outbox through the bridge: outbox.api.ts), see outbox.service.ts. */
import { builder } from '../../builder.js';
import { fieldArgs } from '../../lib/validate.js';
import { listOutbox, outboxInput, type OutboxMailView, type OutboxPage } from './outbox.service.js';

const OutboxMailRef = builder.objectRef<OutboxMailView>('OutboxMail').implement({
  description: 'A mail the product sent (kept whether or not SMTP is configured). Admins only.',
  fields: (t) => ({
    id: t.exposeID('id'),
    to: t.exposeString('to', { description: 'Recipient address (lower case).' }),
    subject: t.exposeString('subject'),
    text: t.exposeString('text', { description: 'Plain-text body, links included.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written (UTC).' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true, description: 'When an SMTP server accepted it (UTC); null without SMTP or on failure.' }),
  }),
});

const OutboxMailPageRef = builder.objectRef<OutboxPage>('OutboxMailPage').implement({
  description: 'One page of the outbox, newest first.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Number of mails matching the filter (all pages).' }),
    page: t.exposeInt('page', { description: 'This page, from 1.' }),
    limit: t.exposeInt('limit', { description: 'Page size (1..100).' }),
    items: t.field({ type: [OutboxMailRef], resolve: (p) => p.items }),
  }),
});


builder.queryField('adminOutbox', (t) =>
  t.field({
    type: OutboxMailPageRef,
    authScopes: { admin: true },
    description:
      'Mails the product sent (verification and reset links), newest first; admins only, in every mode (reset links are credentials; GET /api/admin/outbox, spec section 7 "Admin"). `to` filters by exact recipient (case-insensitive, up to 254 characters); `page` from 1; `limit` 1..100 (default 20); `total` counts every match. Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR, VALIDATION_ERROR.',
    args: t.validate(
      {
        to: t.arg.string(),
        page: t.arg.int({ defaultValue: 1 }),
        limit: t.arg.int({ defaultValue: 20 }),
      },
      fieldArgs(outboxInput),
    ),
    resolve: (_root, args) => listOutbox(args),
  }),
);
