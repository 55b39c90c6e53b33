/**
 * /api routes of freelancer approval (spec section 7 "Admin"; issue 10 "Freelancer approval") over
 * freelancers.service, the functions GraphQL calls. Admins only.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { isoInstant, pagedQuery, pagedResponse, uuidParam } from '../../rest/schemas.js';
import { adminUserSchema, toAdminUserJson } from './admin-users.rest.js';
import * as freelancers from './freelancers.service.js';
import { backgroundCheckInput } from './freelancers.service.js';

/** A freelancer with the profile an admin decides on. */
const freelancerSchema = adminUserSchema
  .extend({
    profile: z.object({
      bio: z.string(),
      city: z.string(),
      serviceZipPrefixes: z.array(z.string()),
      yearsExperience: z.int(),
      specialties: z.array(z.string()),
      offeredServiceIds: z.array(z.int()),
      backgroundCheckNotes: z.string().nullable(),
      backgroundCheckedAt: isoInstant.nullable(),
    }),
  })
  .meta({ id: 'Freelancer' });

function toFreelancerJson(u: freelancers.FreelancerWithProfile): z.input<typeof freelancerSchema> {
  const p = u.cleanerProfile!;
  return {
    ...toAdminUserJson(u),
    profile: {
      bio: p.bio,
      city: p.city,
      serviceZipPrefixes: p.serviceZipPrefixes,
      yearsExperience: p.yearsExperience,
      specialties: p.specialties,
      offeredServiceIds: p.offeredServiceIds,
      backgroundCheckNotes: p.backgroundCheckNotes,
      backgroundCheckedAt: p.backgroundCheckedAt?.toISOString() ?? null,
    },
  };
}

export const freelancerRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/admin/freelancers/pending',
    tag: 'Admin',
    summary: 'Freelancers awaiting approval',
    description: 'Admin: cleaners whose background check is pending, oldest application first; `search` over name and email; paged.',
    auth: 'admin',
    input: { query: pagedQuery({ defaultLimit: 20, maxLimit: 100 }).extend({ search: z.string().trim().max(100).optional() }) },
    response: pagedResponse('freelancers', freelancerSchema),
    errors: [],
    handler: async (req) => {
      const page = await freelancers.listPending(req.ctx, req.query);
      return { freelancers: page.items.map(toFreelancerJson), page: page.page, limit: page.limit, total: page.total };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/freelancers/:id',
    tag: 'Admin',
    summary: 'One freelancer',
    description: "Admin: a freelancer's account and profile, in any check state. 404 for an id that is not a cleaner.",
    auth: 'admin',
    input: { params: z.object({ id: uuidParam }) },
    response: z.object({ freelancer: freelancerSchema }),
    errors: [404],
    handler: async (req) => ({ freelancer: toFreelancerJson(await freelancers.freelancer(req.ctx, req.params.id)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/cleaners/:id/background-check',
    tag: 'Admin',
    summary: "Decide a freelancer's background check",
    description:
      '`{status: approved|rejected, notes}`; notes are required when rejecting. Approval opens jobs to the cleaner at once. The cleaner gets a notification and an email either way; the decision is in the audit trail. 409 when already in that state.',
    auth: 'admin',
    input: { params: z.object({ id: uuidParam }), body: backgroundCheckInput },
    response: z.object({ freelancer: freelancerSchema }),
    errors: [404, 409],
    handler: async (req) => ({ freelancer: toFreelancerJson(await freelancers.decideBackgroundCheck(req.ctx, req.params.id, req.body)) }),
  }),
];
