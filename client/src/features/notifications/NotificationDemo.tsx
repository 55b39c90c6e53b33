/**
 * The local half of /notification-test, open to anyone (spec section 2 lists the page as public):
 * every toast type at any position (spec section 2 "Toasts", durations of section 9), and a demo
 * bell whose items are made in the page. Nothing here calls the server: the toasts go through
 * the app's toast API (lib/toast.tsx) and the bell items are React state rendered with the real
 * bell's row (components/notifications/NotificationRow.tsx), so a visitor sees what signed-in
 * users get without an account and without a write.
 */
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddAlertRounded from '@mui/icons-material/AddAlertRounded';
import type { NotificationRow_NotificationFragment } from '../../gql/graphql';
import { NotificationRow } from '../../components/notifications/NotificationRow';
import { BellButton, BellPanel, NoNotifications } from '../../components/notifications/BellParts';
import {
  buttonActions,
  parseNotificationActions,
  toastActions,
  type NotificationActionItem,
} from '../../components/notifications/notificationModel';
import { useToast, type ToastPosition, type ToastType } from '../../lib/toast';

/** Spec section 2 "Toasts": the types, each with a sample message. */
export const DEMO_TOASTS: readonly { type: ToastType; label: string; title: string; message: string }[] = [
  { type: 'success', label: 'Success', title: 'Saved', message: 'Your profile changes were saved.' },
  { type: 'error', label: 'Error', title: 'Something went wrong', message: 'Failed to update user data' },
  { type: 'warning', label: 'Warning', title: 'Heads up', message: 'Your booking starts in less than 24 hours.' },
  { type: 'info', label: 'Info', title: 'Did you know?', message: 'Members pay from $18/hour.' },
  { type: 'loading', label: 'Loading', title: 'Working on it', message: 'Processing your request…' },
  { type: 'booking', label: 'Booking', title: 'Booking confirmed', message: 'Your Deep Cleaning is booked for Friday at 10:00 AM.' },
  { type: 'payment', label: 'Payment', title: 'Payment received', message: 'We received your payment of $135.00.' },
  { type: 'service', label: 'Service', title: 'New service', message: 'Window cleaning is now available in your city.' },
];

/** Spec section 2 "Toasts": the positions; top-right is the default. */
export const DEMO_POSITIONS: readonly { value: ToastPosition; label: string }[] = [
  { value: 'top-right', label: 'Top right (default)' },
  { value: 'top-center', label: 'Top center' },
  { value: 'top-left', label: 'Top left' },
  { value: 'bottom-right', label: 'Bottom right' },
  { value: 'bottom-center', label: 'Bottom center' },
  { value: 'bottom-left', label: 'Bottom left' },
];

/** How long the demo "long action" runs before its loading toast turns into a success (ms). */
const DEMO_LOADING_MS = 2500;
/** Spec sections 4 and 9: a notification toast appears after 100 ms and lives 8 s. */
const NOTIFICATION_TOAST_DELAY_MS = 100;
const NOTIFICATION_TOAST_MS = 8000;

/** Sample notifications for the demo bell: real types (their icons) and one unknown type (the default bell). */
const DEMO_NOTIFICATIONS: readonly { type: string; label: string; title: string; message: string; actions: unknown[] }[] = [
  {
    type: 'booking_created',
    label: 'Job request (accept or decline)',
    title: 'New job request',
    message: 'Standard Cleaning, Friday at 10:00 AM, 3 hours, 94110.',
    actions: [
      { type: 'accept', label: 'Accept', data: {} },
      { type: 'decline', label: 'Decline', data: {} },
    ],
  },
  {
    type: 'booking_accepted',
    label: 'Booking accepted',
    title: 'Booking confirmed',
    message: 'Your cleaner accepted your Deep Cleaning on Friday at 10:00 AM.',
    actions: [],
  },
  {
    type: 'payment_succeeded',
    label: 'Payment received',
    title: 'Payment received',
    message: 'Your payment of $135.00 went through.',
    actions: [],
  },
  {
    type: 'ticket_reply',
    label: 'Support reply',
    title: 'New reply to your ticket',
    message: 'Support answered your question about rescheduling.',
    actions: [],
  },
  {
    type: 'demo_other',
    label: 'Unknown type (default icon)',
    title: 'Something else happened',
    message: 'Notification types the app does not know get the bell icon.',
    actions: [],
  },
];

type DemoNotification = NotificationRow_NotificationFragment;

/** Local toasts of every type and position. */
function ToastDemo() {
  const toast = useToast();
  const headingId = useId();
  const [position, setPosition] = useState<ToastPosition>('top-right');
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  function show(sample: (typeof DEMO_TOASTS)[number]) {
    if (sample.type !== 'loading') {
      toast.show(sample.message, { type: sample.type, title: sample.title, position });
      return;
    }
    // A long action: the loading toast stays until the work ends, then a success replaces it.
    const id = toast.loading(sample.message, { title: sample.title, position });
    timers.current.push(
      window.setTimeout(() => {
        toast.dismiss(id);
        toast.success('Done: the demo action finished.', { position });
      }, DEMO_LOADING_MS),
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Toasts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Each button shows a toast of that type, only in this browser: nothing is sent. Toasts close after 4 seconds (errors after 8); the
        loading one stands for a long action and turns into a success when it ends.
      </Typography>
      <TextField
        select
        label="Position"
        value={position}
        onChange={(event) => setPosition(event.target.value as ToastPosition)}
        sx={{ minWidth: 220, mb: 2 }}
      >
        {DEMO_POSITIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {DEMO_TOASTS.map((sample) => (
          <Button key={sample.type} variant="outlined" onClick={() => show(sample)} aria-label={`Show ${sample.label.toLowerCase()} toast`}>
            {sample.label}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}

/** A bell like the top bar's, whose notifications are made in this page. */
function BellDemo() {
  const toast = useToast();
  const headingId = useId();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState(DEMO_NOTIFICATIONS[0]!.type);
  const [items, setItems] = useState<DemoNotification[]>([]);
  const [acted, setActed] = useState<ReadonlySet<string>>(() => new Set());
  const counter = useRef(0);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const unread = items.filter((item) => !item.isRead).length;
  const isOpen = Boolean(anchor);

  const markRead = (id: string) => setItems((previous) => previous.map((item) => (item.id === id ? { ...item, isRead: true } : item)));

  /** A demo action: marks the item done and read, and says what would have happened. */
  function act(item: DemoNotification, action: NotificationActionItem): boolean {
    setActed((previous) => new Set(previous).add(item.id));
    markRead(item.id);
    toast.success(`${action.label}: done in the demo. Nothing was sent.`);
    return true;
  }

  function add() {
    const sample = DEMO_NOTIFICATIONS.find((n) => n.type === chosen) ?? DEMO_NOTIFICATIONS[0]!;
    counter.current += 1;
    const item: DemoNotification = {
      id: `demo-${counter.current}`,
      type: sample.type,
      title: sample.title,
      message: sample.message,
      isRead: false,
      data: {},
      actions: sample.actions,
      createdAt: new Date().toISOString(),
    };
    setItems((previous) => [item, ...previous]);
    // As a live notification does: a toast with at most two buttons, after 100 ms, for 8 s.
    const buttons = toastActions(parseNotificationActions(item.actions)).map((action) => ({
      label: action.label,
      onClick: () => act(item, action),
    }));
    timers.current.push(
      window.setTimeout(() => {
        toast.show(item.message, {
          type: item.type.startsWith('booking') ? 'booking' : item.type.startsWith('payment') ? 'payment' : 'info',
          title: item.title,
          duration: NOTIFICATION_TOAST_MS,
          actions: buttons,
        });
      }, NOTIFICATION_TOAST_DELAY_MS),
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Notification bell
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Add a sample notification: it pops up as a toast and lands in this demo bell, with its icon, unread badge (9+ above 9), Mark read,
        Mark all as read and its buttons. It all stays in this page.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          label="Sample notification"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ flex: '1 1 240px', minWidth: 0 }}
        >
          {DEMO_NOTIFICATIONS.map((sample) => (
            <MenuItem key={sample.type} value={sample.type}>
              {sample.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={add} startIcon={<AddAlertRounded />}>
          Add demo notification
        </Button>
        <BellButton name="Demo notifications" unread={unread} panelId={panelId} isOpen={isOpen} onOpen={setAnchor} sx={{ border: 1, borderColor: 'divider' }} />
      </Box>
      <BellPanel
        panelId={panelId}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        unread={unread}
        onMarkAll={() => setItems((previous) => previous.map((item) => ({ ...item, isRead: true })))}
      >
        {items.length === 0 ? (
          <NoNotifications />
        ) : (
          <List disablePadding aria-label="Notifications">
            {items.map((item, index) => (
              <Fragment key={item.id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <NotificationRow
                  notification={item}
                  actions={acted.has(item.id) ? [] : buttonActions(parseNotificationActions(item.actions))}
                  onOpen={null}
                  onMarkRead={() => markRead(item.id)}
                  onAction={(action) => act(item, action)}
                  runningAction={null}
                  busy={false}
                />
              </Fragment>
            ))}
          </List>
        )}
      </BellPanel>
    </Paper>
  );
}

/** The visitor's demo: toasts and a local bell. */
export function NotificationDemo() {
  return (
    <>
      <ToastDemo />
      <BellDemo />
    </>
  );
}
