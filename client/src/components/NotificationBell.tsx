import { Fragment, useId, useRef, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { useResultMutation } from '../lib/mutation';
import type { NotificationRow_NotificationFragment } from '../gql/graphql';
import { useAuth } from '../lib/auth';
import { useToast, type ToastAction, type ToastType } from '../lib/toast';
import { NotificationRow } from './notifications/NotificationRow';
import { BellButton, BellPanel, NoNotifications, UnreadMessagesRow } from './notifications/BellParts';
import { messagesTarget, useUnreadMessageCount } from './notifications/unreadMessages';
import { usePerformNotificationAction } from './notifications/notificationMutations';
import {
  actionAlert,
  buttonActions,
  notificationTarget,
  parseNotificationActions,
  requestDeadline,
  toastActions,
  type NotificationActionItem,
} from './notifications/notificationModel';
import { formatAnswerBy, formatTimeLeft, isPast } from './booking/timeLeft';
import { evictRootFields } from '../lib/apolloCache';

const NotificationBellQuery = graphql(`
  query NotificationBell {
    notifications {
      id
      ...NotificationRow_notification
    }
  }
`);

const NotificationAddedSubscription = graphql(`
  subscription NotificationBellAdded {
    notificationAdded {
      id
      ...NotificationRow_notification
    }
  }
`);

const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      __typename
      ... on MutationMarkNotificationReadSuccess {
        data {
          id
          isRead
        }
      }
      ...ErrorFields
    }
  }
`);

const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      __typename
      ... on MutationMarkAllNotificationsReadSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);

/** Spec section 9: notifications poll every 30000 ms (the subscription delivers new ones at once). */
const POLL_INTERVAL_MS = 30_000;
const NOTIFICATION_TOAST_MS = 8000;

type Notification = NotificationRow_NotificationFragment;

/**
 * Top-bar bell (spec section 2 "Notification bell", docs/decisions/0021): unread
 * badge (9+ above 9) and the Notifications panel, live via the `notificationAdded` subscription
 * (each new one also shows as a toast with at most 2 action buttons, spec section 4). Every
 * notification shows its action buttons (accept, decline, ...; `view` is the item click) and Mark
 * read; an action runs performNotificationAction with the action's data. A request to a cleaner
 * (docs/decisions/0027: `data.expiresAt` with accept and decline) shows its deadline in the toast, brings the
 * cleaner's job lists up to date, and loses its buttons once the deadline has passed.
 * Unread booking messages (docs/decisions/0034) add to the badge and show as a "Messages" row leading to the
 * user's bookings or jobs.
 */
export function NotificationBell() {
  const { user } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** The action running, as `${notificationId}:${actionType}` (one at a time: no double submits). */
  const [running, setRunning] = useState<string | null>(null);
  const runningRef = useRef<string | null>(null);
  /** Notifications acted on in this session: their buttons are done. */
  const [acted, setActed] = useState<ReadonlySet<string>>(() => new Set());
  /** The live toast of each notification, removed when the notification is acted on from the panel. */
  const toastIds = useRef(new Map<string, string>());

  const unreadMessages = useUnreadMessageCount(!user);
  const { data, loading, error, refetch } = useQuery(NotificationBellQuery, {
    skip: !user,
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_INTERVAL_MS,
    skipPollAttempt: () => typeof document !== 'undefined' && document.hidden,
  });

  const [markRead, markReadState] = useResultMutation(MarkNotificationReadMutation);
  const [markAll, markAllState] = useResultMutation(MarkAllNotificationsReadMutation, {
    update(cache, { data: result }) {
      if (result?.markAllNotificationsRead.__typename !== 'MutationMarkAllNotificationsReadSuccess') return;
      cache.updateQuery({ query: NotificationBellQuery }, (previous) =>
        previous ? { notifications: previous.notifications.map((n) => ({ ...n, isRead: true })) } : previous,
      );
    },
  });
  const [perform] = usePerformNotificationAction();

  const targetOf = (notification: Notification): string | null =>
    user ? notificationTarget(user.role, notification.data, parseNotificationActions(notification.actions)) : null;

  /** The item click and the `view` action: mark it read and go where it leads. */
  const open = (notification: Notification) => {
    const target = targetOf(notification);
    if (!target) return;
    setAnchor(null);
    if (!notification.isRead) void handleMarkRead(notification.id);
    navigate(target);
  };

  /**
   * Runs one action. Resolves to true when it succeeded (the toast it came from then closes), false
   * when it failed (the toast stays so it can be tried again) or another action is still running.
   */
  async function runAction(notification: Notification, action: NotificationActionItem): Promise<boolean> {
    if (action.type === 'view') {
      open(notification);
      return true;
    }
    if (runningRef.current) return false;
    const key = `${notification.id}:${action.type}`;
    runningRef.current = key;
    setRunning(key);
    const outcome = await perform(notification.id, action);
    runningRef.current = null;
    setRunning(null);
    if (!outcome.ok) {
      toast.error(actionAlert(outcome.message));
      return false;
    }
    toast.success(outcome.message);
    setActed((previous) => new Set(previous).add(notification.id));
    const toastId = toastIds.current.get(notification.id);
    if (toastId) {
      toastIds.current.delete(notification.id);
      toast.dismiss(toastId);
    }
    return true;
  }

  useSubscription(NotificationAddedSubscription, {
    skip: !user,
    onData: ({ client, data: event }) => {
      const added = event.data?.notificationAdded;
      if (!added) return;
      client.cache.updateQuery({ query: NotificationBellQuery }, (previous) => ({
        notifications: [added, ...(previous?.notifications ?? []).filter((n) => n.id !== added.id)],
      }));
      const parsed = parseNotificationActions(added.actions);
      const deadline = requestDeadline(added.data, parsed);
      // A new request: the cached job lists refetch where shown ("Requests for you" on /cleaner/jobs).
      if (deadline) {
        evictRootFields(client.cache, 'bookings');
      }
      const type: ToastType = added.type.startsWith('booking') || added.type === 'cleaner_assigned' || added.type === 'matching_update' || deadline ? 'booking' : 'info';
      const message = deadline ? `${added.message} ${formatAnswerBy(deadline)} (${formatTimeLeft(deadline)}).` : added.message;
      const buttons: ToastAction[] = toastActions(parsed).map((action) => ({
        label: action.label,
        onClick: async () => {
          const done = await runAction(added, action);
          if (done) toastIds.current.delete(added.id);
          return done;
        },
      }));
      // A notification that leads somewhere but carries no buttons still gets "View".
      if (buttons.length === 0 && targetOf(added)) buttons.push({ label: 'View', onClick: () => open(added) });
      // Spec section 4: the notification toast appears after 100 ms and lives 8 s.
      setTimeout(() => {
        const toastId = toast.show(message, { type, title: added.title, duration: NOTIFICATION_TOAST_MS, actions: buttons });
        toastIds.current.set(added.id, toastId);
      }, 100);
    },
  });

  async function handleMarkRead(id: string) {
    const outcome = await markRead({ id });
    if (!outcome.ok) toast.apiError('mark the notification as read', outcome.error);
  }

  async function handleMarkAll() {
    const outcome = await markAll({});
    if (!outcome.ok) toast.apiError('mark all notifications as read', outcome.error);
  }

  /** Done: acted on in this session, or a request whose deadline has passed. */
  const actedOn = (notification: Notification) => {
    if (acted.has(notification.id)) return true;
    const deadline = requestDeadline(notification.data, parseNotificationActions(notification.actions));
    return deadline !== null && isPast(deadline);
  };

  if (!user) return null;

  const messagesPath = messagesTarget(user.role);
  const openMessages = messagesPath
    ? () => {
        setAnchor(null);
        navigate(messagesPath);
      }
    : null;
  const notifications = data?.notifications ?? [];
  const unread = notifications.filter((n) => !n.isRead).length;
  const isOpen = Boolean(anchor);

  return (
    <>
      <BellButton
        name="Notifications"
        tooltip="Notifications"
        color="inherit"
        unread={unread}
        messages={unreadMessages}
        panelId={panelId}
        isOpen={isOpen}
        onOpen={setAnchor}
      />
      <BellPanel
        panelId={panelId}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        unread={unread}
        onMarkAll={() => void handleMarkAll()}
        markAllBusy={markAllState.loading}
        before={unreadMessages > 0 ? <UnreadMessagesRow count={unreadMessages} onOpen={openMessages} /> : undefined}
      >
        {loading && notifications.length === 0 ? (
          <Stack spacing={1.5} sx={{ p: 2 }} role="status" aria-busy="true" aria-label="Loading notifications">
            {[0, 1, 2].map((i) => (
              <Stack key={i} direction="row" spacing={1.5}>
                <Skeleton variant="circular" width={36} height={36} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="90%" />
                </Box>
              </Stack>
            ))}
          </Stack>
        ) : error && notifications.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            We couldn't load your notifications.
          </Alert>
        ) : notifications.length === 0 ? (
          <NoNotifications />
        ) : (
          <List disablePadding aria-label="Notifications">
            {notifications.map((notification, index) => (
              <Fragment key={notification.id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <NotificationRow
                  notification={notification}
                  actions={actedOn(notification) ? [] : buttonActions(parseNotificationActions(notification.actions))}
                  onOpen={targetOf(notification) ? () => open(notification) : null}
                  onMarkRead={() => void handleMarkRead(notification.id)}
                  onAction={(action) => void runAction(notification, action)}
                  runningAction={running?.startsWith(`${notification.id}:`) ? running.slice(notification.id.length + 1) : null}
                  busy={markReadState.loading || running !== null}
                />
              </Fragment>
            ))}
          </List>
        )}
      </BellPanel>
    </>
  );
}

export default NotificationBell;
