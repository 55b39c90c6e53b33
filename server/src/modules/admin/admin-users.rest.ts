/**
 * /api routes of the admin people console and the audit trail (spec section 7 "Admin"; issue 10
 * "People", "An audit trail") over admin-users.service and audit.service, the functions GraphQL
 * calls. Admins only; instants ISO 8601 UTC; money in cents.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedQuery, pagedResponse, uuidParam } from '../../rest/schemas.js';
import { toUserJson } from '../auth/auth.service.js';
import { userSchema } from '../auth/auth.rest.js';
import * as adminUsers from './admin-users.service.js';
import * as audit from './audit.service.js';
import { USER_SORTS, userStatusInput } from './admin-users.inputs.js';

/** A user as admins see it: the public user plus standing and contact details. */
export const adminUserSchema = userSchema
  .extend({
    status: z.enum(['active', 'suspended']),
    city: z.string().nullable().meta({ description: "A cleaner's city, else the default service city." }),
    ratingAverage: z.number().nullable().meta({ description: 'Cleaners: mean review rating 0..5; null for others.' }),
  })
  .meta({ id: 'AdminUser' });

export function toAdminUserJson(u: adminUsers.UserDetails['user']): z.input<typeof adminUserSchema> {
  return {
    ...toUserJson(u),
    status: u.status,
    city: u.cleanerProfile?.city || u.defaultCity || null,
    ratingAverage: u.cleanerProfile ? u.cleanerProfile.ratingAverage : null,
  };
}

export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    actor: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
    action: z.string().meta({ description: 'e.g. user.status, cleaner.background_check, service.update, booking.assign.' }),
    entityType: z.string(),
    entityId: z.string(),
    before: z.unknown().nullable().meta({ description: 'The changed fields before (JSON object), or null.' }),
    after: z.unknown().nullable().meta({ description: 'The changed fields after (JSON object), or null.' }),
    reason: z.string().nullable(),
    createdAt: isoInstant,
  })
  .meta({ id: 'AuditEntry' });

export function toAuditJson(e: audit.AuditEntry): z.input<typeof auditEntrySchema> {
  return { ...e, before: e.before ?? null, after: e.after ?? null, createdAt: e.createdAt.toISOString() };
}

const userListQuery = pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
  role: z.enum(['customer', 'cleaner', 'admin']).optional(),
  status: z.enum(['active', 'suspended']).optional(),
  search: z.string().trim().max(100).optional().meta({ description: 'Every word must appear in the first name, last name or email (case-insensitive).' }),
  joinedFrom: z.string().optional().meta({ description: 'Joined at or after (date or ISO instant, UTC).', example: '2026-01-01' }),
  joinedTo: z.string().optional().meta({ description: 'Joined at or before (date or ISO instant, UTC).' }),
  sort: z.enum(USER_SORTS).optional().meta({ description: 'newest (default), oldest, name, email.' }),
});

/** The first page (the newest DETAILS_LIMIT) of one of a user's lists, with the count of all. */
const firstPage = <I extends z.ZodType>(item: I) => z.object({ items: z.array(item), page: z.literal(1), limit: z.int(), total: z.int().meta({ description: 'All of them, not only those listed.' }) });
const pageOfDetails = <T>(items: T[], total: number) => ({ items, page: 1 as const, limit: adminUsers.DETAILS_LIMIT, total });

const detailsSchema = z.object({
  user: adminUserSchema,
  bookings: firstPage(
    z.object({
      id: z.uuid(),
      status: z.string(),
      paymentStatus: z.string(),
      serviceName: z.string(),
      scheduledAt: isoInstant,
      totalCents: z.int(),
      asRole: z.enum(['customer', 'cleaner']).meta({ description: 'Whether this user is the customer or the cleaner of it.' }),
    }),
  ),
  payments: firstPage(z.object({ id: z.uuid(), bookingId: z.uuid(), kind: z.string(), status: z.string(), amountCents: z.int(), createdAt: isoInstant })),
  reviews: firstPage(z.object({ id: z.uuid(), rating: z.int(), comment: z.string(), hidden: z.boolean(), featured: z.boolean(), written: z.boolean(), createdAt: isoInstant })),
  sessions: firstPage(z.object({ id: z.uuid(), userAgent: z.string().nullable(), ip: z.string().nullable(), createdAt: isoInstant, lastUsedAt: isoInstant })),
  audit: firstPage(auditEntrySchema),
  tickets: firstPage(z.object({ id: z.uuid(), number: z.int(), subject: z.string(), status: z.string(), priority: z.string(), lastMessageAt: isoInstant })),
});

export const adminUserRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/admin/users',
    tag: 'Admin',
    summary: 'List users',
    description: 'Admin: users filtered by role, status, text and join date, sorted, paged (`total` = all matches).',
    auth: 'admin',
    input: { query: userListQuery },
    response: pagedResponse('users', adminUserSchema),
    errors: [],
    handler: async (req) => {
      const page = await adminUsers.listUsers(req.ctx, req.query);
      return { users: page.items.map(toAdminUserJson), page: page.page, limit: page.limit, total: page.total };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/users/admins',
    tag: 'Admin',
    summary: 'List admins',
    description: 'Admin: every admin account, by name, paged.',
    auth: 'admin',
    input: { query: pagedQuery({ defaultLimit: 20, maxLimit: 100 }) },
    response: pagedResponse('users', adminUserSchema),
    errors: [],
    handler: async (req) => {
      const page = await adminUsers.listUsers(req.ctx, { ...req.query, role: 'admin', sort: 'name' });
      return { users: page.items.map(toAdminUserJson), page: page.page, limit: page.limit, total: page.total };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/users/:id/details',
    tag: 'Admin',
    summary: "One user's details",
    description: 'Admin: profile and the first page (newest 20, with `total` of all) of the bookings, payments, reviews written or received, live sessions, audit trail and support tickets of one user.',
    auth: 'admin',
    input: { params: z.object({ id: uuidParam }) },
    response: detailsSchema,
    errors: [404],
    handler: async (req) => {
      const d = await adminUsers.userDetails(req.ctx, req.params.id);
      return {
        user: toAdminUserJson(d.user),
        bookings: pageOfDetails(d.bookings.map((b) => ({
          id: b.id,
          status: b.status,
          paymentStatus: b.paymentStatus,
          serviceName: b.service.name,
          scheduledAt: b.scheduledAt.toISOString(),
          totalCents: b.totalCents,
          asRole: b.customerId === d.user.id ? ('customer' as const) : ('cleaner' as const),
        })), d.counts.bookings),
        payments: pageOfDetails(d.payments.map((p) => ({ id: p.id, bookingId: p.bookingId, kind: p.kind, status: p.status, amountCents: p.amountCents, createdAt: p.createdAt.toISOString() })), d.counts.payments),
        reviews: pageOfDetails(d.reviews.map((r) => ({ id: r.id, rating: r.rating, comment: r.comment, hidden: r.hidden, featured: r.featured, written: r.authorId === d.user.id, createdAt: r.createdAt.toISOString() })), d.counts.reviews),
        sessions: pageOfDetails(d.sessions.map((s) => ({ id: s.id, userAgent: s.userAgent, ip: s.ip, createdAt: s.createdAt.toISOString(), lastUsedAt: s.lastUsedAt.toISOString() })), d.counts.sessions),
        audit: pageOfDetails(d.audit.map(toAuditJson), d.counts.audit),
        tickets: pageOfDetails(d.tickets.map((t) => ({ id: t.id, number: t.number, subject: t.subject, status: t.status, priority: t.priority, lastMessageAt: t.lastMessageAt.toISOString() })), d.counts.tickets),
      };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/users/:id/status',
    tag: 'Admin',
    summary: "Suspend or reactivate a user",
    description:
      "Admin: `{status: 'active'|'suspended', reason}`. Suspending ends the user's sessions at once; sign-in then answers 403 'Your account is suspended.'. 409 for yourself, the last active admin, or no change.",
    auth: 'admin',
    input: { params: z.object({ id: uuidParam }), body: userStatusInput },
    response: z.object({ user: adminUserSchema }),
    errors: [404, 409],
    handler: async (req) => ({ user: toAdminUserJson(await adminUsers.setUserStatus(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/audit',
    tag: 'Admin',
    summary: 'The audit trail',
    description: 'Admin: every admin change (who, when, what, before and after, why), newest first. Filters `entityType` with `entityId`, `actorId`, `action`; paged.',
    auth: 'admin',
    input: {
      query: pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
        entityType: z.string().trim().max(40).optional(),
        entityId: z.string().trim().max(64).optional(),
        actorId: z.uuid().optional(),
        action: z.string().trim().max(60).optional(),
      }),
    },
    response: pagedResponse('entries', auditEntrySchema),
    errors: [],
    handler: async (req) => {
      const page = await audit.listAudit(req.ctx, req.query);
      return { entries: page.items.map(toAuditJson), page: page.page, limit: page.limit, total: page.total };
    },
  }),
];
