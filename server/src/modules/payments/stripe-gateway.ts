/**
 * The Stripe gateway (STRIPE_SECRET_KEY set): the real Stripe API through the `stripe` package.
 * PaymentIntents with automatic payment methods, amounts in cents, currency usd, every write with
 * an idempotency key. `host`/`port`/`protocol` point the client at a local stand-in in tests
 * (STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL).
 */
import Stripe from 'stripe';
import { NotFoundError } from '../../errors.js';
import {
  verifyEvent,
  type CreateIntentInput,
  type GatewayEvent,
  type GatewayIntent,
  type GatewayRefundResult,
  type IntentStatus,
  type PaymentGateway,
} from './gateway.js';

/** Where the Stripe client connects (defaults: api.stripe.com:443 over https). */
export interface StripeGatewayOptions {
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

function toIntent(pi: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amountCents: pi.amount,
    currency: pi.currency,
    status: pi.status as IntentStatus,
    lastError: pi.last_payment_error?.message ? { code: pi.last_payment_error.code ?? null, message: pi.last_payment_error.message } : null,
    metadata: { ...(pi.metadata ?? {}) },
  };
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** The Stripe gateway: see the module comment. */
export class StripeGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(options: StripeGatewayOptions) {
    this.stripe = new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      maxNetworkRetries: 2,
      appInfo: { name: 'comfort-life-marketplace' },
    });
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const pi = await this.stripe.paymentIntents.create(
      { amount: input.amountCents, currency: input.currency, automatic_payment_methods: { enabled: true }, metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    return toIntent(pi);
  }

  async retrievePaymentIntent(id: string): Promise<GatewayIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async confirmPaymentIntent(id: string, input: { paymentMethodId: string; idempotencyKey: string }): Promise<GatewayIntent> {
    try {
      return toIntent(await this.stripe.paymentIntents.confirm(id, { payment_method: input.paymentMethodId }, { idempotencyKey: input.idempotencyKey }));
    } catch (error) {
      if (isMissing(error)) throw new NotFoundError('No such payment intent.');
      // A decline (StripeCardError): the intent now carries last_payment_error; read it back.
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = await this.retrievePaymentIntent(id);
        if (intent) return intent;
      }
      throw error;
    }
  }

  async createRefund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; reason?: string }): Promise<GatewayRefundResult> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amountCents, metadata: input.reason ? { reason: input.reason } : {} },
      { idempotencyKey: input.idempotencyKey },
    );
    return {
      id: refund.id,
      paymentIntentId: input.paymentIntentId,
      amountCents: refund.amount,
      currency: refund.currency,
      status: (refund.status ?? 'pending') as GatewayRefundResult['status'],
    };
  }

  constructEvent(rawBody: string, signature: string | null): GatewayEvent {
    return verifyEvent(rawBody, signature);
  }
}
