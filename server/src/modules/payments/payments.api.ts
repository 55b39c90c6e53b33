/**
 * /api rows of payments, payouts and earnings for customers and cleaners (docs/decisions/0016; spec section 7
 * "Payments") over payments.api.graphql, with the admins' rows (payments.admin.api.ts). Money in
 * cents; instants ISO 8601 UTC. POST /api/payments/webhook is its own row (payments.webhook.api.ts).
 */
import type { ApiRoute } from '../../rest/router.js';
import { paymentsAdminApi } from './payments.admin.api.js';

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

  // Refunds, reconciliation, payout release and earnings reads (admin)
  ...paymentsAdminApi,

  // Payouts (cleaner)
  { method: 'POST', path: '/payments/connect-account', operation: 'CreateConnectAccount', tag: 'Payments', summary: 'Create the payout account', answer: 'spread' },
  { method: 'GET', path: '/payments/connect-account/status', operation: 'ConnectAccountStatus', tag: 'Payments', summary: 'Payout account status' },
  {
    method: 'POST',
    path: '/bookings/:id/report-problem',
    operation: 'ReportBookingProblem',
    tag: 'Bookings',
    summary: 'Report a problem with a completed booking',
    answer: 'spread',
  },

  // Earnings (cleaner)
  { method: 'GET', path: '/payments/earnings', operation: 'MyEarnings', tag: 'Payments', summary: "The cleaner's earnings" },
];
