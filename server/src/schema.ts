/** Builds the GraphQL schema from the domain modules (each registers its own types and fields). */
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.js';
import './modules/system/system.graphql.js';
import './modules/users/users.graphql.js';
import './modules/memberships/memberships.graphql.js';
import './modules/memberships/memberships.admin.graphql.js';
import './modules/auth/auth.graphql.js';
import './modules/services/services.graphql.js';
import './modules/services/services.admin.graphql.js';
import './modules/bookings/bookings.graphql.js';
import './modules/bookings/bookings.admin.graphql.js';
import './modules/payments/payments.graphql.js';
import './modules/payments/payments.webhook.graphql.js';
import './modules/payments/refunds.graphql.js';
import './modules/payments/payouts.graphql.js';
import './modules/payments/earnings.graphql.js';
import './modules/payments/payments.admin.graphql.js';
import './modules/notifications/notifications.graphql.js';
import './modules/notifications/notification-settings.graphql.js';
import './modules/bookings/notification-actions.graphql.js';
import './modules/reviews/reviews.graphql.js';
import './modules/reviews/reviews.admin.graphql.js';
import './modules/contact/contact.graphql.js';
import './modules/tickets/tickets.graphql.js';
import './modules/tickets/tickets.admin.graphql.js';
import './modules/contact/contact.admin.graphql.js';
import './modules/admin/outbox.graphql.js';
import './modules/admin/audit.graphql.js';
import './modules/users/users.admin.graphql.js';
import './modules/users/freelancers.admin.graphql.js';
import './modules/admin/analytics.graphql.js';
import './modules/matching/matching.graphql.js';
import './modules/matching/favorites.graphql.js';
import './modules/matching/offers.graphql.js';
import './modules/matching/matching-state.graphql.js';
import './modules/matching/instant.graphql.js';
import './modules/assistant/assistant.graphql.js';
import './modules/calendar/calendar.graphql.js';
import './modules/plans/plans.graphql.js';
import './modules/plans/plans.cleaner.graphql.js';
import './modules/plans/discounts.graphql.js';
import './modules/messages/messages.graphql.js';
import './modules/users/cleaner-photo.graphql.js';

export const schema = builder.toSchema();

/** The SDL committed as schema/schema.graphql (sorted, so diffs stay stable). */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
