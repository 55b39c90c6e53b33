/**
 * The admins' contact inbox (docs/decisions/0021; spec section 7 "Contact"): messages from the
 * public form, filtered by status (new, read, archived) and text, read, archived, deleted, counted,
 * and turned into a support ticket (requester: the sender's account when the message was sent
 * signed in or its address has an account, otherwise the address alone).
 */
import { z } from 'zod';
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { ContactMessage, Prisma } from '../../generated/prisma/client.js';
import { actor } from '../../lib/guards.js';
import { pagedQuery } from '../../lib/paging.js';
import type { Parsed } from '../../lib/validate.js';
import { recordAudit } from '../../lib/audit.js';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '../tickets/tickets.inputs.js';

export const CONTACT_STATUSES = ['new', 'read', 'archived'] as const;

/** `contactMessages` / GET /api/contact: status and text filters, paged (20 a page, up to 100). */
export const contactListInput = pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
  status: z.enum(CONTACT_STATUSES, { error: 'status is new, read or archived' }).optional(),
  search: z.string().trim().max(100).optional(),
});
export const contactStatusInput = z.object({ status: z.enum(CONTACT_STATUSES, { error: 'status is new, read or archived' }) });
/** `contactMessageToTicket` / POST /api/contact/{id}/ticket. */
export const contactToTicketInput = z.object({
  category: z.enum(TICKET_CATEGORIES).default('other'),
  priority: z.enum(TICKET_PRIORITIES).default('normal'),
});

export type ContactRow = ContactMessage & { ticket: { id: string; number: number } | null };
const WITH_TICKET = { ticket: { select: { id: true, number: true } } } as const;

/** Admin: messages newest first; filters status and text (name, email, subject, message). */
export async function listContactMessages(input: Parsed<typeof contactListInput>): Promise<{ items: ContactRow[]; page: number; limit: number; total: number }> {
  const where: Prisma.ContactMessageWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.search
      ? { OR: (['name', 'email', 'subject', 'message'] as const).map((f) => ({ [f]: { contains: input.search, mode: 'insensitive' as const } })) }
      : {}),
  };
  const [items, total] = await Promise.all([
    db.contactMessage.findMany({ where, include: WITH_TICKET, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], skip: (input.page - 1) * input.limit, take: input.limit }),
    db.contactMessage.count({ where }),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}

/** Admin: one message. @throws NotFoundError */
export async function getContactMessage(id: string): Promise<ContactRow> {
  const row = await db.contactMessage.findUnique({ where: { id }, include: WITH_TICKET });
  if (!row) throw new NotFoundError('We could not find that message.');
  return row;
}

/** Admin: marks a message new, read or archived. @throws NotFoundError, ValidationError */
export async function setContactStatus(id: string, { status }: Parsed<typeof contactStatusInput>): Promise<ContactRow> {
  await getContactMessage(id);
  return db.contactMessage.update({ where: { id }, data: { status }, include: WITH_TICKET });
}

/** Admin: deletes a message for good (a ticket made from it keeps its thread). @throws NotFoundError */
export async function deleteContactMessage(ctx: Context, id: string): Promise<void> {
  const admin = actor(ctx);
  const row = await getContactMessage(id);
  await db.$transaction(async (tx) => {
    await tx.contactMessage.delete({ where: { id } });
    await recordAudit(tx, { actorId: admin.id, action: 'contact.delete', entityType: 'contact_message', entityId: id, before: { email: row.email, subject: row.subject } });
  });
}

/** Admin: how many messages per status. */
export async function contactStats(): Promise<Record<(typeof CONTACT_STATUSES)[number], number> & { total: number }> {
  const rows = await db.contactMessage.groupBy({ by: ['status'], _count: { _all: true } });
  const out = { new: 0, read: 0, archived: 0, total: 0 };
  for (const r of rows) {
    out[r.status] = r._count._all;
    out.total += r._count._all;
  }
  return out;
}

/**
 * Admin: makes a support ticket of a message (once): subject and first message from it, the
 * requester the sender's account (signed in when sending, or an account with that address) or
 * just the address; the message is marked read and linked to the ticket.
 * @returns the ticket id
 * @throws NotFoundError, ConflictError (already a ticket)
 */
export async function contactToTicket(ctx: Context, id: string, input: Parsed<typeof contactToTicketInput>): Promise<{ ticketId: string; number: number }> {
  const admin = actor(ctx);
  const row = await getContactMessage(id);
  if (row.ticket) throw new ConflictError(`This message is already ticket #${row.ticket.number}.`);
  const account = row.userId
    ? await db.user.findUnique({ where: { id: row.userId }, select: { id: true } })
    : await db.user.findUnique({ where: { email: row.email.toLowerCase() }, select: { id: true } });
  try {
    return await db.$transaction(async (tx) => {
      const ticket = await tx.ticket.create({
        data: {
          subject: row.subject.length >= 3 ? row.subject.slice(0, 200) : `Contact: ${row.subject}`,
          category: input.category,
          priority: input.priority,
          requesterId: account?.id ?? null,
          requesterEmail: row.email,
          contactMessageId: row.id,
          assigneeId: admin.id,
          messages: { create: { authorId: account?.id ?? null, body: `From ${row.name} <${row.email}> via the contact form:\n\n${row.message}` } },
        },
      });
      await tx.contactMessage.update({ where: { id }, data: { status: row.status === 'new' ? 'read' : row.status } });
      await recordAudit(tx, { actorId: admin.id, action: 'contact.to_ticket', entityType: 'contact_message', entityId: id, after: { ticketId: ticket.id } });
      return { ticketId: ticket.id, number: ticket.number };
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new ConflictError('This message is already a ticket.');
    throw error;
  }
}
