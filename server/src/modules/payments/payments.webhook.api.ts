/** POST /api/payments/webhook: the body as sent and the Stripe-Signature header feed the mutation (docs/decisions/0023-api-bridge.md). */
import type { ApiRoute } from '../../rest/router.js';

export const paymentWebhookApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/payments/webhook',
    operation: 'ReceivePaymentWebhook',
    tag: 'Payments',
    summary: 'Receive a gateway webhook event',
    variables: { payload: 'rawBody', signature: 'header.stripe-signature' },
    answer: 'spread',
  },
];
