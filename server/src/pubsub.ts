/**
 * Pub/sub for GraphQL subscriptions (graphql-ws). In-process by default; with REDIS_URL, events
 * fan out across app instances through Redis (@graphql-yoga/redis-event-target + ioredis).
 * Payloads must be JSON-serialisable for Redis: notifications travel as their id and are
 * reloaded by the subscription resolver.
 */
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { env } from './env.js';
import { logger } from './logger.js';
import { forgetSessions } from './modules/auth/session-cache.js';

export type PubSubChannels = {
  /** New notification for one user: topic is the user id. */
  'notification:created': [userId: string, payload: { notificationId: string }];
  /** A booking changed (status, assignment): topic is the booking id. */
  'booking:updated': [bookingId: string, payload: { bookingId: string }];
  /**
   * Sessions ended (logout, logout-all, password reset, refresh-token replay): every instance
   * closes the websockets of those sessions (all of the user's when `sessionIds` is null).
   */
  'session:revoked': [payload: SessionRevoked];
  /** A support ticket changed (message, status, assignment): topic is the ticket id. */
  'ticket:updated': [ticketId: string, payload: { ticketId: string }];
  /** A booking message was posted (docs/decisions/0034): topic is the booking id, or `user:<id>` for each member's every-thread stream. */
  'booking:message': [topic: string, payload: { bookingId: string; messageId: string }];
};

/** Which sessions ended: the listed ones of `userId`, or all of them when `sessionIds` is null. */
export interface SessionRevoked {
  userId: string;
  sessionIds: string[] | null;
}

/**
 * An ioredis client whose publish, subscribe and unsubscribe never reject unhandled: during a
 * Redis outage an event is lost and logged, not a crash (the Redis event target calls them without
 * a catch). A lost event only delays what the bell's poll and the live pages' catch-up read anyway.
 */
function guarded(client: Redis, role: 'publish' | 'subscribe'): Redis {
  client.on('error', (error: Error) => logger.warn({ err: error, role }, 'pub/sub Redis connection error'));
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property !== 'publish' && property !== 'subscribe' && property !== 'unsubscribe') return value.bind(target);
      return (...args: unknown[]) =>
        (value as (...a: unknown[]) => Promise<unknown>).apply(target, args).catch((error: unknown) => {
          logger.warn({ err: error, role, command: property }, 'pub/sub Redis command failed');
        });
    },
  });
}

function eventTarget() {
  if (!env.REDIS_URL) return undefined;
  return createRedisEventTarget({
    publishClient: guarded(new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 }), 'publish'),
    subscribeClient: guarded(new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 }), 'subscribe'),
  });
}

export const pubsub = createPubSub<PubSubChannels>({ eventTarget: eventTarget() });

/**
 * Tells every instance that sessions ended, so their open websockets close at once (graphql-ws
 * close code 4401). Call after the revocation is committed. Never throws: a lost message only
 * delays the close, since each subscription event re-checks the session anyway.
 */
export function publishSessionRevoked(event: SessionRevoked): void {
  forgetSessions(event); // this instance's session cache, before anything else runs (docs/decisions/0012)
  try {
    pubsub.publish('session:revoked', event);
  } catch {
    // Redis down: the per-event session check still stops delivery.
  }
}

/**
 * Tells `bookingUpdated` subscribers that the booking changed (after the change is committed).
 * Here, below every module, so any module that changes a booking can say so without importing
 * the bookings module (docs/decisions/0041-server-module-layers.md).
 */
export function publishBookingUpdated(bookingId: string): void {
  pubsub.publish('booking:updated', bookingId, { bookingId });
}
