/** The transport's context type, shared by app.ts and http/websockets.ts (a leaf, so they do not import each other). */
import type http from 'node:http';

/**
 * What the transport hands to Yoga and the REST bridge: the client address as determined by
 * {@link clientAddress} (or given by a port-less caller), and for graphql-ws the connection params.
 */
export interface ServerContext {
  /** The Node request when the call came through the HTTP server. */
  req?: http.IncomingMessage;
  res?: http.ServerResponse;
  /** The client address; when absent it is read from `req`. */
  clientIp?: string | null;
  /** graphql-ws connection params (`{ authorization: 'Bearer <accessToken>' }`). */
  connectionParams?: Record<string, unknown>;
}
