/**
 * The Stripe gateway (STRIPE_SECRET_KEY set): the real Stripe API through the `stripe` package.
 * PaymentIntents with automatic payment methods, amounts in cents, currency usd, every write with
 * an idempotency key. `host`/`port`/`protocol` point the client at a local stand-in in tests
 * (STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL).
 */
import Stripe from 'stripe';
import { NotFoundError, ValidationError } from '../../errors.js';
import {
  verifyEvent,
  type ConfirmIntentInput,
  type CreateIntentInput,
  type GatewayAccountResult,
  type GatewayEvent,
  type GatewayTransferInput,
  type GatewayTransferResult,
  type GatewayIntent,
  type GatewayRefundRecord,
  type GatewayRefundResult,
  type IntentStatus,
  type PaymentGateway,
} from './gateway-contract.js';

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

function toAccount(account: Stripe.Account): GatewayAccountResult {
  return { id: account.id, payoutsEnabled: account.payouts_enabled ?? false, detailsSubmitted: account.details_submitted ?? false };
}

function toRefund(refund: Stripe.Refund, paymentIntentId: string): GatewayRefundResult {
  return {
    id: refund.id,
    paymentIntentId,
    amountCents: refund.amount,
    currency: refund.currency,
    status: (refund.status ?? 'pending') as GatewayRefundResult['status'],
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
      {
        amount: input.amountCents,
        currency: input.currency,
        automatic_payment_methods: { enabled: true },
        metadata: input.metadata,
        ...(input.customerId ? { customer: input.customerId } : {}),
        ...(input.setupFutureUsage ? { setup_future_usage: input.setupFutureUsage } : {}),
      },
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

  async confirmPaymentIntent(id: string, input: ConfirmIntentInput): Promise<GatewayIntent> {
    try {
      const params: Stripe.PaymentIntentConfirmParams = { payment_method: input.paymentMethodId, ...(input.offSession ? { off_session: true } : {}) };
      return toIntent(await this.stripe.paymentIntents.confirm(id, params, { idempotencyKey: input.idempotencyKey }));
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

  async createCustomer(input: { email: string; name: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email: input.email, name: input.name, metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    return customer.id;
  }

  async attachPaymentMethod(input: { paymentMethodId: string; customerId: string; idempotencyKey: string }): Promise<void> {
    try {
      await this.stripe.paymentMethods.attach(input.paymentMethodId, { customer: input.customerId }, { idempotencyKey: input.idempotencyKey });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
        throw new ValidationError(error.message, [{ field: 'paymentMethodId', message: error.message }]);
      }
      throw error;
    }
  }

  /** A refund with the request's idempotency key (and reason) in its metadata, so {@link listRefunds} can tell it again. */
  async createRefund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; reason?: string }): Promise<GatewayRefundResult> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        amount: input.amountCents,
        metadata: { idempotency_key: input.idempotencyKey, ...(input.reason ? { reason: input.reason.slice(0, 500) } : {}) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toRefund(refund, input.paymentIntentId);
  }

  /** `refunds.list({ payment_intent })`, every page (Stripe lists newest first; answered oldest first). */
  async listRefunds(paymentIntentId: string): Promise<GatewayRefundRecord[]> {
    const refunds: GatewayRefundRecord[] = [];
    try {
      for await (const refund of this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
        refunds.push({
          ...toRefund(refund, paymentIntentId),
          idempotencyKey: refund.metadata?.idempotency_key ?? null,
          reason: refund.metadata?.reason ?? null,
        });
      }
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    return refunds.reverse();
  }

  /** A Connect Express account with the transfers capability requested. */
  async createConnectedAccount(input: { email: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<GatewayAccountResult> {
    const account = await this.stripe.accounts.create(
      { type: 'express', email: input.email, capabilities: { transfers: { requested: true } }, metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    );
    return toAccount(account);
  }

  async retrieveAccount(id: string): Promise<GatewayAccountResult | null> {
    try {
      return toAccount(await this.stripe.accounts.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** An Account Link of type account_onboarding (expires after a few minutes; made anew on each request). */
  async createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string | null> {
    const link = await this.stripe.accountLinks.create({
      account: input.accountId,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return link.url;
  }

  async createTransfer(input: GatewayTransferInput): Promise<GatewayTransferResult> {
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        destination: input.destination,
        metadata: input.metadata,
        ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return {
      id: transfer.id,
      amountCents: transfer.amount,
      currency: transfer.currency,
      destination: typeof transfer.destination === 'string' ? transfer.destination : (transfer.destination?.id ?? input.destination),
    };
  }

  constructEvent(rawBody: string, signature: string | null): GatewayEvent {
    return verifyEvent(rawBody, signature);
  }
}
