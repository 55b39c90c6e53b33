/**
 * /api rows of the admins' payment tools (docs/decisions/0018; spec section 7
 * "Payments" and "Admin") over payments.admin.api.graphql: refunds, payment-status reconciliation,
 * the payment list, releasing a payout now and the earnings reads. Money in cents; instants ISO
 * 8601 UTC.
 */
import type { ApiRoute } from '../../rest/router.js';

export const paymentsAdminApi: ApiRoute[] = [
  // Refunds and reconciliation
  { method: 'POST', path: '/payments/refund/:paymentId', operation: 'RefundPayment', tag: 'Payments', summary: 'Refund a payment', answer: 'spread' },
  { method: 'POST', path: '/admin/payments/refund/:paymentId', operation: 'RefundPayment', tag: 'Admin', summary: 'Refund a payment', answer: 'spread' },
  {
    method: 'PUT',
    path: '/bookings/:id/payment-status',
    operation: 'SetBookingPaymentStatus',
    tag: 'Bookings',
    summary: "Set a booking's payment status (reconciliation)",
    answer: 'spread',
  },
  { method: 'GET', path: '/admin/payments', operation: 'AdminPayments', tag: 'Admin', summary: 'All payments, refunds and payouts', answer: 'spread' },

  // Payouts
  { method: 'POST', path: '/payments/transfer/:bookingId', operation: 'ReleasePayout', tag: 'Payments', summary: "Release a booking's payout now", answer: 'spread' },

  // Earnings
  { method: 'GET', path: '/admin/analytics/earnings', operation: 'AdminEarningsAnalytics', tag: 'Admin', summary: 'Platform earnings' },
  { method: 'GET', path: '/admin/cleaners/earnings', operation: 'AdminCleanersEarnings', tag: 'Admin', summary: "Cleaners' earnings", answer: 'spread' },
  { method: 'GET', path: '/admin/cleaners/:id/earnings', operation: 'AdminCleanerEarnings', tag: 'Admin', summary: "One cleaner's earnings", answer: 'spread' },
  { method: 'GET', path: '/admin/cleaners/:id/transactions', operation: 'AdminCleanerTransactions', tag: 'Admin', summary: "One cleaner's payouts", answer: 'spread' },
];
