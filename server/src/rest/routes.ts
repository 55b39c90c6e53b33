/**
 * The /api route table: every domain's routes, over the same services as GraphQL. Each route is
 * described (docs/decisions/0010-rest-openapi.md); the table feeds both the router and the
 * OpenAPI document at GET /api/openapi.json.
 */
import { z } from 'zod';
import { defineRoute, type ApiRoute } from './router.js';
import { notificationsApi } from '../modules/notifications/notifications.api.js';
import { authRoutes } from '../modules/auth/auth.rest.js';
import { serviceRoutes } from '../modules/services/services.rest.js';
import { bookingRoutes } from '../modules/bookings/bookings.rest.js';
import { paymentRoutes } from '../modules/payments/payments.rest.js';
import { refundsRoutes } from '../modules/payments/refunds.rest.js';
import { payoutsRoutes } from '../modules/payments/payouts.rest.js';
import { earningsRoutes } from '../modules/payments/earnings.rest.js';
import { reviewRoutes } from '../modules/reviews/reviews.rest.js';
import { contactRoutes } from '../modules/contact/contact.rest.js';
import { outboxRoutes } from '../modules/admin/outbox.rest.js';
import { membershipRoutes } from '../modules/memberships/memberships.rest.js';
import { userRoutes } from '../modules/users/users.rest.js';
import { adminUserRoutes } from '../modules/admin/admin-users.rest.js';
import { freelancerRoutes } from '../modules/admin/freelancers.rest.js';
import { analyticsRoutes } from '../modules/admin/analytics.rest.js';
import { ticketRoutes } from '../modules/tickets/tickets.rest.js';
import { contactInboxRoutes } from '../modules/contact/contact-inbox.rest.js';
import { notificationSettingsRoutes } from '../modules/notifications/notification-settings.rest.js';
import { serviceAdminRoutes } from '../modules/services/services-admin.rest.js';
import { bookingAdminRoutes } from '../modules/bookings/bookings-admin.rest.js';

const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  tag: 'System',
  summary: 'Health check',
  description: 'Answers `status: "ok"` while the process serves requests (no database call).',
  auth: 'public',
  response: z.object({ status: z.literal('ok') }),
  errors: [],
  handler: () => ({ status: 'ok' as const }),
});

export const routes: ApiRoute[] = [
  healthRoute,
  ...authRoutes,
  // /services/categories must precede /services/:id.
  ...serviceRoutes,
  ...serviceAdminRoutes,
  ...bookingRoutes,
  ...bookingAdminRoutes,
  ...paymentRoutes,
  ...refundsRoutes,
  ...payoutsRoutes,
  ...earningsRoutes,
  ...notificationSettingsRoutes,
  ...notificationsApi,
  ...reviewRoutes,
  ...contactRoutes,
  ...contactInboxRoutes,
  ...outboxRoutes,
  ...membershipRoutes,
  ...userRoutes,
  ...adminUserRoutes,
  ...freelancerRoutes,
  ...analyticsRoutes,
  ...ticketRoutes,
];
