/**
 * Notification queries and mutations shared by the bell, the profile pages' settings and the
 * admin test page (docs/decisions/0021), one hook per mutation with its cache update next to it:
 * - performNotificationAction: marks the notification read in the cache and, for an action on a
 *   booking, brings that booking's new state into the cache and evicts the cached `bookings`
 *   lists (their membership is the server's rule), the way the cleaner's own job buttons do;
 * - setNotificationPreferences: optimistic, writes the returned list over `notificationPreferences`;
 * - sendTestNotification: nothing to update; the notification arrives through the live bell.
 */
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { NotificationPreferenceInput, NotificationPreferencesQuery } from '../../gql/graphql';
import { useResultMutation } from '../../lib/mutation';
import { actionFailure, type NotificationActionItem } from './notificationModel';
import { evictRootFields } from '../../lib/apolloCache';

/** Every notification type with its label and the caller's setting (spec: docs/decisions/0021). */
export const NotificationPreferencesDocument = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      type
      label
      inApp
      email
    }
  }
`);

const PerformNotificationActionMutation = graphql(`
  mutation PerformNotificationAction($id: ID!, $actionType: NotificationActionType!, $actionData: JSON) {
    performNotificationAction(id: $id, actionType: $actionType, actionData: $actionData) {
      __typename
      ... on MutationPerformNotificationActionSuccess {
        data {
          success
          message
          data
        }
      }
      ...ErrorFields
    }
  }
`);

/** The booking an action changed, read again so every page showing it (cards, lists, detail) is current. */
const NotificationActionBookingQuery = graphql(`
  query NotificationActionBooking($id: ID!) {
    booking(id: $id) {
      id
      status
      statusLabel
      allowedActions
      paymentStatus
      scheduledAt
      address
      notes
      acceptedAt
      completedAt
      cancelledAt
      cancellationReason
      cleaner {
        id
      }
    }
  }
`);

const SetNotificationPreferencesMutation = graphql(`
  mutation SetNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {
    setNotificationPreferences(preferences: $preferences) {
      __typename
      ... on MutationSetNotificationPreferencesSuccess {
        data {
          type
          label
          inApp
          email
        }
      }
      ...ErrorFields
    }
  }
`);

const SendTestNotificationMutation = graphql(`
  mutation SendTestNotification($type: String!) {
    sendTestNotification(type: $type) {
      __typename
      ... on MutationSendTestNotificationSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);

export type NotificationActionOutcome = { ok: true; message: string; data: Record<string, unknown> } | { ok: false; message: string };

function stringField(data: Record<string, unknown>, key: string): string | null {
  const value = data[key];
  return typeof value === 'string' ? value : null;
}

/**
 * Performs one action of a notification (performNotificationAction with the action's own data).
 * Success: `{ ok, message }` with the server's message, the notification read in the cache, the
 * booking it acted on read again and the cached `bookings` lists evicted. Failure: spec section
 * 8's 'Failed to perform action[: reason]' or 'Network error. Please try again.'.
 */
export function usePerformNotificationAction() {
  const client = useApolloClient();
  const [run, state] = useResultMutation(PerformNotificationActionMutation, {
    update(cache, { data }, { variables }) {
      if (data?.performNotificationAction.__typename !== 'MutationPerformNotificationActionSuccess' || !variables) return;
      cache.modify({ id: cache.identify({ __typename: 'Notification', id: variables.id }), fields: { isRead: () => true } });
    },
  });

  /** Brings the booking's new state into the cache and drops the cached lists, which refetch when shown. */
  function refreshBooking(action: NotificationActionItem, result: Record<string, unknown>) {
    const bookingId = stringField(result, 'bookingId') ?? stringField(action.data, 'bookingId');
    if (!bookingId) return;
    evictRootFields(client.cache, 'bookings');
    // A declined job is no longer this cleaner's to read.
    if (action.type === 'decline') return;
    // The action itself succeeded; a failed read leaves the booking to its next load.
    client.query({ query: NotificationActionBookingQuery, variables: { id: bookingId }, fetchPolicy: 'network-only' }).catch(() => undefined);
  }

  const perform = async (notificationId: string, action: NotificationActionItem): Promise<NotificationActionOutcome> => {
    const outcome = await run({ id: notificationId, actionType: action.type, actionData: action.data });
    if (!outcome.ok) return { ok: false, message: actionFailure(outcome) };
    const payload = outcome.data.data && typeof outcome.data.data === 'object' ? (outcome.data.data as Record<string, unknown>) : {};
    if (action.type !== 'view') refreshBooking(action, payload);
    return { ok: true, message: outcome.data.message, data: payload };
  };
  return [perform, state] as const;
}

type Preference = NotificationPreferencesQuery['notificationPreferences'][number];

/**
 * Saves one or more types' settings. The cache shows the change at once (optimistic) and takes
 * the server's full list when it answers; a failure rolls the switches back. Resolves to an
 * Outcome (lib/mutation.ts).
 */
export function useSetNotificationPreferences() {
  const [run, state] = useResultMutation(SetNotificationPreferencesMutation, {
    update(cache, { data }) {
      const result = data?.setNotificationPreferences;
      if (result?.__typename !== 'MutationSetNotificationPreferencesSuccess') return;
      cache.writeQuery({ query: NotificationPreferencesDocument, data: { notificationPreferences: result.data } });
    },
  });
  const save = (changes: NotificationPreferenceInput[], current: readonly Preference[]) => {
    const optimistic = current.map((p) => {
      const change = changes.find((c) => c.type === p.type);
      return change ? { ...p, inApp: change.inApp, email: change.email } : p;
    });
    return run(
      { preferences: changes },
      {
        optimisticResponse: {
          setNotificationPreferences: {
            __typename: 'MutationSetNotificationPreferencesSuccess',
            data: optimistic.map((p) => ({ ...p, __typename: 'NotificationPreference' as const })),
          },
        },
      },
    );
  };
  return [save, state] as const;
}

/** Admin: sends itself a sample notification of `type`; resolves to its id (null when in-app is off for that type) or a failure. */
export function useSendTestNotification() {
  const [run, state] = useResultMutation(SendTestNotificationMutation);
  const send = async (type: string) => {
    const outcome = await run({ type });
    return outcome.ok ? { ok: true as const, id: outcome.data ?? null } : outcome;
  };
  return [send, state] as const;
}
