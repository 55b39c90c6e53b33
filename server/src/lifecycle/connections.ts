/**
 * The HTTP connections of a listening server and the requests in flight on each, so a shutdown can
 * close idle keep-alive connections between requests (never mid-response) while busy ones finish
 * (docs/decisions/0028-graceful-shutdown.md).
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
   * From now on every response not yet started carries `connection: close`, so each connection
   * ends after its current answer; connections idle after an answer whose headers had already
   * gone out are closed as soon as that answer finishes.
   */
  beginDrain(): void;
  /**
   * Closes (destroys) the connections with no request in flight that have already served a
   * request. A connection that has not sent its first request yet may have one on the way (the
   * kernel had accepted it, or its bytes are not parsed yet): it gets {@link FIRST_REQUEST_GRACE_MS}
   * to send it, and is closed then if it still has none. @returns how many were closed now
   */
  closeIdle(): number;
  /**
   * Resolves once no request is in flight, or at `deadline` (ms since the epoch).
   * @returns the number of requests still in flight (0 unless the deadline passed)
   */
  waitForIdle(deadline: number): Promise<number>;
  /** Destroys every remaining HTTP connection, busy or not. @returns how many were closed */
  closeAll(): number;
}

const trackers = new WeakMap<http.Server, ConnectionTracker>();

/** How long a connection that never sent a request may still send its first one once the listener closed, in ms. */
export const FIRST_REQUEST_GRACE_MS = 1_000;

/** Starts tracking `server`'s connections (call before it listens). Idempotent per server. */
export function trackConnections(server: http.Server): ConnectionTracker {
  const existing = trackers.get(server);
  if (existing) return existing;

  /** Open HTTP connections and how many requests each has in flight. */
  const sockets = new Map<Socket, number>();
  const responses = new Set<http.ServerResponse>();
  /** Connections that have sent at least one request. */
  const served = new WeakSet<Socket>();
  let draining = false;
  let onIdle: (() => void) | null = null;
  const total = () => responses.size;

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, 0);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (_req: http.IncomingMessage, socket: Socket) => {
    sockets.delete(socket);
  });
  // Ahead of the app's own listener, so `connection: close` is set before any answer starts.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    served.add(socket);
    sockets.set(socket, (sockets.get(socket) ?? 0) + 1);
    responses.add(res);
    if (draining && !res.headersSent) res.setHeader('connection', 'close');
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      responses.delete(res);
      const left = Math.max(0, (sockets.get(socket) ?? 1) - 1);
      if (sockets.has(socket)) sockets.set(socket, left);
      // An answer whose headers went out before the drain began did not say `connection: close`:
      // end its connection now that it is idle (after what is still buffered has been written).
      if (draining && left === 0 && !socket.destroyed) setImmediate(() => sockets.get(socket) === 0 && socket.end());
      if (total() === 0) onIdle?.();
    };
    res.once('finish', finish);
    res.once('close', finish);
  });

  const tracker: ConnectionTracker = {
    inFlight: total,
    beginDrain() {
      draining = true;
      for (const res of responses) if (!res.headersSent) res.setHeader('connection', 'close');
    },
    closeIdle() {
      let closed = 0;
      const fresh: Socket[] = [];
      for (const [socket, count] of sockets) {
        if (count !== 0) continue;
        if (!served.has(socket)) {
          fresh.push(socket);
          continue;
        }
        // The last answer may still be in the socket's buffer (a slow reader): let it out first.
        if (socket.writableLength > 0) socket.end();
        else socket.destroy();
        sockets.delete(socket);
        closed += 1;
      }
      if (fresh.length > 0) {
        setTimeout(() => {
          for (const socket of fresh) {
            if (sockets.get(socket) === 0 && !served.has(socket)) {
              socket.destroy();
              sockets.delete(socket);
            }
          }
        }, FIRST_REQUEST_GRACE_MS).unref();
      }
      return closed;
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
  };
  trackers.set(server, tracker);
  return tracker;
}

/** The tracker {@link trackConnections} installed on `server`, if any. */
export function connectionsOf(server: http.Server): ConnectionTracker | undefined {
  return trackers.get(server);
}
