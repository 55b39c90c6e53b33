/**
 * Notification queries and mutations shared by the bell, the profile pages' settings and the
 * admin test page (issue 9), one hook per mutation with its cache update next to it:
 * - performNotificationAction: marks the notification read in the cache and, for an action on a
 *   booking, brings that booking's new state into the cache and moves it between the cached
 *   `bookings` list pages (lib/bookingLists.ts), the way the cleaner's own job buttons do;
 * - setNotificationPreferences: optimistic, writes the returned list over `notificationPreferences`;
 * - sendTestNotification: nothing to update; the notification arrives through the live bell.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { NotificationPreferenceInput, NotificationPreferencesQuery } from '../../gql/graphql';
import { matchesStatus, placeBookingInLists } from '../../lib/bookingLists';
import { defaultMessage, errorMessage, mutationErrorMessage } from '../../lib/errors';
import { actionFailureFromError, actionFailureFromResult, type NotificationActionItem } from './notificationModel';

/** Every notification type with its label and the caller's setting (spec: issue 9 "Notification settings"). */
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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
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
 * Success: `{ ok, message }` with the server's message, the notification read in the cache and the
 * booking it acted on refreshed and moved between cached lists. Failure: spec section 8's
 * 'Failed to perform action[: reason]' or 'Network error. Please try again.'.
 */
export function usePerformNotificationAction() {
  const client = useApolloClient();
  const [mutate, state] = useMutation(PerformNotificationActionMutation, {
    update(cache, { data }, { variables }) {
      if (data?.performNotificationAction.__typename !== 'MutationPerformNotificationActionSuccess' || !variables) return;
      cache.modify({ id: cache.identify({ __typename: 'Notification', id: variables.id }), fields: { isRead: () => true } });
    },
  });

  /** Brings the booking's new state into the cache and places it in the cached lists it now belongs to. */
  async function refreshBooking(action: NotificationActionItem, result: Record<string, unknown>) {
    const bookingId = stringField(result, 'bookingId') ?? stringField(action.data, 'bookingId');
    if (!bookingId) return;
    if (action.type === 'decline') {
      // A declined job leaves every list of this cleaner (as CleanerRejectBooking does).
      placeBookingInLists(client.cache, bookingId, () => false);
      return;
    }
    try {
      const { data } = await client.query({ query: NotificationActionBookingQuery, variables: { id: bookingId }, fetchPolicy: 'network-only' });
      const status = data?.booking.status;
      if (status) placeBookingInLists(client.cache, bookingId, (list) => list.scope !== 'OPEN' && matchesStatus(list, status));
    } catch {
      // The action itself succeeded; the lists catch up on their next load.
    }
  }

  const perform = async (notificationId: string, action: NotificationActionItem): Promise<NotificationActionOutcome> => {
    try {
      const { data } = await mutate({ variables: { id: notificationId, actionType: action.type, actionData: action.data } });
      const result = data?.performNotificationAction;
      if (result?.__typename === 'MutationPerformNotificationActionSuccess') {
        const payload = result.data.data && typeof result.data.data === 'object' ? (result.data.data as Record<string, unknown>) : {};
        if (action.type !== 'view') void refreshBooking(action, payload);
        return { ok: true, message: result.data.message, data: payload };
      }
      return { ok: false, message: actionFailureFromResult(result && 'message' in result ? result : null) };
    } catch (error) {
      return { ok: false, message: actionFailureFromError(error) };
    }
  };
  return [perform, state] as const;
}

type Preference = NotificationPreferencesQuery['notificationPreferences'][number];

/**
 * Saves one or more types' settings. The cache shows the change at once (optimistic) and takes
 * the server's full list when it answers; a failure rolls the switches back.
 */
export function useSetNotificationPreferences() {
  const [mutate, state] = useMutation(SetNotificationPreferencesMutation, {
    update(cache, { data }) {
      const result = data?.setNotificationPreferences;
      if (result?.__typename !== 'MutationSetNotificationPreferencesSuccess') return;
      cache.writeQuery({ query: NotificationPreferencesDocument, data: { notificationPreferences: result.data } });
    },
  });
  const save = async (changes: NotificationPreferenceInput[], current: readonly Preference[]): Promise<{ ok: true } | { ok: false; message: string }> => {
    const optimistic = current.map((p) => {
      const change = changes.find((c) => c.type === p.type);
      return change ? { ...p, inApp: change.inApp, email: change.email } : p;
    });
    try {
      const { data } = await mutate({
        variables: { preferences: changes },
        optimisticResponse: {
          setNotificationPreferences: {
            __typename: 'MutationSetNotificationPreferencesSuccess',
            data: optimistic.map((p) => ({ ...p, __typename: 'NotificationPreference' as const })),
          },
        },
      });
      const result = data?.setNotificationPreferences;
      if (result?.__typename === 'MutationSetNotificationPreferencesSuccess') return { ok: true };
      return { ok: false, message: result && 'message' in result ? mutationErrorMessage(result) : defaultMessage('UNKNOWN_ERROR') };
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [save, state] as const;
}

/** Admin: sends itself a sample notification of `type`; resolves to its id (null when in-app is off for that type). */
export function useSendTestNotification() {
  const [mutate, state] = useMutation(SendTestNotificationMutation);
  const send = async (type: string): Promise<{ ok: true; id: string | null } | { ok: false; message: string }> => {
    try {
      const { data } = await mutate({ variables: { type } });
      const result = data?.sendTestNotification;
      if (!result) return { ok: true, id: null };
      if (result.__typename === 'MutationSendTestNotificationSuccess') return { ok: true, id: result.data };
      return { ok: false, message: 'message' in result ? mutationErrorMessage(result) : defaultMessage('UNKNOWN_ERROR') };
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [send, state] as const;
}
