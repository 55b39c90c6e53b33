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

export type PubSubChannels = {
  /** New notification for one user: topic is the user id. */
  'notification:created': [userId: string, payload: { notificationId: string }];
  /** A booking changed (status, assignment): topic is the booking id. */
  'booking:updated': [bookingId: string, payload: { bookingId: string }];
};

function eventTarget() {
  if (!env.REDIS_URL) return undefined;
  return createRedisEventTarget({
    publishClient: new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 }),
    subscribeClient: new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 3 }),
  });
}

export const pubsub = createPubSub<PubSubChannels>({ eventTarget: eventTarget() });
