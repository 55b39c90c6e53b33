/**
 * Process entry: migrate, seed an empty database and fill in zip coordinates under the start-up
 * lock (lifecycle/startup.ts), then serve on HOST:PORT until SIGTERM/SIGINT, which shuts down
 * gracefully (lifecycle/shutdown.ts). `npm start` runs this after building the web app.
 */
import { env } from './env.js';
import { database } from './db.js';
import { logger } from './logger.js';
import { startServer } from './app.js';
import { startJobs, startSweeps } from './jobs/queue.js';
import { startIdempotencySweep } from './http/idempotency.js';
import { releaseDuePayouts } from './modules/payments/payouts.service.js';
import { renewDueMemberships } from './modules/memberships/memberships.billing.js';
import { startPlanJobs } from './modules/plans/plans.jobs.js';
import { prepareDatabase } from './lifecycle/startup.js';
import { installShutdown } from './lifecycle/shutdown.js';
import { isDraining } from './lifecycle/health.js';

async function main() {
  await prepareDatabase();
  const server = await startServer();
  installShutdown(server);
  // Delayed work (payout releases) from the database job queue; payouts whose hold ended while
  // the app was down are released now (docs/decisions/0018-job-queue-and-payouts.md).
  await startJobs();
  // Due work whose job was lost (offer deadlines, open board, unfilled bookings, refunds owed,
  // the plans' hourly window) is found every minute (jobs/queue.ts registerSweep).
  startSweeps();
  // Idempotency keys older than 24 hours are deleted hourly (http/idempotency.ts).
  startIdempotencySweep();
  await releaseDuePayouts().catch((error: unknown) => logger.error({ err: error }, 'releasing due payouts failed'));
  // Memberships whose period ended while the app was down are renewed or ended now (docs/decisions/0019).
  await renewDueMemberships().catch((error: unknown) => logger.error({ err: error }, 'renewing due memberships failed'));
  // Recurring plans (docs/decisions/0033): this hour's rolling window and catch-up of visit charges, then hourly.
  await startPlanJobs().catch((error: unknown) => logger.error({ err: error }, 'queueing the plans jobs failed'));
  if (isDraining()) return; // a shutdown began during start-up: no "ready" line
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
  logger.info(
    {
      database: database.raw.kind === 'pglite' ? `embedded (${env.DATA_DIR})` : 'postgresql',
      trustProxy: env.TRUST_PROXY.kind === 'none' ? false : env.TRUST_PROXY.kind === 'hops' ? env.TRUST_PROXY.hops : env.TRUST_PROXY.addresses,
      corsOrigins: env.CORS_ORIGINS,
    },
    `ready: web ${url}/  GraphQL/GraphiQL ${url}/graphql  REST ${url}/api`,
  );
  if (process.stdout.isTTY && env.NODE_ENV === 'production') {
    // Structured logs are JSON in production; a person at a terminal also gets a plain line.
    process.stdout.write(
      `\n  Comfort Life is running:\n    web       ${url}/\n    GraphiQL  ${url}/graphql\n    REST      ${url}/api\n    mails     ${url}/admin/outbox (signed in as an admin)\n\n`,
    );
  }
}

main().catch((error: unknown) => {
  // A shutdown signal during the last start-up steps closes the database under them: the
  // shutdown sequence decides the exit code then.
  if (isDraining()) {
    logger.warn({ err: error }, 'start-up interrupted by the shutdown');
    return;
  }
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
