/**
 * graphql-ws on /graphql (the same path as GraphQL over HTTP), run through Yoga's envelope, and
 * the sockets of each session: a revoked session (logout, logout-all, password reset, refresh
 * replay; `session:revoked` on the pubsub) closes its sockets at once with
 * {@link SESSION_ENDED_CLOSE_CODE}; a shutdown closes every socket with
 * {@link SERVICE_RESTART_CLOSE_CODE} ({@link closeWebSockets}).
 *
 * {@link attachWebSockets} takes the Yoga instance as a parameter (app.ts passes its own) so this
 * module does not import app.ts at run time.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ServerContext } from './server-context.js';
import { bearerToken, clientAddress, userFromAccessToken, type Context } from '../context.js';
import { logger } from '../logger.js';
import { pubsub, type SessionRevoked } from '../pubsub.js';

// --- graphql-ws: the sockets of each session, closed when it is revoked ---------------------------

/** graphql-ws close code for a session that ended (logout, logout-all, password reset, refresh replay). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * WebSocket close code 1012 "Service Restart" (RFC 6455 registry): the instance is shutting down;
 * the client reconnects (through the proxy, to another instance) and catches up.
 */
export const SERVICE_RESTART_CLOSE_CODE = 1012;

/** The graphql-ws server attached to each HTTP server. */
const socketServers = new WeakMap<http.Server, WebSocketServer>();

/**
 * Closes every websocket of `server` with {@link SERVICE_RESTART_CLOSE_CODE} and reason
 * 'Service Restart' (graphql-ws ends their subscriptions), and refuses new upgrades.
 * Waits up to `waitMs` for the clients' closing handshakes, then cuts the sockets left; later
 * upgrade requests are answered 503 at once.
 * @returns the number of sockets that were open
 */
export async function closeWebSockets(server: http.Server, waitMs = 2_000): Promise<number> {
  const wss = socketServers.get(server);
  if (!wss) return 0;
  const clients = [...wss.clients];
  const closed = Promise.all(
    clients.map((socket) =>
      socket.readyState === socket.CLOSED ? undefined : new Promise<void>((resolve) => socket.once('close', () => resolve())),
    ),
  );
  for (const socket of clients) socket.close(SERVICE_RESTART_CLOSE_CODE, 'Service Restart');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  for (const socket of clients) if (socket.readyState !== socket.CLOSED) socket.terminate();
  wss.close();
  // wss.close() removed its upgrade handler: an upgrade that still arrives (a proxy reusing an
  // idle keep-alive connection for a subscriber's reconnect) is refused at once with 503, which a
  // proxy retries on another instance (nginx: proxy_next_upstream http_503), instead of waiting
  // unanswered until the shutdown deadline and ending as a 502.
  server.on('upgrade', (_req: http.IncomingMessage, socket: Duplex) => {
    socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n');
  });
  return clients.length;
}

interface SocketOwner {
  userId: string;
  sessionId: string;
}

/** Open sockets per session id and per user id, so a revocation closes them at once. */
class SocketRegistry {
  private bySession = new Map<string, Set<WebSocket>>();
  private byUser = new Map<string, Set<WebSocket>>();
  private owners = new WeakMap<WebSocket, SocketOwner>();

  add(socket: WebSocket, owner: SocketOwner): void {
    this.owners.set(socket, owner);
    const put = (map: Map<string, Set<WebSocket>>, key: string) => {
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(socket);
    };
    put(this.bySession, owner.sessionId);
    put(this.byUser, owner.userId);
  }

  remove(socket: WebSocket): void {
    const owner = this.owners.get(socket);
    if (!owner) return;
    const drop = (map: Map<string, Set<WebSocket>>, key: string) => {
      const set = map.get(key);
      set?.delete(socket);
      if (set?.size === 0) map.delete(key);
    };
    drop(this.bySession, owner.sessionId);
    drop(this.byUser, owner.userId);
    this.owners.delete(socket);
  }

  /** Closes the sockets of the revoked sessions (all of the user's when `sessionIds` is null). */
  close(event: SessionRevoked): number {
    const sockets = new Set<WebSocket>();
    if (event.sessionIds === null) this.byUser.get(event.userId)?.forEach((s) => sockets.add(s));
    else for (const id of event.sessionIds) this.bySession.get(id)?.forEach((s) => this.owners.get(s)?.userId === event.userId && sockets.add(s));
    for (const socket of sockets) {
      this.remove(socket);
      socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
    return sockets.size;
  }
}

function tokenFromParams(params: Record<string, unknown> | undefined): string | null {
  if (!params) return null;
  const raw = params.authorization ?? params.Authorization ?? params.token;
  return typeof raw === 'string' ? bearerToken(raw) : null;
}

/**
 * Serves graphql-ws on /graphql through Yoga's envelope; sockets close when their session ends.
 * @param yoga the Yoga instance of app.ts (a parameter rather than an import: no import cycle)
 */
export function attachWebSockets(server: http.Server, yoga: YogaServerInstance<ServerContext, Context>): void {
  const wss = new WebSocketServer({ server, path: '/graphql' });
  wss.on('error', () => undefined); // listen errors surface once, from server.listen below
  socketServers.set(server, wss);
  const registry = new SocketRegistry();

  const revocations = pubsub.subscribe('session:revoked');
  void (async () => {
    for await (const event of revocations) registry.close(event);
  })().catch((error: unknown) => logger.error({ err: error }, 'session revocation listener failed'));
  server.on('close', () => {
    void revocations.return?.();
  });

  useServer(
    {
      execute: (args: unknown) => (args as { rootValue: { execute: (a: unknown) => unknown } }).rootValue.execute(args) as never,
      subscribe: (args: unknown) => (args as { rootValue: { subscribe: (a: unknown) => unknown } }).rootValue.subscribe(args) as never,
      onConnect: async (ctx) => {
        const auth = await userFromAccessToken(tokenFromParams(ctx.connectionParams));
        if (auth) {
          const socket = ctx.extra.socket;
          registry.add(socket, { userId: auth.user.id, sessionId: auth.sessionId });
          socket.once('close', () => registry.remove(socket));
        }
        return true;
      },
      onSubscribe: async (ctx, _id, params) => {
        const { schema: s, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          clientIp: clientAddress(ctx.extra.request),
          connectionParams: ctx.connectionParams ?? {},
        });
        const args = {
          schema: s,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args as never;
      },
    },
    wss,
  );
}
