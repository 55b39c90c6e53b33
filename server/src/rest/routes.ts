/**
 * The /api route table (docs/decisions/0023-api-bridge.md): each domain's rows, each naming a
 * GraphQL operation of the domain's `.api.graphql`. The table feeds the router and the OpenAPI
 * document at GET /api/openapi.json. Order matters where paths overlap (`/services/categories`
 * before `/services/:id`). Two routes are hand-written: the health check and the payment webhook,
 * which must read the raw body to check Stripe's signature.
 */
import { z } from 'zod';
import { defineRoute, type ApiRoute } from './router.js';
import { notificationsApi } from '../modules/notifications/notifications.api.js';
import { authApi } from '../modules/auth/auth.api.js';
import { servicesApi } from '../modules/services/services.api.js';
import { bookingsApi } from '../modules/bookings/bookings.api.js';
import { paymentWebhookRoutes } from '../modules/payments/payments.rest.js';
import { paymentsApi } from '../modules/payments/payments.api.js';
import { reviewsApi } from '../modules/reviews/reviews.api.js';
import { contactApi } from '../modules/contact/contact.api.js';
import { outboxApi } from '../modules/admin/outbox.api.js';
import { membershipsApi } from '../modules/memberships/memberships.api.js';
import { usersApi } from '../modules/users/users.api.js';
import { adminUsersApi } from '../modules/admin/admin-users.api.js';
import { freelancersApi } from '../modules/admin/freelancers.api.js';
import { analyticsApi } from '../modules/admin/analytics.api.js';
import { ticketsApi } from '../modules/tickets/tickets.api.js';
import { notificationSettingsApi } from '../modules/notifications/notification-settings.api.js';

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
  ...authApi,
  // /services/categories must precede /services/:id.
  ...servicesApi,
  ...bookingsApi,
  // The Stripe webhook needs the raw body for its signature: hand-written (payments.rest.ts).
  ...paymentWebhookRoutes,
  ...paymentsApi,
  ...notificationSettingsApi,
  ...notificationsApi,
  ...reviewsApi,
  ...contactApi,
  ...outboxApi,
  ...membershipsApi,
  ...usersApi,
  ...adminUsersApi,
  ...freelancersApi,
  ...analyticsApi,
  ...ticketsApi,
];
