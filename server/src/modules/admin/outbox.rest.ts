/** `GET /api/admin/outbox?to=&page=&limit=`: the kept mails, admins only (see outbox.service.ts). */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedQuery, pagedResponse } from '../../rest/schemas.js';
import { listOutbox } from './outbox.service.js';

/** One kept mail as /api returns it; instants are ISO 8601 UTC. */
const outboxMailSchema = z
  .object({
    id: z.string(),
    to: z.string().meta({ description: 'Recipient address (lower case).' }),
    subject: z.string(),
    text: z.string().meta({ description: 'Plain-text body, links included.' }),
    createdAt: isoInstant,
    sentAt: isoInstant.nullable().meta({ description: 'When an SMTP server accepted it (UTC); null without SMTP or on failure.' }),
  })
  .meta({ id: 'OutboxMail' });

export const outboxRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/admin/outbox',
    tag: 'Admin',
    summary: 'Read the mail outbox',
    description:
      'Mails the product sent (verification and reset links), newest first; admins only, in every mode (issue 5: reset links are credentials). `to` filters by exact recipient; `total` counts every match.',
    auth: 'admin',
    input: {
      query: pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
        to: z.string().trim().max(254).optional().meta({ description: 'Exact recipient address (case-insensitive).', example: 'customer@demo.test' }),
      }),
    },
    response: pagedResponse('mails', outboxMailSchema),
    errors: [],
    handler: async (req) => {
      const { items, total, page, limit } = await listOutbox(req.ctx, req.query);
      return {
        mails: items.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
        total,
        page,
        limit,
      };
    },
  }),
];
