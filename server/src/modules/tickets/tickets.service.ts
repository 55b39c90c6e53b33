/**
 * Support tickets of their requesters (docs/decisions/0021; spec section 7 "Tickets";
 * transitions in tickets.lifecycle.ts, docs/decisions/0021). Customers and cleaners open tickets
 * about their account or one of their own bookings, write in the thread, edit the subject or
 * priority while open, and close them; the admins' side is tickets.admin.service.ts. Requesters
 * never see internal notes or other people's tickets (another's ticket is a 404, as if it did not
 * exist). Roles are decided by the fields' authScopes (tickets.graphql.ts); these functions keep the
 * ownership rules and take input parsed at the GraphQL boundary (tickets.inputs.ts).
 * Each change publishes `ticket:updated` (live thread) and tells the other side by notification.
 */
import { db } from '../../db.js';
import type { Context, CurrentUser } from '../../context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { Prisma, Ticket, TicketMessage, TicketStatus } from '../../generated/prisma/client.js';
import { actor } from '../../lib/guards.js';
import type { Parsed } from '../../lib/validate.js';
import { pubsub } from '../../pubsub.js';
import { notify } from '../notifications/notifications.service.js';
import { TICKET_STATUS_LABELS } from '../../../../schema/tickets.js';
import type { bulkInput, createTicketInput, messageInput, myTicketListInput, updateMyTicketInput } from './tickets.inputs.js';

/** The label of each status ("In progress"), shared with the web client (schema/tickets.ts). */
export const STATUS_LABELS: Readonly<Record<TicketStatus, string>> = TICKET_STATUS_LABELS;

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

/** Tells the live thread (`ticketUpdated`) that the ticket changed. */
export function publish(ticketId: string) {
  pubsub.publish('ticket:updated', ticketId, { ticketId });
}

/**
 * The ticket with the thread `viewer` may see: admins any ticket with internal notes, anyone else
 * only their own, without notes. @throws NotFoundError (missing, or not theirs)
 */
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

/** `ticket` / GET /api/tickets/{id} and `adminTicket` / GET /api/admin/tickets/{id}. @throws NotFoundError */
export async function getTicket(ctx: Context, id: string): Promise<TicketThread> {
  return ticketFor(actor(ctx), id);
}

/**
 * A customer or cleaner (the field's scopes) opens a ticket, with its first message. A `bookingId`
 * must be a booking of theirs (as customer or as its cleaner). @throws NotFoundError (the booking)
 */
export async function createTicket(ctx: Context, input: Parsed<typeof createTicketInput>): Promise<TicketThread> {
  const user = actor(ctx);
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

/** The caller's tickets, most recent activity first; filters status, category, text (subject, #number). */
export async function listMyTickets(ctx: Context, input: Parsed<typeof myTicketListInput>): Promise<Page<TicketRow>> {
  const user = actor(ctx);
  const where: Prisma.TicketWhereInput = {
    requesterId: user.id,
    ...(input.status ? { status: input.status } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.search ? searchWhere(input.search) : {}),
  };
  return page(where, [{ lastMessageAt: 'desc' }, { id: 'asc' }], input);
}

/** Text search over subject, #number and requester (name, email, contact address). */
export function searchWhere(search: string): Prisma.TicketWhereInput {
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

/** One page of tickets (no thread) and the count of every match. */
export async function page(where: Prisma.TicketWhereInput, orderBy: Prisma.TicketOrderByWithRelationInput[], input: { page: number; limit: number }): Promise<Page<TicketRow>> {
  const [items, total] = await Promise.all([
    db.ticket.findMany({ where, include: THREAD_INCLUDE, orderBy, skip: (input.page - 1) * input.limit, take: input.limit }),
    db.ticket.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}

/**
 * The requester writes in the thread. A resolved ticket opens again; a closed one is a 409.
 * (An admin's message is a reply: tickets.admin.service.ts `reply`.)
 * @throws NotFoundError (not theirs), ConflictError (closed, or changed meanwhile)
 */
export async function addMessage(ctx: Context, { id, body }: Parsed<typeof messageInput>): Promise<TicketThread> {
  const user = actor(ctx);
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

/** A message shortened to 120 characters for a notification. */
export const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);

/**
 * The requester (a customer or cleaner: the field's scopes) edits the subject or priority while
 * the ticket is open, or closes it.
 * @throws NotFoundError (not theirs), ConflictError (not open for edits; already closed; changed meanwhile)
 */
export async function updateMyTicket(ctx: Context, { id, ...input }: Parsed<typeof updateMyTicketInput>): Promise<TicketThread> {
  const user = actor(ctx);
  const ticket = await ticketFor(user, id);
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
 * @throws NotFoundError (any id not theirs)
 */
export async function bulkClose(ctx: Context, input: Parsed<typeof bulkInput>): Promise<{ updated: number }> {
  const user = actor(ctx);
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
  const user = actor(ctx);
  const rows = await db.ticket.groupBy({ by: ['status'], where: { requesterId: user.id }, _count: { _all: true } });
  return countsByStatus(rows);
}

/** Counts per status (every status present) and in all, from a groupBy over status. */
export function countsByStatus(rows: { status: TicketStatus; _count: { _all: number } }[]) {
  const out = { open: 0, in_progress: 0, investigating: 0, resolved: 0, closed: 0, total: 0 };
  for (const r of rows) {
    out[r.status] = r._count._all;
    out.total += r._count._all;
  }
  return out;
}

/** The ticket of a subscription event, if `viewer` may still see it (requester or admin). */
export async function visibleTicket(viewer: CurrentUser, id: string): Promise<Ticket> {
  return ticketFor(viewer, id);
}
