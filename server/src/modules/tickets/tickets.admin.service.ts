/**
 * Support tickets for admins (docs/decisions/0021; spec section 7 "Admin tickets"): the
 * list with filters, the figures, status moves along ADMIN_TRANSITIONS (tickets.lifecycle.ts,
 * docs/decisions/0021), assignment and replies (public or internal notes). Only admins reach these
 * (the fields' `authScopes: { admin: true }` in tickets.admin.graphql.ts); input is parsed at the
 * GraphQL boundary (tickets.inputs.ts). Each change publishes `ticket:updated`, is audited where it
 * changes the workflow, and tells the other side by notification.
 */
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { Prisma, TicketStatus } from '../../generated/prisma/client.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { recordAudit } from '../../lib/audit.js';
import { notify } from '../notifications/notifications.service.js';
import type { adminTicketListInput, assignInput, replyInput, resolveInput, statusInput } from './tickets.inputs.js';
import { ADMIN_TRANSITIONS } from './tickets.lifecycle.js';
import { STATUS_LABELS, countsByStatus, page, preview, publish, searchWhere, ticketFor, type Page, type TicketRow, type TicketThread } from './tickets.service.js';

const PRIORITY_ORDER: Prisma.TicketOrderByWithRelationInput[] = [{ priority: 'desc' }, { lastMessageAt: 'desc' }, { id: 'asc' }];

/** Admin: every ticket with filters (status, priority, category, assignee id/me/none, text over subject, #number and requester). */
export async function adminListTickets(ctx: Context, input: Parsed<typeof adminTicketListInput>): Promise<Page<TicketRow>> {
  const admin = actor(ctx);
  const where: Prisma.TicketWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.priority ? { priority: input.priority } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.assignee === 'me' ? { assigneeId: admin.id } : input.assignee === 'none' ? { assigneeId: null } : input.assignee ? { assigneeId: input.assignee } : {}),
    ...(input.search ? searchWhere(input.search) : {}),
  };
  const orderBy =
    input.sort === 'newest'
      ? [{ createdAt: 'desc' as const }, { id: 'asc' as const }]
      : input.sort === 'oldest'
        ? [{ createdAt: 'asc' as const }, { id: 'asc' as const }]
        : input.sort === 'priority'
          ? PRIORITY_ORDER
          : [{ lastMessageAt: 'desc' as const }, { id: 'asc' as const }];
  return page(where, orderBy, input);
}

/** Admin ticket figures (GET /api/admin/tickets/stats). Medians in minutes; null without data. */
export interface AdminTicketStats {
  byStatus: Record<TicketStatus, number> & { total: number };
  byPriority: Record<'low' | 'normal' | 'high' | 'urgent', number>;
  unassigned: number;
  medianFirstResponseMinutes: number | null;
  medianResolutionMinutes: number | null;
}

/** Admin ticket figures: per status, open ones per priority, unassigned ones, the two medians. */
export async function adminStats(): Promise<AdminTicketStats> {
  const [byStatus, byPriority, unassigned, medians] = await Promise.all([
    db.ticket.groupBy({ by: ['status'], _count: { _all: true } }),
    db.ticket.groupBy({ by: ['priority'], where: { status: { notIn: ['resolved', 'closed'] } }, _count: { _all: true } }),
    db.ticket.count({ where: { assigneeId: null, status: { notIn: ['resolved', 'closed'] } } }),
    db.$queryRaw<{ first: number | null; resolution: number | null }[]>`
      SELECT
        percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM ("firstResponseAt" - "createdAt")) / 60) FILTER (WHERE "firstResponseAt" IS NOT NULL) AS "first",
        percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM ("resolvedAt" - "createdAt")) / 60) FILTER (WHERE "resolvedAt" IS NOT NULL) AS "resolution"
      FROM "Ticket"`,
  ]);
  const priorities = { low: 0, normal: 0, high: 0, urgent: 0 };
  for (const r of byPriority) priorities[r.priority] = r._count._all;
  const round = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
  return {
    byStatus: countsByStatus(byStatus),
    byPriority: priorities,
    unassigned,
    medianFirstResponseMinutes: round(medians[0]?.first),
    medianResolutionMinutes: round(medians[0]?.resolution),
  };
}

/**
 * Admin: moves a ticket along ADMIN_TRANSITIONS, stamping the time of the new status; resolving
 * needs a resolution text. The requester is told.
 * @throws NotFoundError, ConflictError (not allowed from the current status; resolved without a resolution; changed meanwhile)
 */
export async function setStatus(ctx: Context, { id, ...input }: Parsed<typeof statusInput>): Promise<TicketThread> {
  const admin = actor(ctx);
  const ticket = await ticketFor(admin, id);
  if (!ADMIN_TRANSITIONS[ticket.status].includes(input.status)) {
    throw new ConflictError(`A ${STATUS_LABELS[ticket.status].toLowerCase()} ticket cannot be moved to ${STATUS_LABELS[input.status].toLowerCase()}.`);
  }
  if (input.status === 'resolved' && !input.resolution) throw new ConflictError('Please describe the resolution before resolving the ticket.');
  const now = new Date();
  const stamp: Prisma.TicketUpdateManyMutationInput =
    input.status === 'in_progress'
      ? { inProgressAt: now }
      : input.status === 'investigating'
        ? { investigatingAt: now }
        : input.status === 'resolved'
          ? { resolvedAt: now, resolution: input.resolution }
          : input.status === 'closed'
            ? { closedAt: now }
            : { resolvedAt: null, closedAt: null };
  await db.$transaction(async (tx) => {
    const changed = await tx.ticket.updateMany({ where: { id, status: ticket.status }, data: { status: input.status, ...stamp } });
    if (changed.count !== 1) throw new ConflictError('This ticket changed meanwhile. Please reload it.');
    await recordAudit(tx, { actorId: admin.id, action: 'ticket.status', entityType: 'ticket', entityId: id, before: { status: ticket.status }, after: { status: input.status }, reason: input.resolution ?? null });
  });
  publish(id);
  if (ticket.requesterId) {
    await notify([
      {
        userId: ticket.requesterId,
        type: 'ticket_status',
        title: `Ticket #${ticket.number}: ${STATUS_LABELS[input.status]}`,
        message: input.status === 'resolved' ? `We resolved "${ticket.subject}": ${preview(input.resolution ?? '')}` : `"${ticket.subject}" is now ${STATUS_LABELS[input.status].toLowerCase()}.`,
        data: { ticketId: id },
        actions: [{ type: 'view', label: 'Open ticket', data: { ticketId: id, path: `/customer/tickets/${id}` } }],
      },
    ]);
  }
  return ticketFor(admin, id);
}

/** Admin: resolves the ticket with the resolution the requester reads. @throws as setStatus */
export function resolve(ctx: Context, { id, resolution }: Parsed<typeof resolveInput>): Promise<TicketThread> {
  return setStatus(ctx, { id, status: 'resolved', resolution });
}

/**
 * Admin: assigns the ticket to an active admin (or unassigns with null); the assignee is told.
 * @throws NotFoundError (ticket, or not an active admin)
 */
export async function assign(ctx: Context, { id, assigneeId }: Parsed<typeof assignInput>): Promise<TicketThread> {
  const admin = actor(ctx);
  const ticket = await ticketFor(admin, id);
  if (assigneeId) {
    const assignee = await db.user.findFirst({ where: { id: assigneeId, role: 'admin', status: 'active' }, select: { id: true } });
    if (!assignee) throw new NotFoundError('We could not find that admin.');
  }
  await db.$transaction(async (tx) => {
    await tx.ticket.update({ where: { id }, data: { assigneeId } });
    await recordAudit(tx, { actorId: admin.id, action: 'ticket.assign', entityType: 'ticket', entityId: id, before: { assigneeId: ticket.assigneeId }, after: { assigneeId } });
  });
  publish(id);
  if (assigneeId && assigneeId !== admin.id) {
    await notify([
      {
        userId: assigneeId,
        type: 'ticket_assigned',
        title: `Ticket #${ticket.number} is yours`,
        message: `${admin.firstName} assigned "${ticket.subject}" to you.`,
        data: { ticketId: id },
        actions: [{ type: 'view', label: 'Open ticket', data: { ticketId: id, path: `/admin/tickets/${id}` } }],
      },
    ]);
  }
  return ticketFor(admin, id);
}

/**
 * Admin: writes in the thread, publicly or as an internal note (admins only). The first public
 * reply stamps the first-response time and moves an open ticket to in progress; the requester is
 * told of public replies. @throws NotFoundError, ConflictError (a public reply on a closed ticket)
 */
export async function reply(ctx: Context, { id, body, internal }: Parsed<typeof replyInput>): Promise<TicketThread> {
  const admin = actor(ctx);
  const ticket = await ticketFor(admin, id);
  if (ticket.status === 'closed' && !internal) throw new ConflictError('This ticket is closed. Reopen it to reply.');
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.ticketMessage.create({ data: { ticketId: id, authorId: admin.id, body, internal } });
    await tx.ticket.update({
      where: { id },
      data: {
        lastMessageAt: now,
        ...(!internal && !ticket.firstResponseAt ? { firstResponseAt: now } : {}),
        ...(!internal && ticket.status === 'open' ? { status: 'in_progress', inProgressAt: now } : {}),
        ...(ticket.assigneeId ? {} : { assigneeId: admin.id }),
      },
    });
  });
  publish(id);
  if (!internal && ticket.requesterId) {
    await notify([
      {
        userId: ticket.requesterId,
        type: 'ticket_reply',
        title: `Reply on ticket #${ticket.number}`,
        message: `${admin.firstName} from support: ${preview(body)}`,
        data: { ticketId: id },
        actions: [{ type: 'view', label: 'Open ticket', data: { ticketId: id, path: `/customer/tickets/${id}` } }],
      },
    ]);
  }
  return ticketFor(admin, id);
}
