/** /api/services routes (spec section 7 "Services"), read side. */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { limitParam, pageOf, pageParam, pagedQuery, pagedResponse, serviceIdParam } from '../../rest/schemas.js';
import { quoteForViewer } from '../bookings/pricing.js';
import {
  SEARCH_DEFAULT_MAX,
  SEARCH_EXTRA,
  SEARCH_HARD_MAX,
  getService,
  listCategories,
  listServices,
  toServiceJson,
  discountPercent,
  formatRate,
} from './services.service.js';

/** A service as /api returns it (services.service toServiceJson). Prices are integer cents per hour. */
export const serviceSchema = z
  .object({
    id: z.int().min(1),
    name: z.string(),
    category: z.string(),
    memberPriceCents: z.int().meta({ description: 'Member hourly rate in cents.' }),
    regularPriceCents: z.int().meta({ description: 'Regular hourly rate in cents.' }),
    memberPrice: z.string().meta({ description: 'Display text, e.g. "$18/h".' }),
    regularPrice: z.string().meta({ description: 'Display text, e.g. "$36/h".' }),
    discountPercent: z.int().meta({ description: 'Whole percent saved at the member rate.' }),
    description: z.string(),
    features: z.array(z.string()),
    popular: z.boolean(),
    premium: z.boolean(),
    emergency: z.boolean(),
    icon: z.string(),
    subtitle: z.string().nullable(),
    rating: z.number().meta({ description: 'Average rating, 0..5.' }),
    bookingsCount: z.int().min(0),
  })
  .meta({ id: 'Service' });

/** A price quote for the viewer (bookings/pricing.ts BookingQuote); amounts in cents. */
export const quoteSchema = z
  .object({
    serviceId: z.int(),
    durationMinutes: z.int(),
    memberRateCents: z.int(),
    regularRateCents: z.int(),
    appliedTier: z.enum(['member', 'regular']),
    hourlyRateCents: z.int(),
    totalCents: z.int(),
    regularTotalCents: z.int(),
    savingsCents: z.int(),
    isMember: z.boolean().meta({ description: "True when the viewer's membership covers this service." }),
  })
  .meta({ id: 'BookingQuote' });

const categoryParam = z.string().trim().min(1).max(100).meta({ description: 'Category name, e.g. "Luxury" (URL-encoded).', example: 'Luxury' });

const searchText = z.string().max(200, 'The search is at most 200 characters').optional();

/**
 * Every active service matching the filters, best first (services.service ranking). The catalogue
 * holds at most SEARCH_HARD_MAX (50) services, so asking for that many returns all matches.
 */
async function allMatches(search: string | undefined, category: string | undefined) {
  return listServices({ search, category, limit: SEARCH_HARD_MAX });
}

export const serviceRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/services',
    tag: 'Services',
    summary: 'Search the catalogue',
    description:
      'Active services, best first: with `search`, services whose name matches come before those matching only description or features (case-insensitive substring; spec section 5). `limit` defaults to 20, or 30 with a search term, and larger values give 50 (spec section 9). `total` counts every match.',
    auth: 'public',
    input: {
      query: z.object({
        search: searchText.meta({ description: 'Text to look for in name, description and features.' }),
        q: searchText.meta({ description: 'Alias of `search`.' }),
        category: z.string().max(100).optional().meta({ description: 'Only this category (case-insensitive).' }),
        page: pageParam,
        limit: limitParam({ maxLimit: SEARCH_HARD_MAX, overMax: 'clamp' }),
      }),
    },
    response: pagedResponse('services', serviceSchema),
    errors: [],
    handler: async (req) => {
      const search = req.query.search ?? req.query.q;
      const limit = req.query.limit ?? (search?.trim() ? SEARCH_DEFAULT_MAX + SEARCH_EXTRA : SEARCH_DEFAULT_MAX);
      const { items, ...facts } = pageOf(await allMatches(search, req.query.category), { page: req.query.page, limit });
      return { services: items.map(toServiceJson), ...facts };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/services/categories',
    tag: 'Services',
    summary: 'List the categories',
    description: 'The categories in use with how many active services each has, alphabetical.',
    auth: 'public',
    input: { query: pagedQuery({ defaultLimit: 50, maxLimit: 100, overMax: 'clamp' }) },
    response: pagedResponse('categories', z.object({ name: z.string(), serviceCount: z.int().min(1) }).meta({ id: 'Category' })),
    errors: [],
    handler: async (req) => {
      const { items, ...facts } = pageOf(await listCategories(), req.query);
      return { categories: items, ...facts };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/services/category/:category',
    tag: 'Services',
    summary: 'List the services of a category',
    description: 'Active services of one category (case-insensitive), most popular first; an unknown category gives an empty list.',
    auth: 'public',
    input: {
      params: z.object({ category: categoryParam }),
      query: pagedQuery({ defaultLimit: SEARCH_HARD_MAX, maxLimit: SEARCH_HARD_MAX, overMax: 'clamp' }),
    },
    response: pagedResponse('services', serviceSchema, { category: z.string() }),
    errors: [],
    handler: async (req) => {
      const { items, ...facts } = pageOf(await allMatches(undefined, req.params.category), req.query);
      return { category: req.params.category, services: items.map(toServiceJson), ...facts };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/services/:id',
    tag: 'Services',
    summary: 'One service',
    description: 'An active service by id. 404 when there is none.',
    auth: 'public',
    input: { params: z.object({ id: serviceIdParam }) },
    response: z.object({ service: serviceSchema }),
    errors: [404],
    handler: async (req) => ({ service: toServiceJson(await getService(req.params.id)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/services/:id/pricing',
    tag: 'Services',
    summary: "A service's pricing and a quote",
    description:
      'Both hourly rates (cents and display text), the member discount, and a quote for `durationHours` at the rate the viewer pays: the member rate for a signed-in customer whose membership covers the service, else the regular rate. 404 when there is no such service.',
    auth: 'public',
    input: {
      params: z.object({ id: serviceIdParam }),
      query: z.object({
        durationHours: z.coerce.number().optional().catch(undefined).meta({ description: 'Hours to quote, 0.5..12 (default 2; other values quote 2).' }),
        hours: z.coerce.number().optional().catch(undefined).meta({ description: 'Alias of `durationHours`.' }),
      }),
    },
    response: z.object({
      pricing: z.object({
        serviceId: z.int(),
        currency: z.literal('USD'),
        unit: z.literal('hour'),
        memberPriceCents: z.int(),
        regularPriceCents: z.int(),
        memberPrice: z.string(),
        regularPrice: z.string(),
        discountPercent: z.int(),
        quote: quoteSchema,
      }),
    }),
    errors: [404],
    handler: async (req) => {
      const service = await getService(req.params.id);
      const hours = req.query.durationHours ?? req.query.hours ?? 2;
      return {
        pricing: {
          serviceId: service.id,
          currency: 'USD' as const,
          unit: 'hour' as const,
          memberPriceCents: service.memberPriceCents,
          regularPriceCents: service.regularPriceCents,
          memberPrice: formatRate(service.memberPriceCents),
          regularPrice: formatRate(service.regularPriceCents),
          discountPercent: discountPercent(service),
          quote: await quoteForViewer(req.ctx, service.id, hours),
        },
      };
    },
  }),
];
