/**
 * Pub/sub for GraphQL subscriptions (graphql-ws). In-process by default; with REDIS_URL events
 * fan out across instances through Redis.
 */
import { createPubSub } from 'graphql-yoga';
import type { Notification } from './generated/prisma/client.js';

export type PubSubChannels = {
  /** New notification for one user: topic is the user id. */
  'notification:created': [userId: string, payload: Notification];
  /** A booking changed (status, assignment): topic is the booking id. */
  'booking:updated': [bookingId: string, payload: { bookingId: string }];
};

export const pubsub = createPubSub<PubSubChannels>();
