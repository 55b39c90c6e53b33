/** Admin /api routes of the contact inbox (spec section 7 "Contact"; issue 9) over contact-inbox.service. */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedQuery, pagedResponse, uuidParam } from '../../rest/schemas.js';
import * as inbox from './contact-inbox.service.js';
import { CONTACT_STATUSES, contactStatusInput, contactToTicketInput } from './contact-inbox.service.js';

const messageSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.enum(CONTACT_STATUSES),
    fromAccount: z.boolean(),
    ticketId: z.uuid().nullable(),
    ticketNumber: z.int().nullable(),
    createdAt: isoInstant,
  })
  .meta({ id: 'ContactMessage' });
const toJson = (m: inbox.ContactRow): z.input<typeof messageSchema> => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  status: m.status,
  fromAccount: m.userId !== null,
  ticketId: m.ticket?.id ?? null,
  ticketNumber: m.ticket?.number ?? null,
  createdAt: m.createdAt.toISOString(),
});
const idParams = z.object({ id: uuidParam });

export const contactInboxRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/contact',
    tag: 'Contact',
    summary: 'Contact messages (admin)',
    description: 'Admin: messages newest first; `status` (new, read, archived) and `search` (name, email, subject, message); paged.',
    auth: 'admin',
    input: { query: pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({ status: z.enum(CONTACT_STATUSES).optional(), search: z.string().trim().max(100).optional() }) },
    response: pagedResponse('messages', messageSchema),
    errors: [],
    handler: async (req) => {
      const p = await inbox.listContactMessages(req.ctx, req.query);
      return { messages: p.items.map(toJson), page: p.page, limit: p.limit, total: p.total };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/contact/stats',
    tag: 'Contact',
    summary: 'Contact message counts (admin)',
    description: 'Admin: messages per status.',
    auth: 'admin',
    response: z.object({ stats: z.object({ new: z.int(), read: z.int(), archived: z.int(), total: z.int() }) }),
    errors: [],
    handler: async (req) => ({ stats: await inbox.contactStats(req.ctx) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/contact/:id',
    tag: 'Contact',
    summary: 'One contact message (admin)',
    description: 'Admin: one contact message with its status and the ticket made from it, if any.',
    auth: 'admin',
    input: { params: idParams },
    response: z.object({ message: messageSchema }),
    errors: [404],
    handler: async (req) => ({ message: toJson(await inbox.getContactMessage(req.ctx, req.params.id)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/contact/:id',
    tag: 'Contact',
    summary: 'Mark a contact message (admin)',
    description: 'Admin: `{status}`: new, read or archived.',
    auth: 'admin',
    input: { params: idParams, body: contactStatusInput },
    response: z.object({ message: messageSchema }),
    errors: [404],
    handler: async (req) => ({ message: toJson(await inbox.setContactStatus(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/contact/:id',
    tag: 'Contact',
    summary: 'Delete a contact message (admin)',
    description: 'Admin: deletes the message for good (recorded in the audit trail); a ticket made from it stays.',
    auth: 'admin',
    input: { params: idParams },
    response: z.object({ deleted: z.literal(true) }),
    errors: [404],
    handler: async (req) => {
      await inbox.deleteContactMessage(req.ctx, req.params.id);
      return { deleted: true as const };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/contact/:id/ticket',
    tag: 'Contact',
    summary: 'Turn a contact message into a ticket (admin)',
    description: "Admin: `{category?, priority?}`; the ticket's requester is the sender's account when there is one, else its address; assigned to the caller. 409 when already a ticket.",
    auth: 'admin',
    input: { params: idParams, body: contactToTicketInput },
    status: 201,
    response: z.object({ ticketId: z.uuid(), number: z.int() }),
    errors: [404, 409],
    handler: async (req) => inbox.contactToTicket(req.ctx, req.params.id, req.body),
  }),
];
