import { Fragment, useId, useState, type ReactElement } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';
import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import type { NotificationItem_NotificationFragment } from '../gql/graphql';
import { useAuth, type Role } from '../lib/auth';
import { formatRelative } from '../lib/format';
import { useToast, type ToastType } from '../lib/toast';

/** Fields a notification row renders. */
export const NotificationItem_notification = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    type
    title
    message
    isRead
    data
    createdAt
  }
`);

const NotificationBellQuery = graphql(`
  query NotificationBell {
    notifications {
      id
      ...NotificationItem_notification
    }
  }
`);

const NotificationAddedSubscription = graphql(`
  subscription NotificationBellAdded {
    notificationAdded {
      id
      ...NotificationItem_notification
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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
    }
  }
`);

/** Spec section 9: notifications poll every 30000 ms (the subscription delivers new ones at once). */
const POLL_INTERVAL_MS = 30_000;
const NOTIFICATION_TOAST_MS = 8000;

const TYPE_ICONS: Record<string, { icon: ReactElement; color: string }> = {
  booking_created: { icon: <EventAvailableIcon fontSize="small" />, color: '#1565c0' },
  booking_reminder: { icon: <AlarmIcon fontSize="small" />, color: '#ed6c02' },
  booking_accepted: { icon: <ThumbUpAltIcon fontSize="small" />, color: '#2e7d32' },
  booking_completed: { icon: <TaskAltIcon fontSize="small" />, color: '#00897b' },
  booking_declined: { icon: <CancelIcon fontSize="small" />, color: '#c62828' },
  booking_cancelled: { icon: <EventBusyIcon fontSize="small" />, color: '#6d4c41' },
  cleaner_assigned: { icon: <PersonAddAlt1Icon fontSize="small" />, color: '#7b1fa2' },
};
const DEFAULT_ICON = { icon: <NotificationsIcon fontSize="small" />, color: '#475569' };

function bookingIdOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const id = (data as Record<string, unknown>).bookingId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

function bookingPath(role: Role, bookingId: string): string {
  if (role === 'customer') return `/customer/bookings/${bookingId}`;
  if (role === 'cleaner') return '/cleaner/jobs';
  return '/admin/bookings';
}

function NotificationRow({
  notification,
  onMarkRead,
  onOpen,
  busy,
}: {
  notification: NotificationItem_NotificationFragment;
  onMarkRead: (id: string) => void;
  onOpen: (notification: NotificationItem_NotificationFragment) => void;
  busy: boolean;
}) {
  const { icon, color } = TYPE_ICONS[notification.type] ?? DEFAULT_ICON;
  const linked = bookingIdOf(notification.data) !== null;
  return (
    <ListItem
      alignItems="flex-start"
      sx={{
        gap: 1.5,
        py: 1.5,
        bgcolor: notification.isRead ? 'transparent' : 'rgba(21, 101, 192, 0.06)',
        borderLeft: 3,
        borderColor: notification.isRead ? 'transparent' : 'primary.main',
      }}
    >
      <Avatar sx={{ bgcolor: `${color}1f`, color, width: 36, height: 36 }} aria-hidden>
        {icon}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* h3 under the panel's h2 "Notifications"; a linked title is a button inside it. */}
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: notification.isRead ? 500 : 700 }}>
          {linked ? (
            <Box
              component="button"
              type="button"
              onClick={() => onOpen(notification)}
              sx={{
                all: 'unset',
                cursor: 'pointer',
                borderRadius: 1,
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              {notification.title}
            </Box>
          ) : (
            notification.title
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {notification.message}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {formatRelative(notification.createdAt)}
          </Typography>
          {!notification.isRead && (
            <Button
              size="small"
              onClick={() => onMarkRead(notification.id)}
              disabled={busy}
              aria-label={`Mark read: ${notification.title}`}
            >
              Mark read
            </Button>
          )}
        </Stack>
      </Box>
    </ListItem>
  );
}

/** Top-bar bell: unread badge (9+ above 9) and the Notifications panel, live via subscription. */
export function NotificationBell() {
  const { user } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const { data, loading, error, refetch } = useQuery(NotificationBellQuery, {
    skip: !user,
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_INTERVAL_MS,
    skipPollAttempt: () => typeof document !== 'undefined' && document.hidden,
  });

  const [markRead, markReadState] = useMutation(MarkNotificationReadMutation);
  const [markAll, markAllState] = useMutation(MarkAllNotificationsReadMutation, {
    update(cache, { data: result }) {
      if (result?.markAllNotificationsRead.__typename !== 'MutationMarkAllNotificationsReadSuccess') return;
      cache.updateQuery({ query: NotificationBellQuery }, (previous) =>
        previous ? { notifications: previous.notifications.map((n) => ({ ...n, isRead: true })) } : previous,
      );
    },
  });

  const open = (notification: NotificationItem_NotificationFragment) => {
    const bookingId = bookingIdOf(notification.data);
    if (!user || !bookingId) return;
    setAnchor(null);
    if (!notification.isRead) void handleMarkRead(notification.id);
    navigate(bookingPath(user.role, bookingId));
  };

  useSubscription(NotificationAddedSubscription, {
    skip: !user,
    onData: ({ client, data: event }) => {
      const added = event.data?.notificationAdded;
      if (!added) return;
      client.cache.updateQuery({ query: NotificationBellQuery }, (previous) => ({
        notifications: [added, ...(previous?.notifications ?? []).filter((n) => n.id !== added.id)],
      }));
      const type: ToastType = added.type.startsWith('booking') || added.type === 'cleaner_assigned' ? 'booking' : 'info';
      const bookingId = bookingIdOf(added.data);
      setTimeout(() => {
        toast.show(added.message, {
          type,
          title: added.title,
          duration: NOTIFICATION_TOAST_MS,
          action: bookingId ? { label: 'View', onClick: () => open(added) } : undefined,
        });
      }, 100);
    },
  });

  async function handleMarkRead(id: string) {
    try {
      const result = await markRead({ variables: { id } });
      const payload = result.data?.markNotificationRead;
      if (payload && payload.__typename !== 'MutationMarkNotificationReadSuccess' && 'message' in payload) {
        toast.error(payload.message);
      }
    } catch (e) {
      toast.apiError('mark the notification as read', e);
    }
  }

  async function handleMarkAll() {
    try {
      const result = await markAll();
      const payload = result.data?.markAllNotificationsRead;
      if (payload && payload.__typename !== 'MutationMarkAllNotificationsReadSuccess' && 'message' in payload) {
        toast.error(payload.message);
      }
    } catch (e) {
      toast.apiError('mark all notifications as read', e);
    }
  }

  if (!user) return null;

  const notifications = data?.notifications ?? [];
  const unread = notifications.filter((n) => !n.isRead).length;
  const isOpen = Boolean(anchor);

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          // The badge shows "9+" above 9: the name carries the same text (WCAG 2.5.3 label in name).
          aria-label={unread > 0 ? `Notifications, ${unread > 9 ? 'more than 9' : unread} unread` : 'Notifications'}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
        >
          {/* No badge at all when nothing is unread: MUI's hidden badge keeps a scaled-away "0". */}
          {unread > 0 ? (
            <Badge badgeContent={unread} max={9} color="error">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsNoneIcon />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={isOpen}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': `${panelId}-title`,
            sx: { width: { xs: 'calc(100vw - 24px)', sm: 400 }, maxHeight: 520, display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography id={`${panelId}-title`} variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>
            Notifications
          </Typography>
          <Chip size="small" color={unread > 0 ? 'primary' : 'default'} label={`${unread} unread`} />
          <Button
            size="small"
            startIcon={<DoneAllIcon />}
            onClick={() => void handleMarkAll()}
            disabled={unread === 0 || markAllState.loading}
          >
            Mark all as read
          </Button>
        </Stack>
        <Divider />
        <Box sx={{ overflowY: 'auto', flex: 1 }}>
          {loading && notifications.length === 0 ? (
            <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true" aria-label="Loading notifications">
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
            <Stack spacing={1} sx={{ alignItems: 'center', py: 6, px: 2, color: 'text.secondary' }}>
              <NotificationsNoneIcon sx={{ fontSize: 40 }} aria-hidden />
              <Typography>No notifications yet</Typography>
            </Stack>
          ) : (
            <List disablePadding aria-label="Notifications">
              {notifications.map((notification, index) => (
                <Fragment key={notification.id}>
                  {index > 0 && <Divider component="li" aria-hidden />}
                  <NotificationRow
                    notification={notification}
                    onMarkRead={(id) => void handleMarkRead(id)}
                    onOpen={open}
                    busy={markReadState.loading}
                  />
                </Fragment>
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}

export default NotificationBell;
