/**
 * The audit trail of admin changes (docs/decisions/0020): who, when, what, before and after,
 * and why. `recordAudit` is called inside the transaction of the change it records, so a change
 * and its record are written together or not at all. Read with `listAudit` (GET /api/admin/audit,
 * GraphQL `adminAudit`), also per user or booking on their detail views.
 */
import { z } from 'zod';
import { db } from '../db.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { Parsed } from './validate.js';

/** What one audit entry says. */
export interface AuditEntryInput {
  /** The admin acting (null: the platform itself). */
  actorId: string | null;
  /** e.g. user.status, cleaner.background_check, service.create, service.update, service.deactivate, booking.assign. */
  action: string;
  /** user, service, booking, payment, membership, review. */
  entityType: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/** Writes one audit entry with `tx` (the transaction of the change). */
export async function recordAudit(tx: Prisma.TransactionClient, entry: AuditEntryInput): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: (entry.before ?? undefined) as Prisma.InputJsonValue | undefined,
      after: (entry.after ?? undefined) as Prisma.InputJsonValue | undefined,
      reason: entry.reason ?? null,
    },
  });
}

/** `adminAudit` / GET /api/admin/audit: filters entity, actor, action; paged from 1 (20 a page, up to 100). */
export const auditListInput = z.object({
  entityType: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(64).optional(),
  actorId: z.uuid('actorId must be a user id').optional(),
  action: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(20),
});

export type AuditEntry = Prisma.AuditLogGetPayload<{ include: { actor: { select: { id: true; firstName: true; lastName: true; email: true } } } }>;

/**
 * Admin: audit entries, newest first, filtered by entity (`entityType` + `entityId`), actor or
 * action; `input` parsed at the GraphQL boundary (audit.graphql.ts).
 * @returns `{ items, page, limit, total }` (total = all matches)
 */
export async function listAudit(input: Parsed<typeof auditListInput>): Promise<{ items: AuditEntry[]; page: number; limit: number; total: number }> {
  const where: Prisma.AuditLogWhereInput = {
    ...(input.entityType ? { entityType: input.entityType } : {}),
    ...(input.entityId ? { entityId: input.entityId } : {}),
    ...(input.actorId ? { actorId: input.actorId } : {}),
    ...(input.action ? { action: input.action } : {}),
  };
  const [items, total] = await Promise.all([
    db.auditLog.findMany({
      where,
      include: { actor: { select: { id: true, firstName: true, lastName: true, email: true } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
    }),
    db.auditLog.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}
