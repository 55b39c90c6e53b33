/**
 * payments-stripe.test.ts runs the app with the Stripe gateway pointed at a local stand-in for
 * Stripe's HTTP API (Stripe's hosts are unreachable here; stripe-mock is not installable). Import
 * this module first: it starts the stand-in on a free loopback port and sets STRIPE_SECRET_KEY and
 * STRIPE_API_HOST/PORT/PROTOCOL before the server modules load.
 *
 * The stand-in answers like Stripe (form-encoded requests, JSON objects and error envelopes) for
 * PaymentIntents (create, retrieve, confirm), Refunds (create, list by payment_intent), Connect accounts, Account Links and
 * Transfers, and checks what the real API would
 * refuse or what we promise: the API key, integer amounts, currency usd, automatic payment
 * methods, and an Idempotency-Key on every write (same key = same answer, as Stripe replays it).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const SECRET_KEY = 'sk_test_standin_0123456789';
export const PUBLISHABLE_KEY = 'pk_test_standin_0123456789';
export const WEBHOOK_SECRET = 'whsec_test_standin_0123456789';

interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  customer: string | null;
  setup_future_usage: string | null;
  payment_method: string | null;
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
  livemode: false;
  created: number;
}

/** One request the stand-in received: method, path, Idempotency-Key and the decoded form. */
export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  form: Record<string, string>;
}

const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

export const standIn = {
  intents: new Map<string, StandInIntent>(),
  refunds: new Map<string, { id: string; object: 'refund'; amount: number; currency: string; payment_intent: string; status: string; metadata: Record<string, string> }>(),
  /** Connect Express accounts (payouts disabled until `completeOnboarding`). */
  accounts: new Map<string, { id: string; object: 'account'; type: string; email: string; payouts_enabled: boolean; details_submitted: boolean; metadata: Record<string, string> }>(),
  transfers: new Map<string, { id: string; object: 'transfer'; amount: number; currency: string; destination: string; transfer_group: string | null; metadata: Record<string, string> }>(),
  /** What the cleaner finishing Stripe's onboarding form does. */
  completeOnboarding(id: string) {
    const account = this.accounts.get(id);
    if (!account) throw new Error(`no account ${id}`);
    account.payouts_enabled = true;
    account.details_submitted = true;
    return account;
  },
  customers: new Map<string, { id: string; object: 'customer'; email: string; name: string; metadata: Record<string, string> }>(),
  /**
   * Saved cards: a PaymentMethod (other than the `pm_card_*` test tokens, which stand for a new
   * card each time) is attached to at most one customer; one used without a customer cannot be
   * used again. These are Stripe's rules for charging a card a second time.
   */
  paymentMethods: new Map<string, { customer: string | null }>(),
  /** Answers already given per Idempotency-Key (Stripe replays them). */
  replays: new Map<string, { status: number; body: unknown }>(),
  requests: [] as SeenRequest[],
  /** What Stripe.js does in the browser: confirms the intent with a payment method. */
  browserConfirms(id: string, paymentMethod: 'pm_card_visa' | 'pm_card_chargeDeclined') {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    applyMethod(intent, paymentMethod);
  },
};

/** Stripe's refusal to charge a saved card again, or null when it may be used for this intent. */
function reuseProblem(intent: StandInIntent, paymentMethod: string): string | null {
  if (paymentMethod.startsWith('pm_card_')) return null;
  const saved = standIn.paymentMethods.get(paymentMethod);
  if (!saved) return null;
  if (saved.customer === null) {
    return 'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.';
  }
  if (saved.customer !== intent.customer) return 'The provided PaymentMethod belongs to a different Customer.';
  return null;
}

/** After a successful charge: the card is saved on the customer (setup_future_usage) or spent. */
function recordUse(intent: StandInIntent, paymentMethod: string): void {
  if (paymentMethod.startsWith('pm_card_') || standIn.paymentMethods.has(paymentMethod)) return;
  standIn.paymentMethods.set(paymentMethod, { customer: intent.customer && intent.setup_future_usage ? intent.customer : null });
}

function applyMethod(intent: StandInIntent, paymentMethod: string): boolean {
  intent.payment_method = paymentMethod;
  if (paymentMethod === 'pm_card_chargeDeclined') {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    return false;
  }
  intent.status = 'succeeded';
  intent.last_payment_error = null;
  return true;
}

const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { error: { type, message, ...extra } },
});

function route(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
  if (method === 'POST' && path === '/v1/payment_intents') {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 50) return stripeError(400, 'invalid_request_error', 'Invalid amount', { param: 'amount' });
    if (form.currency !== 'usd') return stripeError(400, 'invalid_request_error', 'Invalid currency', { param: 'currency' });
    if (form['automatic_payment_methods[enabled]'] !== 'true') {
      return stripeError(400, 'invalid_request_error', 'Expected automatic payment methods', { param: 'automatic_payment_methods' });
    }
    const id = rid('pi');
    const metadata: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${crypto.randomBytes(8).toString('hex')}`,
      metadata,
      automatic_payment_methods: { enabled: true },
      customer: form.customer ?? null,
      setup_future_usage: form.setup_future_usage ?? null,
      payment_method: null,
      last_payment_error: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    standIn.intents.set(id, intent);
    return { status: 200, body: intent };
  }
  const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
  if (method === 'GET' && retrieve) {
    const intent = standIn.intents.get(retrieve[1]!);
    return intent ? { status: 200, body: intent } : stripeError(404, 'invalid_request_error', `No such payment_intent: '${retrieve[1]}'`, { code: 'resource_missing' });
  }
  const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
  if (method === 'POST' && confirm) {
    const intent = standIn.intents.get(confirm[1]!);
    if (!intent) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${confirm[1]}'`, { code: 'resource_missing' });
    if (form.customer && intent.customer && form.customer !== intent.customer) {
      return stripeError(400, 'invalid_request_error', 'The customer of a PaymentIntent cannot change.', { param: 'customer' });
    }
    const problem = reuseProblem(intent, form.payment_method ?? '');
    if (problem) return stripeError(400, 'invalid_request_error', problem, { param: 'payment_method' });
    if (form.off_session === 'true' && !intent.customer) {
      return stripeError(400, 'invalid_request_error', 'off_session requires a Customer on the PaymentIntent.', { param: 'off_session' });
    }
    const paid = applyMethod(intent, form.payment_method ?? '');
    if (paid) recordUse(intent, form.payment_method ?? '');
    if (!paid) {
      return stripeError(402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: 'generic_decline', payment_intent: intent });
    }
    return { status: 200, body: intent };
  }
  if (method === 'POST' && path === '/v1/customers') {
    const metadata: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const customer = { id: rid('cus'), object: 'customer' as const, email: form.email ?? '', name: form.name ?? '', metadata };
    standIn.customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }
  const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
  if (method === 'POST' && attach) {
    const id = attach[1]!;
    if (!standIn.customers.has(form.customer ?? '')) return stripeError(400, 'invalid_request_error', `No such customer: '${form.customer}'`, { param: 'customer' });
    const saved = standIn.paymentMethods.get(id);
    if (saved && saved.customer !== form.customer) {
      return stripeError(400, 'invalid_request_error', saved.customer ? 'The payment method you provided has already been attached to a customer.' : 'This PaymentMethod was previously used without being attached to a Customer and may not be used again.');
    }
    standIn.paymentMethods.set(id, { customer: form.customer! });
    return { status: 200, body: { id, object: 'payment_method', customer: form.customer } };
  }
  if (method === 'POST' && path === '/v1/refunds') {
    const intent = standIn.intents.get(form.payment_intent ?? '');
    if (!intent) return stripeError(404, 'invalid_request_error', 'No such payment_intent', { code: 'resource_missing' });
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount) return stripeError(400, 'invalid_request_error', 'Invalid amount', { param: 'amount' });
    const refunded = [...standIn.refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    if (amount > intent.amount - refunded) return stripeError(400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount on charge', { code: 'charge_already_refunded' });
    const metadata: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    const refund = { id: rid('re'), object: 'refund' as const, amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', metadata };
    standIn.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }
  // GET /v1/refunds?payment_intent=: Stripe's list, newest first, one page (has_more false).
  if (method === 'GET' && path === '/v1/refunds') {
    const data = [...standIn.refunds.values()].filter((r) => !form.payment_intent || r.payment_intent === form.payment_intent).reverse();
    return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } };
  }
  const metadataOf = () => {
    const metadata: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    return metadata;
  };
  if (method === 'POST' && path === '/v1/accounts') {
    if (form.type !== 'express') return stripeError(400, 'invalid_request_error', 'Expected an Express account', { param: 'type' });
    if (form['capabilities[transfers][requested]'] !== 'true') {
      return stripeError(400, 'invalid_request_error', 'Expected the transfers capability', { param: 'capabilities' });
    }
    const account = { id: rid('acct'), object: 'account' as const, type: 'express', email: form.email ?? '', payouts_enabled: false, details_submitted: false, metadata: metadataOf() };
    standIn.accounts.set(account.id, account);
    return { status: 200, body: account };
  }
  const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
  if (method === 'GET' && account) {
    const found = standIn.accounts.get(account[1]!);
    return found ? { status: 200, body: found } : stripeError(404, 'invalid_request_error', `No such account: '${account[1]}'`, { code: 'resource_missing' });
  }
  if (method === 'POST' && path === '/v1/account_links') {
    if (!standIn.accounts.has(form.account ?? '')) return stripeError(404, 'invalid_request_error', 'No such account', { code: 'resource_missing' });
    if (form.type !== 'account_onboarding' || !form.refresh_url || !form.return_url) {
      return stripeError(400, 'invalid_request_error', 'Expected type account_onboarding with refresh_url and return_url');
    }
    return { status: 200, body: { object: 'account_link', url: `https://connect.stripe.test/setup/e/${form.account}`, expires_at: Math.floor(Date.now() / 1000) + 300 } };
  }
  if (method === 'POST' && path === '/v1/transfers') {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1) return stripeError(400, 'invalid_request_error', 'Invalid amount', { param: 'amount' });
    if (form.currency !== 'usd') return stripeError(400, 'invalid_request_error', 'Invalid currency', { param: 'currency' });
    const destination = standIn.accounts.get(form.destination ?? '');
    if (!destination) return stripeError(400, 'invalid_request_error', `No such destination: '${form.destination}'`, { param: 'destination' });
    if (!destination.payouts_enabled) return stripeError(400, 'invalid_request_error', 'The destination account cannot receive transfers yet.');
    const transfer = { id: rid('tr'), object: 'transfer' as const, amount, currency: 'usd', destination: destination.id, transfer_group: form.transfer_group ?? null, metadata: metadataOf() };
    standIn.transfers.set(transfer.id, transfer);
    return { status: 200, body: transfer };
  }
  return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(new URLSearchParams(method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8')));
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    standIn.requests.push({ method, path: url.pathname, idempotencyKey, form });
    let answer: { status: number; body: unknown };
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      answer = stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    } else if (method === 'POST' && !idempotencyKey) {
      answer = stripeError(400, 'invalid_request_error', 'This stand-in requires an Idempotency-Key on every write.');
    } else if (method === 'POST' && standIn.replays.has(idempotencyKey!)) {
      answer = standIn.replays.get(idempotencyKey!)!;
    } else {
      answer = route(method, url.pathname, form);
      if (method === 'POST') standIn.replays.set(idempotencyKey!, answer);
    }
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': rid('req') });
    res.end(JSON.stringify(answer.body));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
server.unref();

process.env.STRIPE_SECRET_KEY = SECRET_KEY;
process.env.STRIPE_PUBLISHABLE_KEY = PUBLISHABLE_KEY;
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
process.env.STRIPE_API_HOST = '127.0.0.1';
process.env.STRIPE_API_PORT = String((server.address() as AddressInfo).port);
process.env.STRIPE_API_PROTOCOL = 'http';
