/**
 * The embedded test gateway (the default when STRIPE_SECRET_KEY is unset; docs/decisions/0016):
 * behaves like Stripe's test mode with its objects kept in the database
 * (GatewayPaymentIntent, GatewayRefund). No money moves.
 *
 * - Ids look like Stripe's: `pi_...`, `re_...`, `acct_...`, `tr_...`, `evt_...`.
 * - Connected accounts are ready at once (no onboarding link); transfers go only to them.
 * - Stripe's documented test payment methods: `pm_card_visa` succeeds; `pm_card_chargeDeclined`
 *   is declined with code `card_declined` and 'Your card was declined.'; any other id is refused
 *   like Stripe's "No such PaymentMethod" (code `resource_missing`).
 * - Every write takes an idempotency key; the same key returns the same object (unique index).
 * - It raises `payment_intent.succeeded` / `payment_intent.payment_failed` as signed events
 *   delivered to the same webhook handler Stripe's deliveries reach.
 */
import crypto from 'node:crypto';
import { db } from '../../db.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { GatewayPaymentIntent as IntentRow } from '../../generated/prisma/client.js';
import {
  gatewayId,
  signPayload,
  verifyEvent,
  type ConfirmIntentInput,
  type CreateIntentInput,
  type EventSink,
  type GatewayAccountResult,
  type GatewayTransferInput,
  type GatewayTransferResult,
  type GatewayEvent,
  type GatewayIntent,
  type GatewayRefundRecord,
  type GatewayRefundResult,
  type IntentStatus,
  type PaymentGateway,
} from './gateway-contract.js';

/** Stripe's documented test payment methods the embedded gateway accepts, and what each does. */
export const TEST_PAYMENT_METHODS = {
  pm_card_visa: { outcome: 'succeeded' },
  pm_card_chargeDeclined: { outcome: 'declined', code: 'card_declined', message: 'Your card was declined.' },
} as const;

export type TestPaymentMethod = keyof typeof TEST_PAYMENT_METHODS;

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

function toIntent(row: IntentRow): GatewayIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as IntentStatus,
    lastError: row.lastErrorMessage ? { code: row.lastErrorCode, message: row.lastErrorMessage } : null,
    metadata: (row.metadata ?? {}) as Record<string, string>,
  };
}

/** The intent in Stripe's wire shape (event payloads). */
function stripeShape(intent: GatewayIntent, paymentMethodId: string | null) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amountCents,
    amount_received: intent.status === 'succeeded' ? intent.amountCents : 0,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.clientSecret,
    livemode: false,
    payment_method: paymentMethodId,
    metadata: intent.metadata,
    last_payment_error: intent.lastError
      ? { type: 'card_error', code: intent.lastError.code, decline_code: 'generic_decline', message: intent.lastError.message }
      : null,
  };
}

/** The embedded test gateway: see the module comment. */
export class EmbeddedGateway implements PaymentGateway {
  readonly mode = 'embedded' as const;

  /** @param deliver where its signed events go (the webhook handler) */
  constructor(private readonly deliver: EventSink) {}

  async createPaymentIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const existing = await db.gatewayPaymentIntent.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
    if (existing) return toIntent(existing);
    const id = gatewayId('pi');
    try {
      const row = await db.gatewayPaymentIntent.create({
        data: {
          id,
          clientSecret: `${id}_secret_${gatewayId('pm').slice(3)}`,
          amountCents: input.amountCents,
          currency: input.currency,
          status: 'requires_payment_method',
          metadata: input.metadata,
          idempotencyKey: input.idempotencyKey,
        },
      });
      return toIntent(row);
    } catch (error) {
      // The same key at the same moment: the first one's intent (Stripe's idempotency).
      if (!isUniqueViolation(error)) throw error;
      return toIntent(await db.gatewayPaymentIntent.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } }));
    }
  }

  async retrievePaymentIntent(id: string): Promise<GatewayIntent | null> {
    const row = await db.gatewayPaymentIntent.findUnique({ where: { id } });
    return row ? toIntent(row) : null;
  }

  async confirmPaymentIntent(id: string, input: ConfirmIntentInput): Promise<GatewayIntent> {
    const method = TEST_PAYMENT_METHODS[input.paymentMethodId as TestPaymentMethod];
    if (!method) {
      throw new ValidationError(`No such PaymentMethod: '${input.paymentMethodId}'. Test mode accepts pm_card_visa and pm_card_chargeDeclined.`, [
        { field: 'paymentMethodId', message: 'Use pm_card_visa or pm_card_chargeDeclined in test mode' },
      ]);
    }
    const row = await db.gatewayPaymentIntent.findUnique({ where: { id } });
    if (!row) throw new NotFoundError('No such payment intent.');
    if (row.status === 'succeeded') return toIntent(row);
    if (row.status === 'canceled') throw new ConflictError('This payment intent was canceled.');
    const succeeded = method.outcome === 'succeeded';
    // Compare-and-set: only an intent still awaiting a payment method moves (two confirms at once charge once).
    const moved = await db.gatewayPaymentIntent.updateMany({
      where: { id, status: 'requires_payment_method' },
      data: succeeded
        ? { status: 'succeeded', paymentMethodId: input.paymentMethodId, lastErrorCode: null, lastErrorMessage: null }
        : { paymentMethodId: input.paymentMethodId, lastErrorCode: method.code, lastErrorMessage: method.message },
    });
    const intent = toIntent(await db.gatewayPaymentIntent.findUniqueOrThrow({ where: { id } }));
    if (moved.count === 1) {
      await this.raise(succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', stripeShape(intent, input.paymentMethodId));
    }
    return intent;
  }

  async createRefund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; reason?: string }): Promise<GatewayRefundResult> {
    const existing = await db.gatewayRefund.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
    if (existing) return { ...existing, status: existing.status as GatewayRefundResult['status'] };
    const intent = await db.gatewayPaymentIntent.findUnique({ where: { id: input.paymentIntentId } });
    if (!intent) throw new NotFoundError('No such payment intent.');
    if (intent.status !== 'succeeded') throw new ConflictError('Only a succeeded payment can be refunded.');
    const refunded = await db.gatewayRefund.aggregate({ where: { paymentIntentId: intent.id }, _sum: { amountCents: true } });
    if (input.amountCents < 1 || input.amountCents > intent.amountCents - (refunded._sum.amountCents ?? 0)) {
      throw new ConflictError('The refund is larger than what is left to refund.');
    }
    try {
      const row = await db.gatewayRefund.create({
        data: {
          id: gatewayId('re'),
          paymentIntentId: intent.id,
          amountCents: input.amountCents,
          currency: intent.currency,
          status: 'succeeded',
          reason: input.reason ?? null,
          idempotencyKey: input.idempotencyKey,
        },
      });
      return { ...row, status: 'succeeded' };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const row = await db.gatewayRefund.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } });
      return { ...row, status: row.status as GatewayRefundResult['status'] };
    }
  }

  /** The intent's refunds from its GatewayRefund rows, oldest first, with the key and reason they were made with. */
  async listRefunds(paymentIntentId: string): Promise<GatewayRefundRecord[]> {
    const rows = await db.gatewayRefund.findMany({ where: { paymentIntentId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map((row) => ({
      id: row.id,
      paymentIntentId: row.paymentIntentId,
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status as GatewayRefundResult['status'],
      idempotencyKey: row.idempotencyKey,
      reason: row.reason,
    }));
  }

  /**
   * A test customer: its id is derived from the idempotency key (`cus_test_...`), so the same key
   * gives the same customer with nothing stored; test cards need no attaching.
   */
  async createCustomer(input: { email: string; name: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<string> {
    return `cus_test_${crypto.createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
  }

  /** Test cards (`pm_card_visa`, `pm_card_chargeDeclined`) can be charged again without attaching: nothing to do. */
  async attachPaymentMethod(_input: { paymentMethodId: string; customerId: string; idempotencyKey: string }): Promise<void> {}

  /** A test account, ready at once (payouts enabled, details submitted), like a finished Express onboarding. */
  async createConnectedAccount(input: { email: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<GatewayAccountResult> {
    const existing = await db.gatewayAccount.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
    const toAccount = (row: { id: string; payoutsEnabled: boolean; detailsSubmitted: boolean }) => ({
      id: row.id,
      payoutsEnabled: row.payoutsEnabled,
      detailsSubmitted: row.detailsSubmitted,
    });
    if (existing) return toAccount(existing);
    try {
      return toAccount(
        await db.gatewayAccount.create({
          data: { id: gatewayId('acct'), email: input.email, metadata: input.metadata, idempotencyKey: input.idempotencyKey },
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return toAccount(await db.gatewayAccount.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } }));
    }
  }

  async retrieveAccount(id: string): Promise<GatewayAccountResult | null> {
    const row = await db.gatewayAccount.findUnique({ where: { id } });
    return row ? { id: row.id, payoutsEnabled: row.payoutsEnabled, detailsSubmitted: row.detailsSubmitted } : null;
  }

  /** No onboarding: the embedded gateway's accounts are ready at once. */
  async createAccountLink(): Promise<string | null> {
    return null;
  }

  async createTransfer(input: GatewayTransferInput): Promise<GatewayTransferResult> {
    const toTransfer = (row: { id: string; amountCents: number; currency: string; destination: string }) => ({
      id: row.id,
      amountCents: row.amountCents,
      currency: row.currency,
      destination: row.destination,
    });
    const existing = await db.gatewayTransfer.findUnique({ where: { idempotencyKey: input.idempotencyKey } });
    if (existing) return toTransfer(existing);
    if (input.amountCents < 1) throw new ValidationError('The transfer amount must be at least 1 cent.');
    const account = await db.gatewayAccount.findUnique({ where: { id: input.destination } });
    if (!account) throw new NotFoundError(`No such destination: '${input.destination}'.`);
    if (!account.payoutsEnabled) throw new ConflictError('The destination account cannot receive transfers yet.');
    try {
      return toTransfer(
        await db.gatewayTransfer.create({
          data: {
            id: gatewayId('tr'),
            amountCents: input.amountCents,
            currency: input.currency,
            destination: input.destination,
            metadata: input.metadata,
            idempotencyKey: input.idempotencyKey,
          },
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return toTransfer(await db.gatewayTransfer.findUniqueOrThrow({ where: { idempotencyKey: input.idempotencyKey } }));
    }
  }

  constructEvent(rawBody: string, signature: string | null): GatewayEvent {
    return verifyEvent(rawBody, signature);
  }

  /** Signs an event like Stripe and hands it to the webhook handler. */
  private async raise(type: string, object: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify({
      id: gatewayId('evt'),
      object: 'event',
      api_version: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
    await this.deliver(payload, signPayload(payload));
  }
}
