/** GraphQL of the admins' contact inbox (issue 9): the functions /api calls (contact-inbox.rest.ts). */
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import * as inbox from './contact-inbox.service.js';
import { CONTACT_STATUSES } from './contact-inbox.service.js';

const ContactStatusEnum = builder.enumType('ContactMessageStatus', { values: CONTACT_STATUSES });

const ContactMessageRef = builder.objectRef<inbox.ContactRow>('ContactMessage').implement({
  description: 'A message from the public contact form (admins only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    subject: t.exposeString('subject'),
    message: t.exposeString('message'),
    status: t.field({ type: ContactStatusEnum, resolve: (m) => m.status }),
    fromAccount: t.boolean({ description: 'Sent while signed in.', resolve: (m) => m.userId !== null }),
    ticketId: t.id({ nullable: true, description: 'The ticket made from it.', resolve: (m) => m.ticket?.id ?? null }),
    ticketNumber: t.int({ nullable: true, resolve: (m) => m.ticket?.number ?? null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
const ContactPageRef = builder.objectRef<Awaited<ReturnType<typeof inbox.listContactMessages>>>('ContactMessagePage').implement({
  fields: (t) => ({
    items: t.field({ type: [ContactMessageRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});
const ContactStatsRef = builder.objectRef<Awaited<ReturnType<typeof inbox.contactStats>>>('ContactMessageStats').implement({
  fields: (t) => ({ new: t.exposeInt('new'), read: t.exposeInt('read'), archived: t.exposeInt('archived'), total: t.exposeInt('total') }),
});

builder.queryFields((t) => ({
  contactMessages: t.field({
    type: ContactPageRef,
    authScopes: { admin: true },
    description: 'Admin: contact messages newest first (GET /api/contact); filters status and search (name, email, subject, message).',
    args: { status: t.arg({ type: ContactStatusEnum }), search: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_r, args, ctx) => inbox.listContactMessages(ctx, Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined))),
  }),
  contactMessage: t.field({ type: ContactMessageRef, authScopes: { admin: true }, args: { id: t.arg.id({ required: true }) }, description: 'Admin: one message. Errors: NOT_FOUND_ERROR.', resolve: (_r, args, ctx) => inbox.getContactMessage(ctx, String(args.id)) }),
  contactStats: t.field({ type: ContactStatsRef, authScopes: { admin: true }, description: 'Admin: messages per status (GET /api/contact/stats).', resolve: (_r, _a, ctx) => inbox.contactStats(ctx) }),
}));

const errors = { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] };

builder.mutationFields((t) => ({
  setContactMessageStatus: t.field({
    type: ContactMessageRef,
    authScopes: { admin: true },
    errors,
    description: 'Admin: PUT /api/contact/{id} {status}: new, read or archived.',
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: ContactStatusEnum, required: true }) },
    resolve: (_r, args, ctx) => inbox.setContactStatus(ctx, String(args.id), { status: args.status }),
  }),
  deleteContactMessage: t.boolean({
    authScopes: { admin: true },
    errors,
    description: 'Admin: DELETE /api/contact/{id}. Returns true.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await inbox.deleteContactMessage(ctx, String(args.id));
      return true;
    },
  }),
  contactMessageToTicket: t.field({
    type: ContactMessageRef,
    authScopes: { admin: true },
    errors,
    description: 'Admin: POST /api/contact/{id}/ticket: makes a support ticket of the message (once; ConflictError after). Returns the message with its ticketId.',
    args: { id: t.arg.id({ required: true }), category: t.arg.string(), priority: t.arg.string() },
    resolve: async (_r, args, ctx) => {
      await inbox.contactToTicket(ctx, String(args.id), Object.fromEntries(Object.entries({ category: args.category, priority: args.priority }).filter(([, v]) => v)));
      return inbox.getContactMessage(ctx, String(args.id));
    },
  }),
}));
