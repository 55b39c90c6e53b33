/**
 * Process entry: migrate (and seed an empty database), then serve on HOST:PORT.
 * `npm start` runs this after building the web app.
 */
import { env } from './env.js';
import { database } from './db.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed.js';
import { logger } from './logger.js';
import { startServer } from './app.js';
import { startJobs, stopJobs } from './jobs/queue.js';
import { releaseDuePayouts } from './modules/payments/payouts.service.js';
import { renewDueMemberships } from './modules/memberships/memberships.billing.js';
import { placeUnplacedRows } from './modules/matching/backfill.js';

async function main() {
  const applied = await migrate(database.raw);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (env.SEED === 'auto') {
    const seeded = await seedIfEmpty(database.prisma);
    if (seeded) logger.info('demo data seeded');
  }
  // Rows written before zip coordinates existed get their zip code's centroid (issue 16).
  const placed = await placeUnplacedRows();
  if (placed.bookings || placed.profiles) logger.info(placed, 'zip coordinates filled in');
  const server = await startServer();
  // Delayed work (payout releases) from the database job queue; payouts whose hold ended while
  // the app was down are released now (docs/decisions/0018-job-queue-and-payouts.md).
  await startJobs();
  await releaseDuePayouts().catch((error: unknown) => logger.error({ err: error }, 'releasing due payouts failed'));
  // Memberships whose period ended while the app was down are renewed or ended now (issue 8).
  await renewDueMemberships().catch((error: unknown) => logger.error({ err: error }, 'renewing due memberships failed'));
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
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close();
    await stopJobs().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
