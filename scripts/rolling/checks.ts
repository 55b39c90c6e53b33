/**
 * What the rolling-restart proof reads from the database afterwards: the acknowledged bookings,
 * and the job queue (pg-boss, schema `pgboss`): no job ran twice, none was lost.
 */
import pg from 'pg';
import { sleep } from './stack.js';

/** Ids among `ids` with no Booking row. */
export async function missingBookings(client: pg.Client, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const { rows } = await client.query<{ id: string }>('SELECT "id" FROM "Booking" WHERE "id" = ANY($1::text[])', [ids]);
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export interface JobFigures {
  /** Jobs due before the check (start_after passed), by queue name and state. */
  due: Record<string, Record<string, number>>;
  /** Problems found: each a readable line. */
  problems: string[];
  /** Completed jobs in all. */
  completed: number;
}

/**
 * Waits (up to `timeoutMs`) until every job due by `dueBy` has left the created/retry/active states,
 * then checks the queue:
 * - lost: a due job still waiting or running, failed, or cancelled; an expired request
 *   (BookingOffer past its deadline) still pending, i.e. its offer-deadline job never decided it;
 * - twice: a job retried (retry_count > 0: it started again after a run that did not finish), or
 *   two jobs of one queue with one singleton key (the same work queued twice).
 */
export async function checkJobs(client: pg.Client, dueBy: Date, timeoutMs: number): Promise<JobFigures> {
  const waiting = async () =>
    Number(
      (
        await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after <= $1 AND name NOT LIKE '\\_\\_%'`,
          [dueBy],
        )
      ).rows[0]!.n,
    );
  const until = Date.now() + timeoutMs;
  while ((await waiting()) > 0 && Date.now() < until) await sleep(500);

  const problems: string[] = [];
  const due: JobFigures['due'] = {};
  const { rows: counts } = await client.query<{ name: string; state: string; n: string }>(
    `SELECT name, state::text AS state, count(*) AS n FROM pgboss.job WHERE start_after <= $1 AND name NOT LIKE '\\_\\_%' GROUP BY 1, 2 ORDER BY 1, 2`,
    [dueBy],
  );
  let completed = 0;
  for (const row of counts) {
    (due[row.name] ??= {})[row.state] = Number(row.n);
    if (row.state === 'completed') completed += Number(row.n);
    if (row.state !== 'completed') problems.push(`lost: ${row.n} due ${row.name} job(s) ${row.state}`);
  }
  const { rows: retried } = await client.query<{ id: string; name: string; retry_count: number; state: string }>(
    `SELECT id, name, retry_count, state::text AS state FROM pgboss.job WHERE retry_count > 0 AND name NOT LIKE '\\_\\_%'`,
  );
  const { rows: unfinished } = await client.query<{ id: string; name: string; state: string; start_after: Date; started_on: Date | null; data: unknown }>(
    `SELECT id, name, state::text AS state, start_after, started_on, data FROM pgboss.job
      WHERE start_after <= $1 AND state <> 'completed' AND name NOT LIKE '\\_\\_%' ORDER BY start_after LIMIT 10`,
    [dueBy],
  );
  for (const job of unfinished) {
    problems.push(
      `  ${job.name} ${job.id} ${job.state}: due ${job.start_after.toISOString()}, started ${job.started_on?.toISOString() ?? 'never'}, data ${JSON.stringify(job.data)}`,
    );
  }
  for (const job of retried) problems.push(`twice: ${job.name} job ${job.id} started ${job.retry_count + 1} times (now ${job.state})`);
  const { rows: duplicated } = await client.query<{ name: string; singleton_key: string; n: string }>(
    `SELECT name, singleton_key, count(*) AS n FROM pgboss.job WHERE singleton_key IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1`,
  );
  for (const row of duplicated) problems.push(`twice: ${row.n} ${row.name} jobs for key ${row.singleton_key}`);
  const { rows: stale } = await client.query<{ id: string; expiresAt: Date }>(
    `SELECT "id", "expiresAt" FROM "BookingOffer" WHERE "outcome" = 'pending' AND "expiresAt" <= $1`,
    [dueBy],
  );
  for (const offer of stale) problems.push(`lost: request ${offer.id} passed its deadline (${offer.expiresAt.toISOString()}) and is still pending`);
  return { due, problems, completed };
}

/** The offers (cascade requests) made and decided by their deadline job during the run. */
export async function offerFigures(client: pg.Client): Promise<{ asked: number; expired: number }> {
  const { rows } = await client.query<{ asked: string; expired: string }>(
    `SELECT count(*) AS asked, count(*) FILTER (WHERE "outcome" = 'expired') AS expired FROM "BookingOffer"`,
  );
  return { asked: Number(rows[0]!.asked), expired: Number(rows[0]!.expired) };
}

/** The payouts of `bookingIds` (paid, completed jobs): how many exist, and which are still held after their hold (0 h) ended. */
export async function payoutFigures(client: pg.Client, bookingIds: string[]): Promise<{ scheduled: number; byStatus: Record<string, number>; missing: string[]; stillHeld: string[] }> {
  const { rows } = await client.query<{ bookingId: string; status: string }>('SELECT "bookingId", "status"::text AS status FROM "Payout" WHERE "bookingId" = ANY($1::text[])', [bookingIds]);
  const byStatus: Record<string, number> = {};
  for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
  const found = new Set(rows.map((r) => r.bookingId));
  return {
    scheduled: rows.length,
    byStatus,
    missing: bookingIds.filter((id) => !found.has(id)),
    stillHeld: rows.filter((r) => r.status === 'held').map((r) => r.bookingId),
  };
}
