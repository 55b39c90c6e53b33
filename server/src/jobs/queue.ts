/**
 * The database job queue (docs/decisions/0018-job-queue-and-payouts.md):
 * pg-boss 12 over the app's own database connection, on PostgreSQL and on the embedded PGlite alike.
 *
 * - Jobs live in the database (schema `pgboss`), so they survive a restart.
 * - A job is fetched with `FOR UPDATE SKIP LOCKED`, so with two app instances on one PostgreSQL each
 *   job runs once; handlers are idempotent anyway (a retry after a crash changes nothing twice).
 * - Delayed jobs carry `startAfter` (a UTC instant).
 *
 * Queues: `payout-release` ({ bookingId }), run at the end of a payout's hold; the request
 * cascade's (matching/cascade.service.ts) `offer-deadline`, `matching-open-board` and
 * `matching-unfilled`, each labelled per offer or booking (singletonKey) and decided by a
 * compare-and-set, so a late or repeated run changes nothing.
 *
 * Deduplication: on these queues (pg-boss policy `standard`) a `singletonKey` alone is a label;
 * pg-boss 12 refuses a second job with the same key only together with `singletonSeconds` (its
 * unique index job_i4 on name, slot and key). Jobs that must be queued once whoever sends them (the
 * plans' jobs) pass both; every handler is idempotent either way.
 */
import { PgBoss, type JobResult } from 'pg-boss';
import { database } from '../db.js';
import { logger } from '../logger.js';
import type { BookingStatus, Role } from '../generated/prisma/enums.js';

/** Job names and their payloads. */
export interface JobPayloads {
  'payout-release': { bookingId: string };
  /** The end of a membership's period: renew it or end it (memberships.billing renewMembership). */
  'membership-renewal': { membershipId: string };
  /** A reminder before a confirmed job (notifications/reminders.ts): kind 24h or 2h, the start it was queued for. */
  'booking-reminder': { bookingId: string; kind: '24h' | '2h'; scheduledAt: string };
  /** A cleaner's request reached its deadline (BookingOffer.expiresAt): expire it and ask the next cleaner. */
  'offer-deadline': { offerId: string };
  /** 3 hours before the start: a cascade still looking opens the booking to every eligible cleaner. */
  'matching-open-board': { bookingId: string };
  /** 1 hour before the start: a booking no cleaner accepted is cancelled and refunded in full. */
  'matching-unfilled': { bookingId: string };
  /** Hourly (one job per UTC hour, singletonKey): book every active plan's visits through the 12-week window (plans/plans.jobs.ts). */
  'plans-extend': { hour: string };
  /** 24 hours before a plan visit (then every 6 hours after a decline): charge it off-session; `attempt` from 1. */
  'visit-charge': { bookingId: string; attempt: number; scheduledAt: string };
  /** 2 hours before a plan visit: cancel it when still unpaid (reason 'Payment failed'). */
  'visit-unpaid-cancel': { bookingId: string; scheduledAt: string };
  /** A booking's money step that failed (refunds, then the payout; payments/booking-money.ts), run again by the queue's retries. */
  'booking-money': {
    bookingId: string;
    change: { bookingId: string; from: BookingStatus; to: BookingStatus; actor: { id: string; role: Role } | null } | null;
  };
  /** 15 minutes after a booking message, per recipient: mail them when it is still unread (messages/messages.jobs.ts). */
  'message-unread-mail': { bookingId: string; userId: string; messageId: string };
}
export type JobName = keyof JobPayloads;

type Handler<N extends JobName> = (data: JobPayloads[N]) => Promise<void>;

const handlers = new Map<JobName, Handler<JobName>>();
let boss: PgBoss | null = null;
let starting: Promise<PgBoss> | null = null;
/**
 * The instance stopped last: jobs sent while it stops (a running handler queueing the next job,
 * e.g. an offer deadline asking the next cleaner) go through it to the database for another
 * instance to run, instead of starting a new instance that would fetch jobs during the shutdown.
 */
let stopped: PgBoss | null = null;

/** pg-boss's database adapter over the app's connection (pool on PostgreSQL, the one PGlite otherwise). */
const adapter = {
  async executeSql(text: string, values?: unknown[]) {
    const rows = values && values.length ? await database.raw.query(text, values) : await database.raw.exec(text);
    return { rows };
  },
};

/**
 * Registers the handler of a queue (before or after start). Handlers must be idempotent: a job may
 * run again after a crash; a thrown error is logged and that job alone retried by pg-boss (3 tries).
 */
export function registerJob<N extends JobName>(name: N, handler: Handler<N>): void {
  handlers.set(name, handler as unknown as Handler<JobName>);
  if (boss) void work(boss, name);
}

async function work(instance: PgBoss, name: JobName): Promise<void> {
  await instance.createQueue(name, { retryLimit: 3, retryDelay: 5, retryBackoff: true });
  // Each job of a batch is settled by itself (perJobResults): a job that throws is failed and
  // retried alone, and the others of its batch complete (they are neither rerun nor held back).
  await instance.work<JobPayloads[JobName]>(name, { pollingIntervalSeconds: 1, batchSize: 5, perJobResults: true }, async (jobs) => {
    const results: JobResult[] = [];
    for (const job of jobs) {
      const handler = handlers.get(name);
      if (!handler) {
        results.push({ id: job.id, status: 'completed' });
        continue;
      }
      try {
        await handler(job.data);
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        logger.warn({ err: error, job: job.id, name }, 'job failed; pg-boss retries it');
        results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
      }
    }
    return results;
  });
}

// --- the due-work sweep ---------------------------------------------------------------------------

/** How often each instance looks for due work whose job was lost, in ms (1 minute). */
export const SWEEP_EVERY_MS = 60_000;

const sweeps = new Map<string, (now: Date) => Promise<unknown>>();
let sweepTimer: ReturnType<typeof setInterval> | null = null;

/**
 * Registers a sweep: a function that finds work that is due by the database's own rows (an offer
 * past its deadline, a booking nobody took near its start, a refund owed) and does it, the same
 * idempotent compare-and-set functions the jobs call. A job queued after its transaction committed
 * is lost if the process stops in between; the sweep finds that work within a minute.
 */
export function registerSweep(name: string, sweep: (now: Date) => Promise<unknown>): void {
  sweeps.set(name, sweep);
}

/** Runs every registered sweep once (failures logged, each sweep on its own). */
export async function runSweeps(now: Date = new Date()): Promise<void> {
  for (const [name, sweep] of sweeps) {
    try {
      await sweep(now);
    } catch (error) {
      logger.warn({ err: error, sweep: name }, 'due-work sweep failed; the next one tries again');
    }
  }
}

/** Runs the sweeps every {@link SWEEP_EVERY_MS} on this instance (several instances: harmless), until the queue stops. */
export function startSweeps(intervalMs: number = SWEEP_EVERY_MS): void {
  if (sweepTimer) return;
  let running = false;
  sweepTimer = setInterval(() => {
    if (running) return;
    running = true;
    void runSweeps().finally(() => (running = false));
  }, intervalMs);
  sweepTimer.unref();
}

/** Starts the queue: creates its tables on first start and begins working every registered queue. */
export function startJobs(): Promise<PgBoss> {
  starting ??= (async () => {
    const instance = new PgBoss({ db: adapter, schema: 'pgboss', schedule: false, supervise: true, migrate: true });
    instance.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await instance.start();
    boss = instance;
    stopped = null;
    for (const name of handlers.keys()) await work(instance, name);
    return instance;
  })();
  return starting;
}

/** {@link stopJobsWithin} 30 seconds (no parameter: tests pass it to `afterAll` as is). */
export function stopJobs(): Promise<void> {
  return stopJobsWithin(30_000);
}

/**
 * Stops working: no new job is fetched, and running handlers get up to `timeoutMs` (at least 1 s)
 * to finish; a job still running then is marked failed and retried later by another instance
 * (pg-boss `stop({ graceful: true, timeout })`). Safe to call when not started.
 */
export async function stopJobsWithin(timeoutMs: number): Promise<void> {
  if (sweepTimer) clearInterval(sweepTimer);
  sweepTimer = null;
  // A start still under way finishes first, so it cannot begin working after this stop.
  const instance = boss ?? (starting ? await starting.catch(() => null) : null);
  boss = null;
  starting = null;
  if (instance) stopped = instance;
  if (instance) await instance.stop({ graceful: true, close: false, timeout: Math.max(1_000, timeoutMs) });
}

/**
 * Adds a job. `startAfter` delays it (UTC instant). `singletonKey` labels the job (e.g. the
 * booking id); with `singletonSeconds` too, pg-boss keeps one job per key and time slot of that many
 * seconds (slots counted from the Unix epoch), whatever its state: a key sent again in the slot is
 * refused. A key without `singletonSeconds` does not stop a second job on these queues (policy
 * `standard`). Without a started queue (tests that never start it) `enqueue` starts it on demand.
 * @returns the job id, or null when pg-boss refused it as a duplicate (singletonKey + singletonSeconds)
 */
export async function enqueue<N extends JobName>(
  name: N,
  data: JobPayloads[N],
  options: { startAfter?: Date; singletonKey?: string; singletonSeconds?: number } = {},
): Promise<string | null> {
  const instance = boss ?? stopped ?? (await startJobs());
  await instance.createQueue(name, { retryLimit: 3, retryDelay: 5, retryBackoff: true });
  return instance.send(name, data as object, {
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
  });
}
