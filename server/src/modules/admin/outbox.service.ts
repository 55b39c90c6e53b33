/**
 * The mail outbox (every mail the product sends is kept in OutboxMail, SMTP or not), readable by
 * signed-in admins only, in every mode: GraphQL `adminOutbox` and `GET /api/admin/outbox`.
 * Reset and verification links are credentials, so no anonymous route exposes them
 * (docs/decisions/0008-transport-security.md).
 */
import { z } from 'zod';
import { db } from '../../db.js';
import { pagedQuery } from '../../lib/paging.js';
import type { Parsed } from '../../lib/validate.js';

/** `adminOutbox`: filter and page of the outbox: `to` (exact address, case-insensitive), page from 1, 1..100 per page (default 20). */
export const outboxInput = pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
  to: z.string().trim().toLowerCase().max(254).optional(),
});

/** One kept mail. Instants are UTC; `sentAt` is null when no SMTP server took it. */
export interface OutboxMailView {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** A page of the outbox, newest first; `total` counts every match, not the page. */
export interface OutboxPage {
  total: number;
  page: number;
  limit: number;
  items: OutboxMailView[];
}

/**
 * Lists kept mails, newest first; the field admits admins only (authScopes) and parses `input`
 * (outbox.graphql.ts).
 */
export async function listOutbox(input: Parsed<typeof outboxInput>): Promise<OutboxPage> {
  const where = input.to ? { to: input.to } : {};
  const [total, items] = await Promise.all([
    db.outboxMail.count({ where }),
    db.outboxMail.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
      select: { id: true, to: true, subject: true, text: true, createdAt: true, sentAt: true },
    }),
  ]);
  return { total, page: input.page, limit: input.limit, items };
}
