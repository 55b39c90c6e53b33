/** /api/services routes (spec section 7 "Services"), read side. */
import type { Route } from '../../rest/router.js';
import { quoteForViewer } from '../bookings/pricing.js';
import { getService, listCategories, listServices, toServiceJson, discountPercent, formatRate } from './services.service.js';

const limitParam = (v: string | null) => (v == null || v === '' ? null : Number(v));

export const serviceRoutes: Route[] = [
  {
    method: 'GET',
    path: '/services',
    auth: 'public',
    handler: async (req) => {
      const services = await listServices({
        search: req.query.get('search') ?? req.query.get('q'),
        category: req.query.get('category'),
        limit: limitParam(req.query.get('limit')),
      });
      return { services: services.map(toServiceJson), total: services.length };
    },
  },
  {
    method: 'GET',
    path: '/services/categories',
    auth: 'public',
    handler: async () => ({ categories: await listCategories() }),
  },
  {
    method: 'GET',
    path: '/services/category/:category',
    auth: 'public',
    handler: async (req) => {
      const services = await listServices({ category: req.params.category, limit: 50 });
      return { category: req.params.category, services: services.map(toServiceJson), total: services.length };
    },
  },
  {
    method: 'GET',
    path: '/services/:id',
    auth: 'public',
    handler: async (req) => ({ service: toServiceJson(await getService(req.params.id!)) }),
  },
  {
    method: 'GET',
    path: '/services/:id/pricing',
    auth: 'public',
    handler: async (req) => {
      const service = await getService(req.params.id!);
      const hours = Number(req.query.get('durationHours') ?? req.query.get('hours') ?? 2);
      return {
        pricing: {
          serviceId: service.id,
          currency: 'USD',
          unit: 'hour',
          memberPriceCents: service.memberPriceCents,
          regularPriceCents: service.regularPriceCents,
          memberPrice: formatRate(service.memberPriceCents),
          regularPrice: formatRate(service.regularPriceCents),
          discountPercent: discountPercent(service),
          quote: await quoteForViewer(req.ctx, service.id, hours),
        },
      };
    },
  },
];
