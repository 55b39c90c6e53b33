import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

/** "3 unread", "more than 9 unread". */
function unreadWords(count: number): string {
  return `${count > 9 ? 'more than 9' : count} unread`;
}

/**
 * The bell's button: the unread count as a badge (9+ above 9) and in its name ("Notifications, 3
 * unread"; WCAG 2.5.3 label in name), opening the panel `panelId`. `name` is the button's name
 * without the count; `tooltip` adds a tooltip. Unread booking messages (`messages`, docs/decisions/0034) add to
 * the badge and to the name ("Notifications, 3 unread, 2 unread messages").
 */
export function BellButton({
  name,
  unread,
  messages = 0,
  panelId,
  isOpen,
  onOpen,
  color,
  tooltip,
  sx,
}: {
  name: string;
  unread: number;
  /** Unread booking messages. */
  messages?: number;
  panelId: string;
  isOpen: boolean;
  onOpen: (anchor: HTMLElement) => void;
  color?: 'inherit';
  tooltip?: string;
  sx?: SxProps<Theme>;
}) {
  const button = (
    <IconButton
      color={color}
      onClick={(event) => onOpen(event.currentTarget)}
      aria-label={[name, unread > 0 ? unreadWords(unread) : null, messages > 0 ? `${unreadWords(messages)} ${messages === 1 ? 'message' : 'messages'}` : null].filter(Boolean).join(', ')}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      sx={sx}
    >
      {/* No badge at all when nothing is unread: MUI's hidden badge keeps a scaled-away "0". */}
      {unread + messages > 0 ? (
        <Badge badgeContent={unread + messages} max={9} color="error">
          <NotificationsIcon />
        </Badge>
      ) : (
        <NotificationsNoneIcon />
      )}
    </IconButton>
  );
  return tooltip ? <Tooltip title={tooltip}>{button}</Tooltip> : button;
}

/** The bell's panel: a dialog under the button with the unread count, "Mark all as read" and the list (`children`). */
export function BellPanel({
  panelId,
  anchor,
  onClose,
  unread,
  onMarkAll,
  markAllBusy = false,
  before,
  children,
}: {
  panelId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  unread: number;
  onMarkAll: () => void;
  markAllBusy?: boolean;
  /** Shown above the list (the unread messages row). */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
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
        <Button size="small" startIcon={<DoneAllIcon />} onClick={onMarkAll} disabled={unread === 0 || markAllBusy}>
          Mark all as read
        </Button>
      </Stack>
      <Divider />
      {before}
      <Box sx={{ overflowY: 'auto', flex: 1 }}>{children}</Box>
    </Popover>
  );
}

/** What the panel shows with no notification. */
export function NoNotifications() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <NotificationsNoneIcon sx={{ fontSize: 40 }} aria-hidden />
      <Typography>No notifications yet</Typography>
    </Stack>
  );
}

/**
 * The panel's "Messages" row (docs/decisions/0034): how many booking messages wait unread, leading to where
 * they are (`onOpen`, null when there is no such page for the user).
 */
export function UnreadMessagesRow({ count, onOpen }: { count: number; onOpen: (() => void) | null }) {
  const text = `${count > 9 ? 'More than 9' : count} unread ${count === 1 ? 'message' : 'messages'}`;
  const content = (
    <>
      <ChatBubbleOutlineRounded color="primary" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0, textAlign: 'left' }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block', fontWeight: 700 }}>
          Messages
        </Typography>
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {text} about your bookings
        </Typography>
      </Box>
      {onOpen && <ChevronRightRounded aria-hidden sx={{ color: 'text.secondary' }} />}
    </>
  );
  return (
    <>
      {onOpen ? (
        <Button onClick={onOpen} color="inherit" sx={{ justifyContent: 'flex-start', gap: 1.5, px: 2, py: 1.25, borderRadius: 0, textTransform: 'none' }} fullWidth>
          {content}
        </Button>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1.25 }}>
          {content}
        </Stack>
      )}
      <Divider />
    </>
  );
}
