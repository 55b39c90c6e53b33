import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { MessageThread_ThreadFragment } from '../../gql/graphql';
import { MessageThread, type ThreadViewer } from './MessageThread';

/** "Messages" / "Messages, 2 unread": the name of a button leading to a thread. */
export function messagesButtonName(unreadCount: number): string {
  return unreadCount > 0 ? `Messages, ${unreadCount} unread` : 'Messages';
}

/**
 * "Messages" with the thread's unread count as a badge, opening the thread in a dialog (full screen
 * on phones): the cleaner's job card (docs/decisions/0034). `subject` names the job in the dialog's title.
 */
export function MessagesDialogButton({
  bookingId,
  thread,
  viewer,
  subject,
  disabled = false,
}: {
  bookingId: string;
  thread: MessageThread_ThreadFragment;
  viewer: ThreadViewer;
  subject: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={messagesButtonName(thread.unreadCount)}
        startIcon={
          <Badge badgeContent={thread.unreadCount} color="error" max={9} invisible={thread.unreadCount === 0}>
            <ChatBubbleOutlineRounded />
          </Badge>
        }
      >
        Messages
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pr: 1 }}>
          <DialogTitle id={titleId} sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
            Messages: {subject}
          </DialogTitle>
          <IconButton onClick={() => setOpen(false)} aria-label="Close messages">
            <CloseRounded />
          </IconButton>
        </Stack>
        <DialogContent sx={{ pt: 0 }}>
          {open && <MessageThread bookingId={bookingId} thread={thread} viewer={viewer} hideTitle maxHeight={{ xs: '50vh', sm: 420 }} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
