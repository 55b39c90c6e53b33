/**
 * The HTTP connections of a listening server and the requests in flight on each, so a shutdown
 * knows when the last request finished and can end keep-alive once the listener closes, leaving
 * idle connections to their clients (docs/decisions/0028-graceful-shutdown.md).
 *
 * Sockets upgraded to a websocket leave this bookkeeping at the upgrade: graphql-ws closes them
 * (http/websockets.ts closeWebSockets).
 */
import type http from 'node:http';
import type { Socket } from 'node:net';

/** What a shutdown needs from the server's connections. */
export interface ConnectionTracker {
  /** Requests whose response has not finished yet (headers received, answer not fully written). */
  inFlight(): number;
  /**
   * Called when the listener closes: from now on every response not yet started carries
   * `connection: close`, so each connection ends after its current answer, and a connection whose
   * answer had already started ends as soon as that answer finishes. Connections with no request
   * in flight are left open for their client to close or to use once more: closing one ourselves
   * races a request the client may be sending on it at that moment (HTTP/1.1 cannot warn it
   * first), which a proxy sees as a reset it cannot retry for a POST. @returns how many are idle now
   */
  endKeepAlive(): number;
  /**
   * Resolves once no request is in flight, or at `deadline` (ms since the epoch).
   * @returns the number of requests still in flight (0 unless the deadline passed)
   */
  waitForIdle(deadline: number): Promise<number>;
  /** Destroys every remaining HTTP connection, busy or not. @returns how many were closed */
  closeAll(): number;
  /** How many connections were accepted so far (a counter, for the shutdown's log). */
  accepted(): number;
  /**
   * Resolves once no connection has been accepted for `quietMs`, or at `deadline` (ms since the
   * epoch), whichever comes first. @returns whether the quiet period was reached
   */
  quietFor(quietMs: number, deadline: number): Promise<boolean>;
}

const trackers = new WeakMap<http.Server, ConnectionTracker>();

/** Starts tracking `server`'s connections (call before it listens). Idempotent per server. */
export function trackConnections(server: http.Server): ConnectionTracker {
  const existing = trackers.get(server);
  if (existing) return existing;

  /** Open HTTP connections and how many requests each has in flight. */
  const sockets = new Map<Socket, number>();
  const responses = new Set<http.ServerResponse>();
  let closing = false;
  let onIdle: (() => void) | null = null;
  let acceptedCount = 0;
  let lastAcceptAt = 0;
  const total = () => responses.size;

  server.on('connection', (socket: Socket) => {
    acceptedCount += 1;
    lastAcceptAt = Date.now();
    sockets.set(socket, 0);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (_req: http.IncomingMessage, socket: Socket) => {
    sockets.delete(socket);
  });
  // Ahead of the app's own listener, so `connection: close` is set before any answer starts.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    sockets.set(socket, (sockets.get(socket) ?? 0) + 1);
    responses.add(res);
    if (closing && !res.headersSent) res.setHeader('connection', 'close');
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      responses.delete(res);
      const left = Math.max(0, (sockets.get(socket) ?? 1) - 1);
      if (sockets.has(socket)) sockets.set(socket, left);
      // An answer whose headers went out before the listener closed did not say `connection: close`:
      // end its connection now that it is idle (after what is still buffered has been written).
      if (closing && left === 0 && !socket.destroyed && res.getHeader('connection') !== 'close') setImmediate(() => sockets.get(socket) === 0 && socket.end());
      if (total() === 0) onIdle?.();
    };
    res.once('finish', finish);
    res.once('close', finish);
  });

  const tracker: ConnectionTracker = {
    inFlight: total,
    endKeepAlive() {
      closing = true;
      for (const res of responses) if (!res.headersSent) res.setHeader('connection', 'close');
      let idle = 0;
      for (const count of sockets.values()) if (count === 0) idle += 1;
      return idle;
    },
    waitForIdle(deadline) {
      if (total() === 0) return Promise.resolve(0);
      return new Promise<number>((resolve) => {
        const timer = setTimeout(() => {
          onIdle = null;
          resolve(total());
        }, Math.max(0, deadline - Date.now()));
        onIdle = () => {
          clearTimeout(timer);
          onIdle = null;
          resolve(0);
        };
      });
    },
    closeAll() {
      const count = sockets.size;
      for (const socket of sockets.keys()) socket.destroy();
      sockets.clear();
      return count;
    },
    accepted: () => acceptedCount,
    async quietFor(quietMs, deadline) {
      for (;;) {
        const now = Date.now();
        const quietAt = lastAcceptAt + quietMs;
        if (now >= quietAt) return true;
        if (now >= deadline) return false;
        await new Promise<void>((resolve) => setTimeout(resolve, Math.min(quietAt, deadline) - now));
      }
    },
  };
  trackers.set(server, tracker);
  return tracker;
}

/** The tracker {@link trackConnections} installed on `server`, if any. */
export function connectionsOf(server: http.Server): ConnectionTracker | undefined {
  return trackers.get(server);
}
