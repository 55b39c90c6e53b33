/**
 * /api rows of payments, refunds, payouts and earnings (issue 7; spec section 7 "Payments") over
 * payments.api.graphql. Money in cents; instants ISO 8601 UTC. POST /api/payments/webhook is not a
 * row: Stripe signs the raw body, so it stays hand-written in payments.rest.ts.
 */
import type { ApiRoute } from '../../rest/router.js';

export const paymentsApi: ApiRoute[] = [
  // Payments (customer)
  { method: 'GET', path: '/payments/config', operation: 'PaymentConfig', tag: 'Payments', summary: 'Payment settings', answer: 'spread' },
  {
    method: 'POST',
    path: '/payments/create-payment-intent',
    operation: 'CreatePaymentIntent',
    tag: 'Payments',
    summary: 'Open the payment intent of a booking',
    answer: 'spread',
  },
  { method: 'POST', path: '/payments/confirm', operation: 'ConfirmPayment', tag: 'Payments', summary: 'Confirm a payment', answer: 'spread' },
  { method: 'GET', path: '/payments/history', operation: 'PaymentHistory', tag: 'Payments', summary: 'Payment history', answer: 'spread' },

  // Refunds and reconciliation (admin)
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

  // Payouts (cleaner)
  { method: 'POST', path: '/payments/connect-account', operation: 'CreateConnectAccount', tag: 'Payments', summary: 'Create the payout account', answer: 'spread' },
  { method: 'GET', path: '/payments/connect-account/status', operation: 'ConnectAccountStatus', tag: 'Payments', summary: 'Payout account status' },
  { method: 'POST', path: '/payments/transfer/:bookingId', operation: 'ReleasePayout', tag: 'Payments', summary: "Release a booking's payout now", answer: 'spread' },
  {
    method: 'POST',
    path: '/bookings/:id/report-problem',
    operation: 'ReportBookingProblem',
    tag: 'Bookings',
    summary: 'Report a problem with a completed booking',
    answer: 'spread',
  },

  // Earnings
  { method: 'GET', path: '/payments/earnings', operation: 'MyEarnings', tag: 'Payments', summary: "The cleaner's earnings" },
  { method: 'GET', path: '/admin/analytics/earnings', operation: 'AdminEarningsAnalytics', tag: 'Admin', summary: 'Platform earnings' },
  { method: 'GET', path: '/admin/cleaners/earnings', operation: 'AdminCleanersEarnings', tag: 'Admin', summary: "Cleaners' earnings", answer: 'spread' },
  { method: 'GET', path: '/admin/cleaners/:id/earnings', operation: 'AdminCleanerEarnings', tag: 'Admin', summary: "One cleaner's earnings", answer: 'spread' },
  { method: 'GET', path: '/admin/cleaners/:id/transactions', operation: 'AdminCleanerTransactions', tag: 'Admin', summary: "One cleaner's payouts", answer: 'spread' },
];
