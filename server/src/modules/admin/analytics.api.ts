/** /api/admin dashboard and analytics rows (spec section 7 "Admin"; docs/decisions/0020) over analytics.api.graphql. */
import type { ApiRoute } from '../../rest/router.js';

export const analyticsApi: ApiRoute[] = [
  { method: 'GET', path: '/admin/dashboard', operation: 'AdminDashboard', tag: 'Admin', summary: 'Dashboard figures' },
  { method: 'GET', path: '/admin/analytics/revenue', operation: 'AdminRevenue', tag: 'Admin', summary: 'Revenue over time', answer: 'spread' },
  { method: 'GET', path: '/admin/location-analytics', operation: 'AdminLocationAnalytics', tag: 'Admin', summary: 'Bookings and cleaners by place', answer: 'spread' },
];
