/** GraphQL of the admin catalogue (issue 10 "Services"): the functions /api calls (services-admin.rest.ts). */
import { builder } from '../../builder.js';
import { AuthorizationError, NotFoundError, ValidationError } from '../../errors.js';
import { ServiceRef } from './services.graphql.js';
import * as admin from './services-admin.service.js';

builder.prismaObjectFields('Service', (t) => ({
  active: t.exposeBoolean('active', { description: 'False: hidden from the catalogue and new bookings (deactivated by an admin).' }),
}));

const AdminServiceRef = builder.objectRef<admin.AdminService>('AdminService').implement({
  description: 'A service in the admin grid, with how many bookings use it.',
  fields: (t) => ({
    service: t.field({ type: ServiceRef, resolve: (s) => s }),
    bookingCount: t.int({ resolve: (s) => s._count.bookings }),
  }),
});

const AdminServicePageRef = builder.objectRef<Awaited<ReturnType<typeof admin.listAdminServices>>>('AdminServicePage').implement({
  fields: (t) => ({
    items: t.field({ type: [AdminServiceRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const ServiceRemovalRef = builder.objectRef<Awaited<ReturnType<typeof admin.removeService>>>('ServiceRemoval').implement({
  description: 'deleted (it had no bookings) or deactivated (it has bookings, which keep their prices).',
  fields: (t) => ({ outcome: t.exposeString('outcome'), service: t.field({ type: ServiceRef, resolve: (r) => r.service }) }),
});

builder.queryFields((t) => ({
  adminServices: t.field({
    type: AdminServicePageRef,
    authScopes: { admin: true },
    description: 'Admin: every service by id, inactive ones too unless `active` is given; search over name and description; category; page from 1, limit 1..100 (default 50).',
    args: { search: t.arg.string(), category: t.arg.string(), active: t.arg.boolean(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 50 }) },
    resolve: (_root, args, ctx) => admin.listAdminServices(ctx, Object.fromEntries(Object.entries(args).filter(([, v]) => v !== null && v !== undefined))),
  }),
}));

const errors = { types: [ValidationError, AuthorizationError, NotFoundError] };
const serviceArgs = (t: any, required: boolean) => ({
  name: t.arg.string({ required }),
  category: t.arg.string({ required }),
  memberPriceCents: t.arg.int({ required, description: 'Member hourly rate, cents.' }),
  regularPriceCents: t.arg.int({ required, description: 'Regular hourly rate, cents (>= member).' }),
  description: t.arg.string({ required }),
  features: t.arg.stringList(),
  popular: t.arg.boolean(),
  premium: t.arg.boolean(),
  emergency: t.arg.boolean(),
  icon: t.arg.string(),
  subtitle: t.arg.string(),
  active: t.arg.boolean(),
});
const defined = (args: Record<string, unknown>) => Object.fromEntries(Object.entries(args).filter(([k, v]) => v !== undefined && !(v === null && k !== 'subtitle')));

builder.mutationFields((t) => ({
  createService: t.field({
    type: ServiceRef,
    authScopes: { admin: true },
    errors,
    description: 'Admin: POST /api/services. Prices in cents per hour; member <= regular; category one of spec section 3. Errors: ValidationError.',
    args: serviceArgs(t, true),
    resolve: (_root, args, ctx) => admin.createService(ctx, defined(args)),
  }),
  updateService: t.field({
    type: ServiceRef,
    authScopes: { admin: true },
    errors,
    description: 'Admin: PUT /api/services/{id}: the given fields only; bookings keep their prices. Errors: ValidationError, NotFoundError.',
    args: { id: t.arg.id({ required: true }), ...serviceArgs(t, false) },
    resolve: (_root, { id, ...args }, ctx) => admin.updateService(ctx, String(id), defined(args)),
  }),
  removeService: t.field({
    type: ServiceRemovalRef,
    authScopes: { admin: true },
    errors,
    description: 'Admin: DELETE /api/services/{id}: deleted when unused, otherwise deactivated. Errors: NotFoundError.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => admin.removeService(ctx, String(id)),
  }),
}));
