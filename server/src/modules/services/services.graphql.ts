/** Catalogue types and queries (spec sections 3, 5, 9). */
import { z } from 'zod';
import { builder } from '../../builder.js';
import { NotFoundError } from '../../errors.js';
import type { Service } from '../../generated/prisma/client.js';
import { limitParam, pageParam, pagedQuery, pageOf } from '../../lib/paging.js';
import { fieldArgs } from '../../lib/validate.js';
import { quoteForViewer, type BookingQuote } from './pricing.service.js';
import {
  SEARCH_HARD_MAX,
  activeServices,
  discountPercent,
  formatRate,
  getService,
  listCategories,
  listServices,
  searchCap,
} from './services.service.js';

export const ServiceRef = builder.prismaObject('Service', {
  description: 'A bookable service (ids 1 to 50). Rates are per hour, in cents.',
  fields: (t) => ({
    id: t.exposeID('id'),
    numericId: t.exposeInt('id', {
      description: 'The same id as `id`, as an integer (1, 2, ...): the service id of /api (`GET /api/services/{id}`, `serviceId` of a booking).',
    }),
    name: t.exposeString('name'),
    category: t.exposeString('category', { description: 'One of the 19 categories of spec section 3.' }),
    memberPriceCents: t.expose('memberPriceCents', { type: 'NonNegativeInt', description: 'Member hourly rate, cents (1800 = $18/h).' }),
    regularPriceCents: t.expose('regularPriceCents', { type: 'NonNegativeInt', description: 'Regular hourly rate, cents.' }),
    memberPrice: t.string({ description: 'Display text, e.g. "$18/h".', resolve: (s) => formatRate(s.memberPriceCents) }),
    regularPrice: t.string({ description: 'Display text, e.g. "$36/h".', resolve: (s) => formatRate(s.regularPriceCents) }),
    discountPercent: t.int({ description: 'Whole percent saved at the member rate.', resolve: (s) => discountPercent(s) }),
    description: t.exposeString('description'),
    features: t.exposeStringList('features'),
    popular: t.exposeBoolean('popular'),
    premium: t.exposeBoolean('premium'),
    emergency: t.exposeBoolean('emergency'),
    icon: t.exposeString('icon', { description: 'Material icon key.' }),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    rating: t.exposeFloat('rating', { description: 'Display rating 0 to 5.' }),
    bookingsCount: t.expose('bookingsCount', { type: 'NonNegativeInt' }),
  }),
});

const ServiceCategoryRef = builder.objectRef<{ name: string; serviceCount: number }>('ServiceCategory').implement({
  fields: (t) => ({ name: t.exposeString('name'), serviceCount: t.exposeInt('serviceCount') }),
});

/** One page of a list: `items`, `page` from 1, `limit` asked for, `total` over every page. */
interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/** Page `page` of `all`, `limit` per page; `total` counts all of them. */
const pageFacts = {
  page: 'This page, from 1.',
  limit: 'Items per page asked for (the last page may hold fewer).',
};

const ServicePageRef = builder.objectRef<Page<Service>>('ServicePage').implement({
  description: 'One page of active services, best first.',
  fields: (t) => ({
    items: t.field({ type: [ServiceRef], resolve: (p) => p.items }),
    page: t.exposeInt('page', { description: pageFacts.page }),
    limit: t.exposeInt('limit', { description: pageFacts.limit }),
    total: t.exposeInt('total', { description: 'All matching services, over every page (at most 50).' }),
  }),
});

const CategoryServicePageRef = builder.objectRef<Page<Service> & { category: string }>('CategoryServicePage').implement({
  description: 'One page of the active services of one category, most popular first.',
  fields: (t) => ({
    category: t.exposeString('category', { description: 'The category asked for, as given (trimmed).' }),
    items: t.field({ type: [ServiceRef], resolve: (p) => p.items }),
    page: t.exposeInt('page', { description: pageFacts.page }),
    limit: t.exposeInt('limit', { description: pageFacts.limit }),
    total: t.exposeInt('total', { description: "All of the category's active services, over every page." }),
  }),
});

const ServiceCategoryPageRef = builder.objectRef<Page<{ name: string; serviceCount: number }>>('ServiceCategoryPage').implement({
  description: 'One page of the categories in use, alphabetical.',
  fields: (t) => ({
    items: t.field({ type: [ServiceCategoryRef], resolve: (p) => p.items }),
    page: t.exposeInt('page', { description: pageFacts.page }),
    limit: t.exposeInt('limit', { description: pageFacts.limit }),
    total: t.exposeInt('total', { description: 'All categories in use.' }),
  }),
});

/**
 * BookingQuote is declared in bookings.graphql.ts, which imports this module (ServiceRef); it is
 * named here rather than imported so the two modules do not import each other. Pothos resolves
 * the name when the schema is built.
 */
const BookingQuoteByName = 'BookingQuote' as unknown as ReturnType<typeof builder.objectRef<BookingQuote>>;

const ServicePricingRef = builder.objectRef<{ service: Service; quote: BookingQuote }>('ServicePricing').implement({
  description: "A service's hourly rates, its member discount and a quote at the rate the viewer pays. Cents.",
  fields: (t) => ({
    serviceId: t.int({ description: 'The service id (an integer).', resolve: (p) => p.service.id }),
    currency: t.string({ description: 'ISO 4217 currency of every amount: always "USD".', resolve: () => 'USD' }),
    unit: t.string({ description: 'What a rate is per: always "hour".', resolve: () => 'hour' }),
    memberPriceCents: t.int({ description: 'Member hourly rate, cents.', resolve: (p) => p.service.memberPriceCents }),
    regularPriceCents: t.int({ description: 'Regular hourly rate, cents.', resolve: (p) => p.service.regularPriceCents }),
    memberPrice: t.string({ description: 'Display text, e.g. "$18/h".', resolve: (p) => formatRate(p.service.memberPriceCents) }),
    regularPrice: t.string({ description: 'Display text, e.g. "$36/h".', resolve: (p) => formatRate(p.service.regularPriceCents) }),
    discountPercent: t.int({ description: 'Whole percent saved at the member rate.', resolve: (p) => discountPercent(p.service) }),
    quote: t.field({ type: BookingQuoteByName, description: 'The price of `durationMinutes` for the viewer.', resolve: (p) => p.quote }),
  }),
});

/** Search text: at most 200 characters. */
const searchText = z.string().max(200, 'The search is at most 200 characters').optional();

/** `servicePage` arguments (the rules of GET /api/services). */
const servicePageInput = z.object({
  search: searchText,
  q: searchText,
  category: z.string().max(100, 'The category is at most 100 characters').optional(),
  page: pageParam,
  limit: limitParam({ maxLimit: SEARCH_HARD_MAX, overMax: 'clamp' }),
  maxResults: z.coerce
    .number({ error: 'maxResults must be a whole number' })
    .int('maxResults must be a whole number')
    .min(1, 'maxResults must be at least 1')
    .optional()
    .meta({ description: 'Spec section 5: results without a term (default 20); a search gets 10 more; never above 50.' }),
});

/** page and limit of a category's services: limit 1..50 (larger values give 50), default 50. */
const categoryServicesPaging = pagedQuery({ defaultLimit: SEARCH_HARD_MAX, maxLimit: SEARCH_HARD_MAX, overMax: 'clamp' });

/** page and limit of the categories: limit 1..100 (larger values give 100), default 50. */
const categoryPaging = pagedQuery({ defaultLimit: 50, maxLimit: 100, overMax: 'clamp' });

/** The number a text gives (as /api's query coercion did), or undefined when it gives none. */
const numberIn = (text: string | null | undefined): number | undefined => {
  if (text == null) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * Every active service matching the filters, best first (services.service ranking). The catalogue
 * holds at most SEARCH_HARD_MAX (50) services, so asking for that many returns all matches.
 */
const allMatches = (search: string | undefined, category: string | undefined) => listServices({ search, category, limit: SEARCH_HARD_MAX });

builder.queryFields((t) => ({
  services: t.field({
    type: [ServiceRef],
    description:
      'Active services. Search is case-insensitive over name, description and features (spec section 5). Without `limit`: the `maxResults` (default 20) most popular for an empty term, up to `maxResults` + 10 for a search, never above 50 (the landing search passes maxResults 25: 25, or 35 with a term); `limit` caps at 50. Errors: VALIDATION_ERROR (limit or maxResults under 1).',
    args: {
      search: t.arg.string(),
      category: t.arg.string(),
      limit: t.arg.int(),
      maxResults: t.arg.int({ description: 'Spec section 5: results for an empty term (default 20); a search gets 10 more; never above 50.' }),
    },
    resolve: (_root, args) => listServices(args),
  }),
  service: t.field({
    type: ServiceRef,
    nullable: true,
    description: 'One active service by id, or null.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }) => (await activeServices()).find((s) => String(s.id) === String(id)) ?? null,
  }),
  serviceCategories: t.field({
    type: [ServiceCategoryRef],
    description: 'Categories in use with their service counts.',
    resolve: () => listCategories(),
  }),
  popularServices: t.field({
    type: [ServiceRef],
    description: 'The most popular services first (landing cards: 8; limit 1..50).',
    args: { limit: t.arg.int({ defaultValue: 8 }) },
    resolve: async (_root, { limit }) => (await activeServices()).slice(0, Math.min(Math.max(limit ?? 8, 1), 50)),
  }),
  servicePage: t.field({
    type: ServicePageRef,
    description:
      'Public (GET /api/services; spec sections 5, 7 "Services", 9): one page of the active services, best first. With `search` (or `q`, its older name; at most 200 characters), services whose name matches come before those matching only description or features (case-insensitive substring). `category`: only that category (case-insensitive, at most 100 characters). `page` from 1; `limit` defaults to `maxResults` (default 20), or `maxResults` + 10 with a search term, never above 50; larger values than 50 give 50. `total` counts every match. Errors: VALIDATION_ERROR (search, q, category, page, limit, maxResults).',
    args: t.validate(
      { search: t.arg.string(), q: t.arg.string(), category: t.arg.string(), page: t.arg.int(), limit: t.arg.int(), maxResults: t.arg.int() },
      fieldArgs(servicePageInput),
    ),
    resolve: async (_root, input) => {
      const search = input.search ?? input.q ?? undefined;
      const limit = input.limit ?? searchCap(search, input.maxResults);
      return pageOf(await allMatches(search, input.category ?? undefined), input.page, limit);
    },
  }),
  serviceCategoryPage: t.field({
    type: ServiceCategoryPageRef,
    description:
      'Public (GET /api/services/categories; spec section 7 "Services"): one page of the categories in use with how many active services each has, alphabetical. `page` from 1; `limit` 1..100, default 50 (larger values give 100). Errors: VALIDATION_ERROR (page, limit).',
    args: t.validate({ page: t.arg.int(), limit: t.arg.int() }, fieldArgs(categoryPaging)),
    resolve: async (_root, { page, limit }) => pageOf(await listCategories(), page, limit),
  }),
  categoryServicePage: t.field({
    type: CategoryServicePageRef,
    description:
      'Public (GET /api/services/category/{category}; spec section 7 "Services"): one page of the active services of one category (case-insensitive), most popular first; an unknown category gives an empty page. `page` from 1; `limit` 1..50, default 50 (larger values give 50). Errors: NOT_FOUND_ERROR (a blank category, or one over 100 characters), VALIDATION_ERROR (page, limit).',
    args: t.validate(
      { category: t.arg.string({ required: true }), page: t.arg.int(), limit: t.arg.int() },
      fieldArgs(categoryServicesPaging.extend({ category: z.string().default('') })),
    ),
    resolve: async (_root, { page, limit, ...args }) => {
      const category = args.category.trim();
      if (!category || category.length > 100) throw new NotFoundError();
      return { category, ...pageOf(await allMatches(undefined, category), page, limit) };
    },
  }),
  activeService: t.field({
    type: ServiceRef,
    description:
      'Public (GET /api/services/{id}; spec section 7 "Services"): one active service by its integer id. Errors: NOT_FOUND_ERROR when no active service has that id (`service` answers null instead).',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }) => getService(id),
  }),
  servicePricing: t.field({
    type: ServicePricingRef,
    description:
      "Public (GET /api/services/{id}/pricing; spec sections 7 \"Services\" and 9): an active service's hourly rates (cents and display text), its member discount, and a quote for `durationHours` (or, as /api's query text, `durationHoursText` or its older name `hoursText`) at the rate the viewer pays: the member rate for a signed-in customer whose membership covers the service, else the regular rate. Hours from 0.5 to 12; absent or other values quote 2 hours. Errors: NOT_FOUND_ERROR when no active service has that id.",
    args: {
      id: t.arg.int({ required: true }),
      durationHours: t.arg.float({ description: 'Hours to quote, 0.5 to 12 (default 2).' }),
      durationHoursText: t.arg.string({
        description: '`durationHours` as text, as the /api query string takes it: text that is not a number counts as absent. `durationHours` wins.',
      }),
      hoursText: t.arg.string({ description: 'The older name of `durationHoursText` (the /api query parameter `hours`); used when neither of those is a number.' }),
    },
    resolve: async (_root, args, ctx) => {
      const service = await getService(args.id);
      const hours = args.durationHours ?? numberIn(args.durationHoursText) ?? numberIn(args.hoursText) ?? 2;
      return { service, quote: await quoteForViewer(ctx, service.id, hours) };
    },
  }),
}));
