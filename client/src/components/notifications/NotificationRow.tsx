import { useId, type ReactElement } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AlarmIcon from '@mui/icons-material/Alarm';
import CancelIcon from '@mui/icons-material/Cancel';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import StarRateIcon from '@mui/icons-material/StarRate';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { graphql } from '../../gql';
import type { NotificationRow_NotificationFragment } from '../../gql/graphql';
import { formatRelative } from '../../lib/format';
import type { NotificationActionItem } from './notificationModel';

/** Fields a notification row renders (and the toast of a live notification). */
export const NotificationRow_notification = graphql(`
  fragment NotificationRow_notification on Notification {
    id
    type
    title
    message
    isRead
    data
    actions
    createdAt
  }
`);

type Tone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/** Spec section 2: notification types get icons (theme colours); unknown types get the bell. */
const TYPE_ICONS: Record<string, { icon: ReactElement; tone: Tone }> = {
  booking_created: { icon: <EventAvailableIcon fontSize="small" />, tone: 'primary' },
  booking_reminder: { icon: <AlarmIcon fontSize="small" />, tone: 'warning' },
  booking_accepted: { icon: <ThumbUpAltIcon fontSize="small" />, tone: 'success' },
  booking_completed: { icon: <TaskAltIcon fontSize="small" />, tone: 'secondary' },
  booking_declined: { icon: <CancelIcon fontSize="small" />, tone: 'error' },
  booking_cancelled: { icon: <EventBusyIcon fontSize="small" />, tone: 'error' },
  booking_updated: { icon: <EditCalendarIcon fontSize="small" />, tone: 'info' },
  cleaner_assigned: { icon: <PersonAddAlt1Icon fontSize="small" />, tone: 'info' },
  matching_update: { icon: <PersonSearchIcon fontSize="small" />, tone: 'info' },
  booking_unmatched: { icon: <PersonSearchIcon fontSize="small" />, tone: 'warning' },
  booking_paid: { icon: <PaymentsIcon fontSize="small" />, tone: 'success' },
  payment_succeeded: { icon: <CreditCardIcon fontSize="small" />, tone: 'success' },
  payment_refunded: { icon: <CurrencyExchangeIcon fontSize="small" />, tone: 'info' },
  payout_paid: { icon: <PaymentsIcon fontSize="small" />, tone: 'success' },
  ticket_reply: { icon: <SupportAgentIcon fontSize="small" />, tone: 'primary' },
  ticket_status: { icon: <SupportAgentIcon fontSize="small" />, tone: 'info' },
  ticket_assigned: { icon: <SupportAgentIcon fontSize="small" />, tone: 'secondary' },
  problem_reported: { icon: <ReportProblemIcon fontSize="small" />, tone: 'warning' },
  review_received: { icon: <StarRateIcon fontSize="small" />, tone: 'warning' },
  membership_started: { icon: <WorkspacePremiumIcon fontSize="small" />, tone: 'secondary' },
  membership_renewed: { icon: <WorkspacePremiumIcon fontSize="small" />, tone: 'secondary' },
  membership_renewal_failed: { icon: <WorkspacePremiumIcon fontSize="small" />, tone: 'error' },
  membership_cancelled: { icon: <WorkspacePremiumIcon fontSize="small" />, tone: 'warning' },
  freelancer_approved: { icon: <VerifiedUserIcon fontSize="small" />, tone: 'success' },
  freelancer_rejected: { icon: <PersonOffIcon fontSize="small" />, tone: 'error' },
};
const DEFAULT_ICON: { icon: ReactElement; tone: Tone } = { icon: <NotificationsIcon fontSize="small" />, tone: 'primary' };

export interface NotificationRowProps {
  notification: NotificationRow_NotificationFragment;
  /** The buttons to show (every action but `view`; none once acted on). */
  actions: readonly NotificationActionItem[];
  /** Where the title leads (the `view` action); null: the title is plain text. */
  onOpen: (() => void) | null;
  onMarkRead: () => void;
  onAction: (action: NotificationActionItem) => void;
  /** The action type running for this row, if any. */
  runningAction: string | null;
  /** Another request of the bell runs (mark read). */
  busy: boolean;
}

/**
 * One notification in the bell's panel (spec section 2 "Notification bell"): type icon, title
 * (a button that opens it when it leads somewhere), message, age, its action buttons (accept,
 * decline, ...) and Mark read. Data: the `notifications` query and live `notificationAdded`.
 */
export function NotificationRow({ notification, actions, onOpen, onMarkRead, onAction, runningAction, busy }: NotificationRowProps) {
  const { icon, tone } = TYPE_ICONS[notification.type] ?? DEFAULT_ICON;
  const titleId = useId();
  const acting = runningAction !== null;
  return (
    <ListItem
      alignItems="flex-start"
      sx={{
        gap: 1.5,
        py: 1.5,
        bgcolor: (theme) => (notification.isRead ? 'transparent' : alpha(theme.palette.primary.main, 0.06)),
        borderLeft: 3,
        borderColor: notification.isRead ? 'transparent' : 'primary.main',
      }}
    >
      <Avatar
        sx={{ bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12), color: `${tone}.main`, width: 36, height: 36 }}
        aria-hidden
      >
        {icon}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* h3 under the panel's h2 "Notifications"; a linked title is a button inside it. */}
        <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: notification.isRead ? 500 : 700, overflowWrap: 'anywhere' }}>
          {onOpen ? (
            <Box
              component="button"
              type="button"
              onClick={onOpen}
              sx={{
                all: 'unset',
                cursor: 'pointer',
                borderRadius: 1,
                '&:hover': { textDecoration: 'underline' },
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
        {actions.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {actions.map((action, index) => (
              <Button
                key={action.type}
                size="small"
                variant={index === 0 ? 'contained' : 'outlined'}
                color={action.type === 'decline' || action.type === 'cancel' ? 'error' : 'primary'}
                disabled={acting}
                aria-describedby={titleId}
                onClick={() => onAction(action)}
                startIcon={runningAction === action.type ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {formatRelative(notification.createdAt)}
          </Typography>
          {!notification.isRead && (
            <Button size="small" onClick={onMarkRead} disabled={busy || acting} aria-label={`Mark read: ${notification.title}`}>
              Mark read
            </Button>
          )}
        </Stack>
      </Box>
    </ListItem>
  );
}
