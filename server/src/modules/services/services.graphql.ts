/** Catalogue types and queries (spec sections 3, 5, 9). */
import { builder } from '../../builder.js';
import { activeServices, discountPercent, formatRate, listCategories, listServices } from './services.service.js';

export const ServiceRef = builder.prismaObject('Service', {
  description: 'A bookable service (ids 1 to 50). Rates are per hour, in cents.',
  fields: (t) => ({
    id: t.exposeID('id'),
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

builder.queryFields((t) => ({
  services: t.field({
    type: [ServiceRef],
    description:
      'Active services. Search is case-insensitive over name, description and features (spec section 5). Without `limit`: 20 most popular for an empty term, up to 30 for a search; `limit` caps at 50.',
    args: { search: t.arg.string(), category: t.arg.string(), limit: t.arg.int() },
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
}));
