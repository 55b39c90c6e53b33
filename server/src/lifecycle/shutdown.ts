/**
 * Graceful shutdown on SIGTERM or SIGINT
 * (docs/decisions/0028-graceful-shutdown.md), one log line per step:
 *
 * 1. readiness (GET /api/health/ready) answers 503 `{"status":"draining"}` at once; requests are
 *    still served, keep-alive as usual (a `connection: close` now would only make a proxy that
 *    does not read readiness, such as nginx, open new connections to this instance);
 * 2. after SHUTDOWN_DRAIN_SECONDS (time for the proxy or orchestrator to notice), at the first
 *    moment no connection has come in for {@link LISTENER_QUIET_MS} (at most
 *    {@link LISTENER_QUIET_MAX_MS} later), the listener closes: new connections are refused;
 * 3. requests in flight finish, up to SHUTDOWN_TIMEOUT_SECONDS (then their connections are cut);
 * 4. from the listener's close every answer carries `connection: close`; idle keep-alive
 *    connections are never closed by us before the deadline (that races a request the client is
 *    sending on one): the client closes them (nginx after its upstream keepalive_timeout) or sends
 *    one last request, answered with `connection: close`;
 * 5. websocket clients get close code 1012 "Service Restart" and reconnect elsewhere;
 * 6. the job queue stops fetching and lets running jobs finish (within what is left of the timeout);
 * 7. the database pool (or PGlite) and the health Redis connection close; the process exits 0.
 *
 * A second signal exits at once with code 1. A failure during the sequence, or a sequence that
 * overruns drain + timeout + {@link OVERRUN_GRACE_MS}, exits 1.
 */
import type http from 'node:http';
import net from 'node:net';
import { database } from '../db.js';
import { env } from '../env.js';
import { logger } from '../logger.js';
import { stopJobsWithin } from '../jobs/queue.js';
import { closeWebSockets } from '../http/websockets.js';
import { closeHealthChecks, startDraining } from './health.js';
import { connectionsOf, trackConnections } from './connections.js';

/** Extra time past drain + timeout before a stuck shutdown is abandoned with exit code 1, in ms. */
export const OVERRUN_GRACE_MS = 10_000;

/**
 * The listener closes once no connection has been accepted for this long (ms), so that none is
 * waiting in the kernel's accept queue when it closes (docs/decisions/0028-graceful-shutdown.md).
 */
export const LISTENER_QUIET_MS = 150;
/** The longest wait for that quiet moment past the drain, in ms; the listener closes then anyway. */
export const LISTENER_QUIET_MAX_MS = 2_000;

/** Timing of {@link shutDown}, in seconds (defaults: SHUTDOWN_DRAIN_SECONDS and SHUTDOWN_TIMEOUT_SECONDS). */
export interface ShutdownTiming {
  drainSeconds: number;
  timeoutSeconds: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs steps 1-7 for `server` (without exiting). Resolves when the database is closed.
 * @throws whatever closing the job queue or the database throws
 */
export async function shutDown(server: http.Server, signal: string, timing: ShutdownTiming): Promise<void> {
  const connections = connectionsOf(server) ?? trackConnections(server);
  const started = Date.now();

  startDraining();
  const acceptedBefore = connections.accepted();
  logger.info({ signal, step: 1, drainSeconds: timing.drainSeconds, inFlight: connections.inFlight() }, 'shutdown: readiness answers 503 (draining); still serving until the drain ends');
  await sleep(timing.drainSeconds * 1000);

  // Closing a listening socket resets the connections still in the kernel's accept queue, and a
  // proxy that had already sent a POST on one cannot retry it (nginx, which does not read
  // readiness, keeps opening connections here until the listener closes). So the listener closes
  // at a quiet moment, once no connection has come in for LISTENER_QUIET_MS (at most
  // LISTENER_QUIET_MAX_MS past the drain), and one event-loop turn after that, so the kernel's
  // last accepted connections are taken in first. Only the listening socket closes:
  // http.Server#close would also drop every connection without a request in flight.
  const quiet = await connections.quietFor(LISTENER_QUIET_MS, Date.now() + LISTENER_QUIET_MAX_MS);
  await new Promise<void>((resolve) => setImmediate(resolve));
  const listenerClosed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  logger.info(
    { step: 2, inFlight: connections.inFlight(), acceptedDuringDrain: connections.accepted() - acceptedBefore, quiet, lateMs: Date.now() - started - timing.drainSeconds * 1000 },
    'shutdown: listener closed, new connections are refused',
  );

  const idle = connections.endKeepAlive();
  logger.info({ step: 4, idle }, 'shutdown: answers carry connection: close; idle keep-alive connections are left to their clients until the deadline');

  const deadline = Date.now() + timing.timeoutSeconds * 1000;
  const waitStarted = Date.now();
  const left = await connections.waitForIdle(deadline);
  if (left > 0) {
    const cut = connections.closeAll();
    logger.warn({ step: 3, stillInFlight: left, connectionsClosed: cut, timeoutSeconds: timing.timeoutSeconds }, 'shutdown: requests still in flight at the timeout; their connections are closed');
  } else {
    logger.info({ step: 3, waitedMs: Date.now() - waitStarted }, 'shutdown: requests in flight finished');
  }

  const sockets = await closeWebSockets(server);
  logger.info({ step: 5, closed: sockets, code: 1012 }, 'shutdown: websocket clients told to reconnect (1012 Service Restart)');

  await stopJobsWithin(Math.max(1_000, deadline - Date.now()));
  logger.info({ step: 6 }, 'shutdown: job queue stopped (running jobs finished)');

  // Connections still open are idle keep-alive connections their clients have not closed yet, or
  // last answers being written to slow readers: they get until the deadline (at least 1 s), then
  // whatever is left is cut.
  await Promise.race([listenerClosed, sleep(Math.max(1_000, deadline - Date.now()))]);
  connections.closeAll();
  closeHealthChecks();
  await database.close();
  logger.info({ step: 7, totalMs: Date.now() - started }, 'shutdown: database closed, exiting 0');
}

/**
 * Installs the SIGTERM/SIGINT handlers of the process serving `server`: the first signal runs
 * {@link shutDown} and exits 0 (1 when it fails or overruns); a second signal exits 1 at once.
 */
export function installShutdown(
  server: http.Server,
  timing: ShutdownTiming = { drainSeconds: env.SHUTDOWN_DRAIN_SECONDS, timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS },
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'shutdown: second signal, exiting at once (code 1)');
      process.exit(1);
    }
    stopping = true;
    setTimeout(
      () => {
        logger.error({ signal }, 'shutdown: did not finish in time, exiting (code 1)');
        process.exit(1);
      },
      (timing.drainSeconds + timing.timeoutSeconds) * 1000 + OVERRUN_GRACE_MS,
    ).unref();
    shutDown(server, signal, timing).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed, exiting (code 1)');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
