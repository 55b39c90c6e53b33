/**
 * The payment gateway interface (docs/decisions/0016-payments-gateway.md). The payments
 * service talks only to {@link PaymentGateway}; which implementation runs is decided once here:
 * - `STRIPE_SECRET_KEY` set: {@link StripeGateway} (the real Stripe API through the `stripe` package);
 * - unset (the default): {@link EmbeddedGateway}, a test gateway inside the app that keeps its
 *   objects in the database and answers like Stripe's test mode.
 *
 * Both deliver their webhook events to the same handler (`POST /api/payments/webhook`), signed
 * with the same scheme (Stripe-Signature, HMAC-SHA256 with the webhook secret).
 */
import { env } from '../../env.js';
import { EmbeddedGateway } from './embedded-gateway.js';
import { StripeGateway } from './stripe-gateway.js';
import type { EventSink, PaymentGateway } from './gateway-contract.js';

export * from './gateway-contract.js';


let current: PaymentGateway | undefined;
let sink: EventSink | undefined;

/** Registers where the embedded gateway delivers its events (the webhook handler; set once at load). */
export function setEventSink(deliver: EventSink): void {
  sink = deliver;
}

/** The running gateway, chosen from the config on first use. */
export function gateway(): PaymentGateway {
  current ??= env.STRIPE_SECRET_KEY
    ? new StripeGateway({
        secretKey: env.STRIPE_SECRET_KEY,
        host: env.STRIPE_API_HOST,
        port: env.STRIPE_API_PORT,
        protocol: env.STRIPE_API_PROTOCOL,
      })
    : new EmbeddedGateway((rawBody, signature) => {
        if (!sink) throw new Error('payments: no webhook handler registered');
        return sink(rawBody, signature);
      });
  return current;
}

/** True when the embedded test gateway runs (no money moves). */
export function isTestMode(): boolean {
  return gateway().mode === 'embedded';
}
