/**
 * The /api route table (docs/decisions/0023-api-bridge.md): each domain's rows, each naming a
 * GraphQL operation of the domain's `.api.graphql`. The table feeds the router and the OpenAPI
 * document at GET /api/openapi.json. Order matters where paths overlap (`/services/categories`
 * before `/services/:id`).
 */
import type { ApiRoute } from './router.js';
import { systemApi } from '../modules/system/system.api.js';
import { notificationsApi } from '../modules/notifications/notifications.api.js';
import { authApi } from '../modules/auth/auth.api.js';
import { servicesApi } from '../modules/services/services.api.js';
import { bookingsApi } from '../modules/bookings/bookings.api.js';
import { matchingApi } from '../modules/matching/matching.api.js';
import { favoritesApi } from '../modules/matching/favorites.api.js';
import { instantApi } from '../modules/matching/instant.api.js';
import { paymentWebhookApi } from '../modules/payments/payments.webhook.api.js';
import { paymentsApi } from '../modules/payments/payments.api.js';
import { reviewsApi } from '../modules/reviews/reviews.api.js';
import { contactApi } from '../modules/contact/contact.api.js';
import { outboxApi } from '../modules/admin/outbox.api.js';
import { membershipsApi } from '../modules/memberships/memberships.api.js';
import { usersApi } from '../modules/users/users.api.js';
import { adminUsersApi } from '../modules/users/users.admin.api.js';
import { freelancersApi } from '../modules/users/freelancers.admin.api.js';
import { auditApi } from '../modules/admin/audit.api.js';
import { analyticsApi } from '../modules/admin/analytics.api.js';
import { ticketsApi } from '../modules/tickets/tickets.api.js';
import { ticketsAdminApi } from '../modules/tickets/tickets.admin.api.js';
import { notificationSettingsApi } from '../modules/notifications/notification-settings.api.js';
import { assistantApi } from '../modules/assistant/assistant.api.js';
import { calendarApi } from '../modules/calendar/calendar.api.js';
import { discountsApi } from '../modules/plans/discounts.api.js';
import { plansApi } from '../modules/plans/plans.api.js';
import { plansCleanerApi } from '../modules/plans/plans.cleaner.api.js';
import { messagesApi } from '../modules/messages/messages.api.js';

export const routes: ApiRoute[] = [
  ...systemApi,
  ...authApi,
  // /services/categories must precede /services/:id.
  ...servicesApi,
  // /bookings/recommendations-by-zip and /bookings/parse must precede /bookings/:id.
  ...matchingApi,
  ...assistantApi,
  ...bookingsApi,
  ...messagesApi,
  ...favoritesApi,
  ...instantApi,
  ...paymentWebhookApi,
  ...paymentsApi,
  ...notificationSettingsApi,
  ...notificationsApi,
  ...reviewsApi,
  ...contactApi,
  ...outboxApi,
  ...membershipsApi,
  ...usersApi,
  ...adminUsersApi,
  ...auditApi,
  ...freelancersApi,
  ...analyticsApi,
  ...ticketsApi,
  ...ticketsAdminApi,
  // /plans/discounts must precede /plans/:id.
  ...discountsApi,
  ...plansApi,
  ...plansCleanerApi,
  ...calendarApi,
];
