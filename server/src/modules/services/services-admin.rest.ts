/** Admin /api routes of the catalogue (spec section 7 "Services": POST, PUT, DELETE; issue 10). */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { serviceIdParam } from '../../rest/schemas.js';
import { toServiceJson } from './services.service.js';
import { serviceSchema } from './services.rest.js';
import * as admin from './services-admin.service.js';
import { serviceCreateInput, serviceUpdateInput } from './services-admin.inputs.js';

const adminServiceSchema = serviceSchema.extend({ active: z.boolean() }).meta({ id: 'AdminServiceJson' });
const toAdminJson = (s: Parameters<typeof toServiceJson>[0]) => ({ ...toServiceJson(s), active: s.active });

export const serviceAdminRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/services',
    tag: 'Services',
    summary: 'Add a service (admin)',
    description: 'Admin: a new service. Prices are integer cents per hour (member <= regular); `category` is one of the 19 of spec section 3.',
    auth: 'admin',
    input: { body: serviceCreateInput },
    status: 201,
    response: z.object({ service: adminServiceSchema }),
    errors: [],
    handler: async (req) => ({ service: toAdminJson(await admin.createService(req.ctx, req.body)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/services/:id',
    tag: 'Services',
    summary: 'Change a service (admin)',
    description: 'Admin: the given fields only; `active: true` restores a deactivated service. Bookings already made keep the prices they were made at.',
    auth: 'admin',
    input: { params: z.object({ id: serviceIdParam }), body: serviceUpdateInput },
    response: z.object({ service: adminServiceSchema }),
    errors: [404],
    handler: async (req) => ({ service: toAdminJson(await admin.updateService(req.ctx, req.params.id, req.body)) }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/services/:id',
    tag: 'Services',
    summary: 'Remove a service (admin)',
    description: 'Admin: deletes an unused service; one with bookings or reviews is deactivated instead (`outcome: "deactivated"`).',
    auth: 'admin',
    input: { params: z.object({ id: serviceIdParam }) },
    response: z.object({ outcome: z.enum(['deleted', 'deactivated']), service: adminServiceSchema }),
    errors: [404],
    handler: async (req) => {
      const r = await admin.removeService(req.ctx, req.params.id);
      return { outcome: r.outcome, service: toAdminJson(r.service) };
    },
  }),
];
