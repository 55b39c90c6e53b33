/**
 * Configuration of payments-webhook.test.ts, applied before the server modules load (import this
 * module first): a fixed webhook signing secret, as STRIPE_WEBHOOK_SECRET would give in production.
 */
export const WEBHOOK_SECRET = 'whsec_test_payments_webhook_0123456789abcdef';
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
