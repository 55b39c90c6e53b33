/**
 * The steady mixed load of the rolling-restart proof, sent through nginx: catalogue reads
 * (GET /api/services), a signed-in GraphQL page (the customer's bookings), sign-ins
 * (POST /api/auth/login with demo accounts) and booking writes (POST /api/bookings as the demo
 * customer, a third of them with `matching: "best"` so the request cascade queues offer deadlines
 * that run during the restarts), and a job flow every 4 s that puts the other queued jobs to work:
 * a paid job accepted by a cleaner and completed by an admin (its payout release runs at once with
 * PAYOUT_HOLD_HOURS=0), and now and then a job accepted 24 hours and 45 seconds ahead (its 24-hour
 * reminder runs 45 s later). Every answer other than the expected status (and, for GraphQL, no
 * `errors`) is a failure; every 201 booking id is recorded as acknowledged.
 */
import { sleep } from './stack.js';

export const DEMO_PASSWORD = 'Demo123!';
const SIGN_IN_ACCOUNTS = ['customer@demo.test', 'priya.nair@demo.test', 'ben.carter@demo.test', 'cleaner@demo.test', 'sofia.ramirez@demo.test', 'emma.davis@demo.test'];
const BOOKINGS_PAGE = 'query RollingBookings { bookings(page: 1, pageSize: 10) { total items { id status totalCents service { name } } } }';
/** San Francisco zip codes the demo cleaners cover. */
const ZIP_CODES = ['94110', '94103', '94117', '94102', '94107'];

export type Kind = 'catalogue' | 'graphql' | 'sign-in' | 'booking' | 'job flow';

/** The cleaners of San Francisco's demo data, who take the job flow's bookings in turn. */
export const FLOW_CLEANERS = ['cleaner@demo.test', 'sofia.ramirez@demo.test', 'ethan.brooks@demo.test', 'hannah.okafor@demo.test', 'kenji.watanabe@demo.test'];

export interface Failure {
  kind: Kind;
  at: string;
  status: number;
  detail: string;
}

export interface LoadStats {
  requests: number;
  byKind: Record<Kind, number>;
  failures: Failure[];
  latenciesMs: number[];
  acknowledgedBookings: string[];
  /** Bookings of the job flow paid, accepted and completed: each must get one payout release. */
  paidJobs: string[];
}

/** Signs in over `base` (nginx) and returns the access token. */
export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { tokens?: { accessToken: string } };
  if (response.status !== 200 || !body.tokens) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.tokens.accessToken;
}

/** A start `days` ahead at a half hour between 14:00 and 21:30 UTC. */
function startIn(days: number, slot: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(14 + Math.floor(slot / 2), (slot % 2) * 30, 0, 0);
  return d.toISOString();
}

/** The load: `workers` loops until `signal` aborts, each with `thinkMs` between requests. */
export async function runLoad(options: {
  base: string;
  customerToken: string;
  adminToken: string;
  /** Access tokens of {@link FLOW_CLEANERS}, in order. */
  cleanerTokens: string[];
  workers: number;
  thinkMs: number;
  signal: AbortSignal;
}): Promise<LoadStats> {
  const stats: LoadStats = {
    requests: 0,
    byKind: { catalogue: 0, graphql: 0, 'sign-in': 0, booking: 0, 'job flow': 0 },
    failures: [],
    latenciesMs: [],
    acknowledgedBookings: [],
    paidJobs: [],
  };
  let bookingSeq = 0;

  async function one(kind: Kind): Promise<void> {
    const started = performance.now();
    let status = 0;
    let detail = '';
    let ok = false;
    try {
      if (kind === 'catalogue') {
        const response = await fetch(`${options.base}/api/services?limit=20`);
        status = response.status;
        const body = (await response.json()) as { success?: boolean };
        ok = status === 200 && body.success === true;
        if (!ok) detail = JSON.stringify(body).slice(0, 300);
      } else if (kind === 'graphql') {
        const response = await fetch(`${options.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${options.customerToken}` },
          body: JSON.stringify({ query: BOOKINGS_PAGE, operationName: 'RollingBookings' }),
        });
        status = response.status;
        const body = (await response.json()) as { data?: { bookings?: { total: number } }; errors?: unknown[] };
        ok = status === 200 && !body.errors && typeof body.data?.bookings?.total === 'number';
        if (!ok) detail = JSON.stringify(body).slice(0, 300);
      } else if (kind === 'sign-in') {
        const email = SIGN_IN_ACCOUNTS[stats.byKind['sign-in'] % SIGN_IN_ACCOUNTS.length]!;
        const response = await fetch(`${options.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        });
        status = response.status;
        const body = (await response.json()) as { success?: boolean; tokens?: unknown };
        ok = status === 200 && body.success === true && !!body.tokens;
        if (!ok) detail = `${email}: ${JSON.stringify(body).slice(0, 300)}`;
      } else {
        bookingSeq += 1;
        const seq = bookingSeq;
        const response = await fetch(`${options.base}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.customerToken}` },
          body: JSON.stringify({
            serviceId: 1,
            // Days 2 to 96: a cascade's booking holds the asked cleaner's time, so the job flow's
            // bookings (days 100 on, and tomorrow) never meet these.
            scheduledAt: startIn(2 + (seq % 95), seq % 16),
            durationHours: 2,
            address: `${100 + seq} Market St`,
            city: 'San Francisco',
            zipCode: ZIP_CODES[seq % ZIP_CODES.length],
            notes: `rolling-restart proof #${seq}`,
            ...(seq % 3 === 0 ? { matching: 'best' } : {}),
          }),
        });
        status = response.status;
        const body = (await response.json()) as { success?: boolean; booking?: { id: string } };
        ok = status === 201 && body.success === true && !!body.booking?.id;
        if (ok) stats.acknowledgedBookings.push(body.booking!.id);
        else detail = JSON.stringify(body).slice(0, 300);
      }
    } catch (error) {
      detail = `${(error as Error).message}${(error as { cause?: Error }).cause ? ` (${(error as { cause?: Error }).cause!.message})` : ''}`;
    }
    stats.requests += 1;
    stats.byKind[kind] += 1;
    stats.latenciesMs.push(performance.now() - started);
    if (!ok) stats.failures.push({ kind, at: new Date().toISOString(), status, detail });
  }

  /** One step of the job flow: `expected` status, else a failure; the answer's body, or null. */
  async function step(method: string, pathname: string, token: string, body: unknown, expected: number): Promise<Record<string, any> | null> {
    const started = performance.now();
    let status = 0;
    let detail = '';
    let answer: Record<string, any> | null = null;
    try {
      const response = await fetch(`${options.base}${pathname}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      status = response.status;
      answer = (await response.json()) as Record<string, any>;
      if (status !== expected || answer.success !== true) detail = `${method} ${pathname}: ${JSON.stringify(answer).slice(0, 300)}`;
    } catch (error) {
      detail = `${method} ${pathname}: ${(error as Error).message}${(error as { cause?: Error }).cause ? ` (${(error as { cause?: Error }).cause!.message})` : ''}`;
    }
    stats.requests += 1;
    stats.byKind['job flow'] += 1;
    stats.latenciesMs.push(performance.now() - started);
    if (detail) {
      stats.failures.push({ kind: 'job flow', at: new Date().toISOString(), status, detail });
      return null;
    }
    return answer;
  }

  /** A booking created by the customer and accepted by cleaner `c`; its id, or null on a failure. */
  async function acceptedBooking(scheduledAt: string, address: string, c: number): Promise<string | null> {
    const created = await step('POST', '/api/bookings', options.customerToken, { serviceId: 1, scheduledAt, durationHours: 2, address, city: 'San Francisco', zipCode: '94110' }, 201);
    const id = created?.booking?.id as string | undefined;
    if (!id) return null;
    stats.acknowledgedBookings.push(id);
    return (await step('POST', `/api/bookings/${id}/accept`, options.cleanerTokens[c]!, {}, 200)) ? id : null;
  }

  let reminders = 0;
  /** Iteration `k` of the job flow (see the module comment). */
  async function jobFlow(k: number): Promise<void> {
    const c = k % FLOW_CLEANERS.length;
    if (k % 3 === 0 && reminders < FLOW_CLEANERS.length) {
      // One such job per cleaner (they would overlap): the 24-hour reminder is due in 45 s.
      reminders += 1;
      await acceptedBooking(new Date(Date.now() + 86_400_000 + 45_000).toISOString(), `${k} Reminder St`, (reminders - 1) % FLOW_CLEANERS.length);
    }
    const day = new Date(Date.now() + (100 + (k % 75)) * 86_400_000);
    day.setUTCHours(18, 0, 0, 0);
    const created = await step('POST', '/api/bookings', options.customerToken, { serviceId: 1, scheduledAt: day.toISOString(), durationHours: 2, address: `${k} Payout St`, city: 'San Francisco', zipCode: '94110' }, 201);
    const id = created?.booking?.id as string | undefined;
    if (!id) return;
    stats.acknowledgedBookings.push(id);
    const intent = await step('POST', '/api/payments/create-payment-intent', options.customerToken, { bookingId: id }, 200);
    if (!intent) return;
    const paid = await step('POST', '/api/payments/confirm', options.customerToken, { paymentIntentId: intent.paymentIntent?.id, paymentMethodId: 'pm_card_visa' }, 200);
    if (!paid) return;
    if (!(await step('POST', `/api/bookings/${id}/accept`, options.cleanerTokens[c]!, {}, 200))) return;
    if (await step('PUT', `/api/bookings/${id}/status`, options.adminToken, { status: 'completed', reason: 'Done, confirmed by phone' }, 200)) stats.paidJobs.push(id);
  }

  /** Weighted mix: 40% catalogue, 30% GraphQL page, 10% sign-in, 20% booking write. */
  const pick = (): Kind => {
    const r = Math.random();
    return r < 0.4 ? 'catalogue' : r < 0.7 ? 'graphql' : r < 0.8 ? 'sign-in' : 'booking';
  };

  const flow = (async () => {
    for (let k = 0; !options.signal.aborted; k += 1) {
      const started = Date.now();
      await jobFlow(k);
      await sleep(Math.max(0, 4000 - (Date.now() - started)));
    }
  })();
  await Promise.all([
    flow,
    ...Array.from({ length: options.workers }, async (_, worker) => {
      await sleep(worker * 37);
      while (!options.signal.aborted) {
        await one(pick());
        await sleep(options.thinkMs);
      }
    }),
  ]);
  return stats;
}

/** The q-quantile (0..1) of `values`, nearest rank. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
