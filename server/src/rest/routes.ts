/** The /api route table: every domain's routes, over the same services as GraphQL. */
import type { Route } from './router.js';
import { authRoutes } from '../modules/auth/auth.rest.js';
import { serviceRoutes } from '../modules/services/services.rest.js';
import { bookingRoutes } from '../modules/bookings/bookings.rest.js';
import { notificationRoutes } from '../modules/notifications/notifications.rest.js';
import { reviewRoutes } from '../modules/reviews/reviews.rest.js';
import { contactRoutes } from '../modules/contact/contact.rest.js';

export const routes: Route[] = [
  { method: 'GET', path: '/health', auth: 'public', handler: () => ({ status: 'ok' }) },
  ...authRoutes,
  // /services/categories must precede /services/:id.
  ...serviceRoutes,
  ...bookingRoutes,
  ...notificationRoutes,
  ...reviewRoutes,
  ...contactRoutes,
];
