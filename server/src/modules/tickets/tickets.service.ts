/**
 * Support tickets (issue 9 "Support tickets"; spec section 7 "Tickets" and "Admin tickets";
 * transitions in docs/decisions/0021-support-tickets.md). Customers and cleaners open tickets about
 * their account or one of their own bookings, write in the thread, edit the subject or priority
 * while open, and close them; admins list, assign, reply (publicly or as internal notes), move
 * the status, and read the figures. Requesters never see internal notes or other people's tickets
 * (another's ticket is a 404, as if it did not exist). GraphQL and /api call these functions.
 * Each change publishes `ticket:updated` (live thread) and tells the other side by notification.
 */
import { db } from '../../db.js';
import type { Context, CurrentUser } from '../../context.js';
import { AuthorizationError, ConflictError, NotFoundError } from '../../errors.js';
import type { Prisma, Ticket, TicketMessage, TicketStatus } from '../../generated/prisma/client.js';
import { requireAdmin, requireUser } from '../../lib/guards.js';
import { parseInput } from '../../lib/validate.js';
import { pubsub } from '../../pubsub.js';
import { recordAudit } from '../admin/audit.service.js';
import { notify } from '../notifications/notifications.service.js';
import {
  adminTicketListInput,
  assignInput,
  bulkInput,
  createTicketInput,
  messageInput,
  myTicketListInput,
  replyInput,
  resolveInput,
  statusInput,
  updateMyTicketInput,
} from './tickets.inputs.js';

/** Who may move a ticket from one status to another (admins). The requester may only close, or reopen a resolved ticket by replying. */
export const ADMIN_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ['in_progress', 'investigating', 'resolved', 'closed'],
  in_progress: ['open', 'investigating', 'resolved', 'closed'],
  investigating: ['in_progress', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: ['open'],
};

export const STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  open: 'Open',
  in_progress: 'In progress',
  investigating: 'Investigating',
  resolved: 'Resolved',
  closed: 'Closed',
};

const PERSON = { select: { id: true, firstName: true, lastName: true, email: true, role: true } } as const;
const THREAD_INCLUDE = {
  requester: PERSON,
  assignee: PERSON,
  booking: { select: { id: true, scheduledAt: true, status: true, service: { select: { id: true, name: true } } } },
} as const;

export type TicketRow = Prisma.TicketGetPayload<{ include: typeof THREAD_INCLUDE }>;
export type MessageRow = TicketMessage & { author: Prisma.UserGetPayload<typeof PERSON> | null };
/** A ticket with the messages the viewer may see (no internal notes for requesters), oldest first. */
export type TicketThread = TicketRow & { messages: MessageRow[] };

export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

const isAdmin = (u: CurrentUser) => u.role === 'admin';

function publish(ticketId: string) {
  pubsub.publish('ticket:updated', ticketId, { ticketId });
}

/** The ticket with the thread `viewer` may see. @throws NotFoundError (missing, or not theirs) */
export async function ticketFor(viewer: CurrentUser, id: string): Promise<TicketThread> {
  const ticket = await db.ticket.findUnique({
    where: { id },
    include: {
      ...THREAD_INCLUDE,
      messages: { where: isAdmin(viewer) ? {} : { internal: false }, include: { author: PERSON }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    },
  });
  if (!ticket || (!isAdmin(viewer) && ticket.requesterId !== viewer.id)) throw new NotFoundError('We could not find that ticket.');
  return ticket;
}

/** Admin views: the tickets `userId` opened, latest activity first (at most `take`). */
export function ticketsOf(userId: string, take: number): Promise<TicketRow[]> {
  return db.ticket.findMany({ where: { requesterId: userId }, include: THREAD_INCLUDE, orderBy: [{ lastMessageAt: 'desc' }, { id: 'asc' }], take });
}

/** GET /api/tickets/{id} and GET /api/admin/tickets/{id}. */
export async function getTicket(ctx: Context, id: string): Promise<TicketThread> {
  return ticketFor(requireUser(ctx), id);
}

/**
 * A customer or cleaner opens a ticket, with its first message. A `bookingId` must be a booking of
 * theirs (as customer or as its cleaner). @throws AuthorizationError (admins), ValidationError,
 * NotFoundError (the booking)
 */
export async function createTicket(ctx: Context, raw: unknown): Promise<TicketThread> {
  const user = requireUser(ctx);
  if (isAdmin(user)) throw new AuthorizationError('Admins answer tickets; customers and freelancers open them.');
  const input = parseInput(createTicketInput, raw);
  if (input.bookingId) {
    const booking = await db.booking.findFirst({ where: { id: input.bookingId, OR: [{ customerId: user.id }, { cleanerId: user.id }] }, select: { id: true } });
    if (!booking) throw new NotFoundError('We could not find that booking.');
  }
  const ticket = await db.ticket.create({
    data: {
      subject: input.subject,
      category: input.category,
      priority: input.priority,
      requesterId: user.id,
      bookingId: input.bookingId ?? null,
      messages: { create: { authorId: user.id, body: input.message } },
    },
  });
  return ticketFor(user, ticket.id);
}

/** The caller's tickets, most recent activity first; filters status, category, text. */
export async function listMyTickets(ctx: Context, raw: unknown): Promise<Page<TicketRow>> {
  const user = requireUser(ctx);
  const input = parseInput(myTicketListInput, raw ?? {});
  const where: Prisma.TicketWhereInput = {
    requesterId: user.id,
    ...(input.status ? { status: input.status } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.search ? searchWhere(input.search) : {}),
  };
  return page(where, [{ lastMessageAt: 'desc' }, { id: 'asc' }], input);
}

function searchWhere(search: string): Prisma.TicketWhereInput {
  const number = /^#?(\d{1,9})$/.exec(search)?.[1];
  return {
    OR: [
      { subject: { contains: search, mode: 'insensitive' } },
      ...(number ? [{ number: Number(number) }] : []),
      { requester: { OR: [{ email: { contains: search, mode: 'insensitive' } }, { firstName: { contains: search, mode: 'insensitive' } }, { lastName: { contains: search, mode: 'insensitive' } }] } },
      { requesterEmail: { contains: search, mode: 'insensitive' } },
    ],
  };
}

async function page(where: Prisma.TicketWhereInput, orderBy: Prisma.TicketOrderByWithRelationInput[], input: { page: number; limit: number }): Promise<Page<TicketRow>> {
  const [items, total] = await Promise.all([
    db.ticket.findMany({ where, include: THREAD_INCLUDE, orderBy, skip: (input.page - 1) * input.limit, take: input.limit }),
    db.ticket.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}

/**
 * The requester writes in the thread. A resolved ticket opens again; a closed one is a 409.
 * Admins use `reply` instead. @throws NotFoundError, ConflictError, ValidationError
 */
export async function addMessage(ctx: Context, id: string, raw: unknown): Promise<TicketThread> {
  const user = requireUser(ctx);
  if (isAdmin(user)) return reply(ctx, id, raw);
  const { body } = parseInput(messageInput, raw);
  const ticket = await ticketFor(user, id);
  if (ticket.status === 'closed') throw new ConflictError('This ticket is closed. Please open a new one.');
  const now = new Date();
  await db.$transaction(async (tx) => {
    const changed = await tx.ticket.updateMany({
      where: { id, status: ticket.status },
      data: { lastMessageAt: now, ...(ticket.status === 'resolved' ? { status: 'open', resolvedAt: null } : {}) },
    });
    if (changed.count !== 1) throw new ConflictError('This ticket changed meanwhile. Please reload it.');
    await tx.ticketMessage.create({ data: { ticketId: id, authorId: user.id, body } });
  });
  publish(id);
  if (ticket.assigneeId) {
    await notify([
      {
        userId: ticket.assigneeId,
        type: 'ticket_reply',
        title: `New reply on #${ticket.number}`,
        message: `${user.firstName}: ${preview(body)}`,
        data: { ticketId: id },
        actions: [{ type: 'view', label: 'Open ticket', data: { ticketId: id, path: `/admin/tickets/${id}` } }],
      },
    ]);
  }
  return ticketFor(user, id);
}

const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);

/**
 * The requester edits the subject or priority while the ticket is open, or closes it.
 * @throws NotFoundError, ConflictError (not open for edits; already closed), ValidationError
 */
export async function updateMyTicket(ctx: Context, id: string, raw: unknown): Promise<TicketThread> {
  const user = requireUser(ctx);
  const input = parseInput(updateMyTicketInput, raw);
  const ticket = await ticketFor(user, id);
  if (isAdmin(user) && ticket.requesterId !== user.id) throw new AuthorizationError('Admins change tickets through the admin routes.');
  if ((input.subject || input.priority) && ticket.status !== 'open') throw new ConflictError('The subject and priority can be changed only while the ticket is open.');
  if (input.status === 'closed' && ticket.status === 'closed') throw new ConflictError('This ticket is already closed.');
  const now = new Date();
  const changed = await db.ticket.updateMany({
    where: { id, status: ticket.status },
    data: {
      ...(input.subject ? { subject: input.subject } : {}),
      ...(input.priority ? { priority: input.priority } : {}),
      ...(input.status === 'closed' ? { status: 'closed', closedAt: now } : {}),
    },
  });
  if (changed.count !== 1) throw new ConflictError('This ticket changed meanwhile. Please reload it.');
  publish(id);
  if (input.status === 'closed' && ticket.assigneeId) {
    await notify([{ userId: ticket.assigneeId, type: 'ticket_status', title: `#${ticket.number} closed`, message: `${user.firstName} closed "${ticket.subject}".`, data: { ticketId: id }, actions: [] }]);
  }
  return ticketFor(user, id);
}

/**
 * The requester closes several of their own tickets at once (all or none).
 * @returns how many changed (already closed ones are left as they are)
 * @throws NotFoundError (any id not theirs), ValidationError
 */
export async function bulkClose(ctx: Context, raw: unknown): Promise<{ updated: number }> {
  const user = requireUser(ctx);
  const input = parseInput(bulkInput, raw);
  const ids = [...new Set(input.ids)];
  const updated = await db.$transaction(async (tx) => {
    const own = await tx.ticket.count({ where: { id: { in: ids }, requesterId: user.id } });
    if (own !== ids.length) throw new NotFoundError('We could not find one of those tickets.');
    const result = await tx.ticket.updateMany({ where: { id: { in: ids }, status: { not: 'closed' } }, data: { status: 'closed', closedAt: new Date() } });
    return result.count;
  });
  for (const id of ids) publish(id);
  return { updated };
}

/** Counts of the caller's tickets per status (every status present). */
export async function myStats(ctx: Context): Promise<Record<TicketStatus, number> & { total: number }> {
  const user = requireUser(ctx);
  const rows = await db.ticket.groupBy({ by: ['status'], where: { requesterId: user.id }, _count: { _all: true } });
  return countsByStatus(rows);
}

function countsByStatus(rows: { status: TicketStatus; _count: { _all: number } }[]) {
  const out = { open: 0, in_progress: 0, investigating: 0, resolved: 0, closed: 0, total: 0 };
  for (const r of rows) {
    out[r.status] = r._count._all;
    out.total += r._count._all;
  }
  return out;
}

// --- admins ------------------------------------------------------------------------------

const PRIORITY_ORDER: Prisma.TicketOrderByWithRelationInput[] = [{ priority: 'desc' }, { lastMessageAt: 'desc' }, { id: 'asc' }];

/** Admin: every ticket with filters (status, priority, category, assignee id/me/none, text over subject, #number and requester). */
export async function adminListTickets(ctx: Context, raw: unknown): Promise<Page<TicketRow>> {
  const admin = requireAdmin(ctx);
  const input = parseInput(adminTicketListInput, raw ?? {});
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

export async function adminStats(ctx: Context): Promise<AdminTicketStats> {
  requireAdmin(ctx);
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
 * @throws AuthorizationError, NotFoundError, ValidationError, ConflictError (not allowed from the current status)
 */
export async function setStatus(ctx: Context, id: string, raw: unknown): Promise<TicketThread> {
  const admin = requireAdmin(ctx);
  const input = parseInput(statusInput, raw);
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

/** Admin shortcuts: investigate, resolve (with a resolution), close. */
export const investigate = (ctx: Context, id: string) => setStatus(ctx, id, { status: 'investigating' });
export async function resolve(ctx: Context, id: string, raw: unknown): Promise<TicketThread> {
  const { resolution } = parseInput(resolveInput, raw);
  return setStatus(ctx, id, { status: 'resolved', resolution });
}
export const close = (ctx: Context, id: string) => setStatus(ctx, id, { status: 'closed' });

/**
 * Admin: assigns the ticket to an active admin (or unassigns with null); the assignee is told.
 * @throws AuthorizationError, NotFoundError (ticket, or not an active admin), ValidationError
 */
export async function assign(ctx: Context, id: string, raw: unknown): Promise<TicketThread> {
  const admin = requireAdmin(ctx);
  const { assigneeId } = parseInput(assignInput, raw);
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
 * told of public replies. @throws AuthorizationError, NotFoundError, ConflictError (closed), ValidationError
 */
export async function reply(ctx: Context, id: string, raw: unknown): Promise<TicketThread> {
  const admin = requireAdmin(ctx);
  const { body, internal } = parseInput(replyInput, raw);
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

/** The ticket of a subscription event, if `viewer` may still see it (requester or admin). */
export async function visibleTicket(viewer: CurrentUser, id: string): Promise<Ticket> {
  return ticketFor(viewer, id);
}
