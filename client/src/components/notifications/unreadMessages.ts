/**
 * Unread booking messages across the signed-in user's threads (docs/decisions/0034):
 * the bell's count, read with `unreadMessageCount` and read again
 * whenever `bookingMessageAdded` (every thread of the viewer) brings a message; the same event
 * bumps the cached thread's unread count, so the badges of booking lists and job cards follow live.
 */
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Unread messages across the viewer's threads (the bell). */
export const UnreadMessageCountQuery = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);

/** Each new message of any of the viewer's threads. */
export const AnyBookingMessageAddedSubscription = graphql(`
  subscription AnyBookingMessageAdded {
    bookingMessageAdded {
      id
      bookingId
      mine
    }
  }
`);

/** Spec section 9's bell poll: the count is read again this often besides the live events. */
const POLL_INTERVAL_MS = 30_000;

/**
 * The viewer's unread message count, live: 0 while signed out (`skip`). A message from someone else
 * adds one to its thread's cached `unreadCount` (MessageThread is normalized by bookingId) and the
 * total is read again from the server.
 */
export function useUnreadMessageCount(skip: boolean): number {
  const client = useApolloClient();
  const { data, refetch } = useQuery(UnreadMessageCountQuery, {
    skip,
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_INTERVAL_MS,
    skipPollAttempt: () => typeof document !== 'undefined' && document.hidden,
  });
  useSubscription(AnyBookingMessageAddedSubscription, {
    skip,
    onData: ({ data: event }) => {
      const message = event.data?.bookingMessageAdded;
      if (!message || message.mine) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'MessageThread', bookingId: message.bookingId }),
        fields: { unreadCount: (count: number) => count + 1 },
      });
      void refetch().catch(() => undefined);
    },
  });
  return skip ? 0 : (data?.unreadMessageCount ?? 0);
}

/** Where a user's unread messages are: the customer's bookings, the cleaner's own jobs. */
export function messagesTarget(role: string): string | null {
  if (role === 'customer') return '/customer/bookings';
  if (role === 'cleaner') return '/cleaner/jobs?tab=mine';
  return null;
}
