/** GraphQL of the admin catalogue (docs/decisions/0020), which /api runs too (services.api.ts). */
import type { z } from 'zod';
import { builder } from '../../builder.js';
import { AuthorizationError, NotFoundError, ValidationError } from '../../errors.js';
import { fieldArgs } from '../../lib/validate.js';
import { ServiceRef } from './services.graphql.js';
import * as admin from './services.admin.service.js';
import { serviceAdminListInput, serviceCreateArgs, serviceCreateInput, serviceUpdateArgs, type serviceUpdateInput } from './services.admin.inputs.js';

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

const ServiceRemovalOutcomeEnum = builder.enumType('ServiceRemovalOutcome', {
  description: 'What removing a service did: deleted, or deactivated because bookings or reviews use it.',
  values: ['deleted', 'deactivated'] as const,
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
    args: t.validate(
      { search: t.arg.string(), category: t.arg.string(), active: t.arg.boolean(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 50 }) },
      fieldArgs(serviceAdminListInput),
    ),
    resolve: (_root, args) => admin.listAdminServices(args),
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
/** The fields of a service as one input object (POST and PUT /api/services take them as the JSON body). */
const serviceInputFields = (t: any, required: boolean) => ({
  name: t.string({ required, description: '2 to 100 characters.' }),
  category: t.string({ required, description: 'One of the 19 categories of spec section 3, e.g. "Outdoor".' }),
  memberPriceCents: t.int({ required, description: 'Member hourly rate, cents (100 to 100000), at most the regular rate.' }),
  regularPriceCents: t.int({ required, description: 'Regular hourly rate, cents (100 to 100000).' }),
  description: t.string({ required, description: '10 to 2000 characters.' }),
  features: t.stringList({ description: `At most 20, each 1 to 120 characters.${required ? ' Default: none.' : ''}` }),
  popular: t.boolean({ description: required ? 'Default false.' : undefined }),
  premium: t.boolean({ description: required ? 'Default false.' : undefined }),
  emergency: t.boolean({ description: required ? 'Default false.' : undefined }),
  icon: t.string({ description: `A short lower-case key, e.g. "cleaning"${required ? ' (the default)' : ''}.` }),
  subtitle: t.string({ description: 'At most 120 characters; null or blank for none.' }),
  active: t.boolean({ description: `False hides it from the catalogue and new bookings${required ? ' (default true)' : '; true puts a deactivated service back'}.` }),
});

const ServiceCreateInputRef = builder.inputType('ServiceCreateInput', {
  description: 'A new service. Prices are integer cents per hour; no other keys are taken.',
  fields: (t) => serviceInputFields(t, true),
});

const ServiceUpdateInputRef = builder.inputType('ServiceUpdateInput', {
  description: 'Changes to a service: any of these (at least one); a field left out stays as it is.',
  fields: (t) => serviceInputFields(t, false),
});

builder.mutationFields((t) => ({
  createService: t.field({
    type: ServiceRef,
    authScopes: { admin: true },
    errors,
    description: 'Admin: POST /api/services. Prices in cents per hour; member <= regular; category one of spec section 3. Errors: ValidationError.',
    args: t.validate(serviceArgs(t, true), serviceCreateArgs),
    // serviceArgs builds its arguments untyped, so Pothos cannot type the parsed shape; serviceCreateArgs gave it its schema types.
    resolve: (_root, args, ctx) => admin.createService(ctx, args as z.output<typeof serviceCreateInput>),
  }),
  createServiceFromInput: t.field({
    type: ServiceRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError, AuthorizationError] },
    description:
      'Admin (POST /api/services; docs/decisions/0020): a new service, as createService, with its fields as one input object (the /api body). Prices are integer cents per hour, member at most regular; `category` is one of the 19 of spec section 3; the catalogue shows it at once. Errors: ValidationError (the first offending field).',
    // The input as given: its nulls reach the rules, as /api's body did.
    args: { input: t.arg({ type: ServiceCreateInputRef, required: true }).validate(serviceCreateInput) },
    resolve: (_root, { input }, ctx) => admin.createService(ctx, input),
  }),
  updateService: t.field({
    type: ServiceRef,
    authScopes: { admin: true },
    errors,
    description:
      'Admin (PUT /api/services/{id}; docs/decisions/0020): changes the given fields only, either as `input` (the /api body) or as the separate arguments; `active: true` puts a deactivated service back. Bookings already made keep the prices they were made at. Errors: ValidationError (nothing to change, member price above regular, a bad field), NotFoundError (no service with that id).',
    // An input object keeps its nulls (they reach the rules, as /api's body did); the separate arguments drop them.
    args: t.validate(
      {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: ServiceUpdateInputRef, description: 'The changes, as one object; wins over the separate arguments.' }),
        ...serviceArgs(t, false),
      },
      serviceUpdateArgs,
    ),
    // As for createService: serviceUpdateArgs gave the changes their schema types.
    resolve: (_root, { id, ...changes }, ctx) => admin.updateService(ctx, id, changes as z.output<typeof serviceUpdateInput>),
  }),
  removeService: t.field({
    type: ServiceRemovalRef,
    authScopes: { admin: true },
    errors: {
      ...errors,
      result: {
        // The removal's own fields beside `data`, so /api answers `{ outcome, service }` at the top.
        fields: (r) => ({
          outcome: r.field({ type: ServiceRemovalOutcomeEnum, description: 'deleted (it had no bookings or reviews) or deactivated (it has some).', resolve: (x) => x.outcome }),
          service: r.field({ type: ServiceRef, description: 'The service as it was (deleted) or now is (deactivated).', resolve: (x) => x.service }),
        }),
      },
    },
    description:
      'Admin (DELETE /api/services/{id}; docs/decisions/0020): deletes an unused service; one with bookings or reviews is deactivated instead (hidden from the catalogue and new bookings; its bookings keep their prices). Errors: NotFoundError (no service with that id), AuthorizationError.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => admin.removeService(ctx, String(id)),
  }),
}));
