/** GraphQL of the admins' contact inbox (docs/decisions/0021), also serving /api/contact through the bridge (contact.api.ts). */
import { z } from 'zod';
import { builder } from '../../builder.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import * as inbox from './contact.admin.service.js';
import { CONTACT_STATUSES } from './contact.admin.service.js';

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
    description:
      'Admins only: contact messages newest first (GET /api/contact, spec section 7 "Contact"); filters status (new, read, archived) and search (name, email, subject, message; up to 100 characters); `page` from 1, `limit` 1..100 (default 20); `total` counts every match. Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR, VALIDATION_ERROR.',
    args: t.validate(
      { status: t.arg({ type: ContactStatusEnum }), search: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
      fieldArgs(inbox.contactListInput),
    ),
    resolve: (_r, args) => inbox.listContactMessages(args),
  }),
  contactMessage: t.field({
    type: ContactMessageRef,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    description:
      'Admins only: one contact message with its status and the ticket made from it, if any (GET /api/contact/{id}, spec section 7 "Contact"). Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR, NOT_FOUND_ERROR.',
    resolve: (_r, args) => inbox.getContactMessage(String(args.id)),
  }),
  contactStats: t.field({
    type: ContactStatsRef,
    authScopes: { admin: true },
    description: 'Admins only: contact messages per status and in all (GET /api/contact/stats, spec section 7 "Contact"). Errors: AUTHENTICATION_ERROR, AUTHORIZATION_ERROR.',
    resolve: () => inbox.contactStats(),
  }),
}));

// The errors each mutation can answer (its /api statuses in the OpenAPI document); every result
// union still carries the whole catalogue (builder.ts defaultTypes).

builder.mutationFields((t) => ({
  setContactMessageStatus: t.field({
    type: ContactMessageRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError, NotFoundError] },
    description:
      'Admins only: marks a contact message new, read or archived (PUT /api/contact/{id}, spec section 7 "Contact"). Errors: AuthenticationError, AuthorizationError, ValidationError, NotFoundError.',
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: ContactStatusEnum, required: true }) },
    resolve: (_r, args) => inbox.setContactStatus(String(args.id), { status: args.status }),
  }),
  deleteContactMessage: t.boolean({
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    description:
      'Admins only: deletes a contact message for good, recorded in the audit trail; a ticket made from it stays (DELETE /api/contact/{id}, spec section 7 "Contact"). Returns true. Errors: AuthenticationError, AuthorizationError, NotFoundError.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      await inbox.deleteContactMessage(ctx, String(args.id));
      return true;
    },
  }),
  contactMessageToTicket: t.field({
    type: ContactMessageRef,
    authScopes: { admin: true },
    errors: {
      types: [ValidationError, NotFoundError, ConflictError],
      result: {
        fields: (r) => ({
          ticketId: r.id({ description: "The new ticket's id (uuid).", resolve: (m) => m.ticket!.id }),
          ticketNumber: r.int({ description: "The new ticket's number, shown as #number.", resolve: (m) => m.ticket!.number }),
        }),
      },
    },
    description:
      'Admins only: makes a support ticket of a contact message, once (POST /api/contact/{id}/ticket, spec section 7 "Contact"): category (default other) and priority (default normal) as tickets take them; the requester is the sender\'s account when there is one, else its address; assigned to the caller; the message is marked read. Returns the message with its ticketId. Errors: AuthenticationError, AuthorizationError, ValidationError, NotFoundError, ConflictError (already a ticket).',
    args: t.validate({ id: t.arg.id({ required: true }), category: t.arg.string(), priority: t.arg.string() }, fieldArgs(inbox.contactToTicketInput.extend({ id: z.string() }))),
    resolve: async (_r, args, ctx) => {
      await inbox.contactToTicket(ctx, args.id, args);
      return inbox.getContactMessage(args.id);
    },
  }),
}));
