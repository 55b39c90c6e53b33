/**
 * The payment gateway contract (docs/decisions/0016-payments-gateway.md): the types both gateways
 * implement and the webhook signing helpers they share. A leaf module: the implementations
 * (stripe-gateway.ts, embedded-gateway.ts) and the selector (gateway.ts) import it, it imports
 * neither.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { env } from '../../env.js';
import { logger } from '../../logger.js';

/** Stripe's PaymentIntent statuses (the embedded gateway uses a subset). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** A payment intent as the service sees it, whichever gateway made it. Amounts in cents. */
export interface GatewayIntent {
  /** `pi_...` */
  id: string;
  /** The secret the browser confirms with (`pi_..._secret_...`). */
  clientSecret: string;
  amountCents: number;
  /** Lower-case ISO 4217, e.g. 'usd'. */
  currency: string;
  status: IntentStatus;
  /** Stripe's `last_payment_error`: the last decline, or null. */
  lastError: { code: string | null; message: string } | null;
  /** Key/value strings attached at creation (bookingId). */
  metadata: Record<string, string>;
}

/** A refund as the service sees it. Amount in cents. */
export interface GatewayRefundResult {
  /** `re_...` */
  id: string;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
}

/**
 * A refund read back from the gateway ({@link PaymentGateway.listRefunds}): what the gateway holds,
 * whether or not the app heard its answer. Amount in cents.
 */
export interface GatewayRefundRecord extends GatewayRefundResult {
  /**
   * The idempotency key the app made it with (Stripe: the refund's `metadata.idempotency_key`, which
   * createRefund sets); null for a refund made elsewhere (Stripe's dashboard).
   */
  idempotencyKey: string | null;
  /** The reason given when it was made (Stripe: `metadata.reason`), or null. */
  reason: string | null;
}

/** A verified webhook event (Stripe's Event shape, narrowed to what the handler reads). */
export interface GatewayEvent {
  /** `evt_...`, applied at most once. */
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** What creating a payment intent takes. */
export interface CreateIntentInput {
  /** Amount in cents (> 0). */
  amountCents: number;
  currency: 'usd';
  /** Sent as Stripe's Idempotency-Key: the same key returns the same intent. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** The gateway customer (`cus_...`) the payment belongs to; needed to save or reuse a card. */
  customerId?: string;
  /** 'off_session': keep the card on the customer for later charges without the customer present (renewals). */
  setupFutureUsage?: 'off_session';
}

/** What confirming a payment intent takes. */
export interface ConfirmIntentInput {
  /** `pm_...` */
  paymentMethodId: string;
  idempotencyKey: string;
  /** True for a charge made without the customer present (a renewal from the job queue). */
  offSession?: boolean;
}

/** A connected account (Stripe Connect Express) as the service sees it. */
export interface GatewayAccountResult {
  /** `acct_...` */
  id: string;
  /** Transfers to it can be paid out. */
  payoutsEnabled: boolean;
  /** The onboarding form is complete. */
  detailsSubmitted: boolean;
}

/** What {@link PaymentGateway.createTransfer} sends: an amount in cents to a connected account. */
export interface GatewayTransferInput {
  amountCents: number;
  currency: 'usd';
  /** The `acct_...` to pay. */
  destination: string;
  /** Same key, same transfer. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Stripe's `transfer_group` tying the transfer to its charge; the embedded gateway keeps none. */
  transferGroup?: string;
}

/** A transfer to a connected account. Amount in cents. */
export interface GatewayTransferResult {
  /** `tr_...` */
  id: string;
  amountCents: number;
  currency: string;
  /** The `acct_...` it went to. */
  destination: string;
}

/** The one interface of a payment gateway. Every write takes an idempotency key. */
export interface PaymentGateway {
  /** 'embedded' (test gateway, no money moves) or 'stripe'. */
  readonly mode: 'embedded' | 'stripe';
  /** Creates a PaymentIntent (Stripe: automatic payment methods). Same key, same intent. */
  createPaymentIntent(input: CreateIntentInput): Promise<GatewayIntent>;
  /** The intent, or null when the gateway has no such id. */
  retrievePaymentIntent(id: string): Promise<GatewayIntent | null>;
  /**
   * Confirms the intent with a payment method (embedded: `pm_card_visa` succeeds,
   * `pm_card_chargeDeclined` is declined). A decline is not thrown: the intent comes back with
   * `status: 'requires_payment_method'` and `lastError`.
   * @throws NotFoundError when the intent does not exist
   */
  confirmPaymentIntent(id: string, input: ConfirmIntentInput): Promise<GatewayIntent>;
  /**
   * Creates a gateway customer (Stripe: a Customer) that saved cards are attached to, so they can
   * be charged again off-session. Same key, same customer. Returns its id (`cus_...`).
   */
  createCustomer(input: { email: string; name: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<string>;
  /**
   * Attaches a card (`pm_...`) to a customer so renewals may charge it (Stripe: PaymentMethod
   * attach; a card already attached to that customer is fine).
   * @throws ValidationError when the gateway refuses the card (e.g. it belongs to someone else)
   */
  attachPaymentMethod(input: { paymentMethodId: string; customerId: string; idempotencyKey: string }): Promise<void>;
  /**
   * Refunds `amountCents` of a succeeded intent. Same key, same refund. The key (and the reason) are
   * kept on the refund, so {@link listRefunds} can tell which request made it.
   * @throws ConflictError (embedded) or Stripe's invalid-request error when more than what is left is asked
   */
  createRefund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; reason?: string }): Promise<GatewayRefundResult>;
  /**
   * Every refund of an intent as the gateway holds it, oldest first (Stripe: `refunds.list({ payment_intent })`,
   * all pages). Read back when a refund's answer may have been lost, before a refund or a payout
   * is computed, and on `charge.refunded`. [] for an intent without refunds or unknown to the gateway.
   */
  listRefunds(paymentIntentId: string): Promise<GatewayRefundRecord[]>;
  /** Creates a connected account (Stripe: Express, transfers capability) for a cleaner. Same key, same account. */
  createConnectedAccount(input: { email: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<GatewayAccountResult>;
  /** The account, or null when the gateway has no such id. */
  retrieveAccount(id: string): Promise<GatewayAccountResult | null>;
  /**
   * The onboarding link the cleaner follows to finish the account (Stripe: an Account Link of type
   * account_onboarding); null when no onboarding is needed (the embedded gateway's accounts are ready at once).
   */
  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string | null>;
  /** Sends `amountCents` to a connected account. Same key, same transfer. */
  createTransfer(input: GatewayTransferInput): Promise<GatewayTransferResult>;
  /**
   * Verifies a webhook delivery's Stripe-Signature header over the raw body and parses the event.
   * @throws Error when the signature is missing, wrong or too old
   */
  constructEvent(rawBody: string, signature: string | null): GatewayEvent;
}

/** Delivers a signed event to the webhook handler (the embedded gateway raises its events through it). */
export type EventSink = (rawBody: string, signature: string) => Promise<unknown>;

let webhookSecretValue: string | undefined;

/**
 * The webhook signing secret: STRIPE_WEBHOOK_SECRET, or (like the JWT secret) one generated once
 * into DATA_DIR/stripe-webhook-secret, or a per-process one for in-memory data.
 */
export function webhookSecret(): string {
  if (webhookSecretValue) return webhookSecretValue;
  let secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    if (env.STRIPE_SECRET_KEY) {
      logger.warn('STRIPE_WEBHOOK_SECRET is unset: Stripe webhook deliveries will be refused (400) until it is set');
    }
    const generated = () => `whsec_${crypto.randomBytes(24).toString('base64url')}`;
    if (env.DATA_DIR.startsWith('memory://')) {
      secret = generated();
    } else {
      const file = path.resolve(env.DATA_DIR, 'stripe-webhook-secret');
      if (!fs.existsSync(file)) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, generated(), { mode: 0o600 });
      }
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  webhookSecretValue = secret;
  return secret;
}

/** Stripe's webhook signing helpers (no API key or network needed). */
const signing = new Stripe('sk_test_signing_only').webhooks;

/** Verifies a Stripe-Signature header and parses the event (shared by both gateways). */
export function verifyEvent(rawBody: string, signature: string | null): GatewayEvent {
  if (!signature) throw new Error('No Stripe-Signature header.');
  const event = signing.constructEvent(rawBody, signature, webhookSecret());
  return event as unknown as GatewayEvent;
}

/** Signs a payload as Stripe does (the embedded gateway's deliveries; tests). @returns the Stripe-Signature header value */
export function signPayload(rawBody: string, secret = webhookSecret()): string {
  return signing.generateTestHeaderString({ payload: rawBody, secret });
}

/** A Stripe-like id: `prefix_` + 24 random base62-ish characters (e.g. pi_3QxY...). */
export function gatewayId(prefix: 'pi' | 're' | 'acct' | 'tr' | 'evt' | 'pm'): string {
  return `${prefix}_${crypto.randomBytes(18).toString('base64url').replace(/[-_]/g, '0')}`;
}

