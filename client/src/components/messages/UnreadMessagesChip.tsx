import Chip from '@mui/material/Chip';
import ChatBubbleRounded from '@mui/icons-material/ChatBubbleRounded';

/** "2 unread messages" on a booking in a list (docs/decisions/0034); nothing when all are read. */
export function UnreadMessagesChip({ count }: { count: number | null | undefined }) {
  if (!count) return null;
  return (
    <Chip
      size="small"
      color="primary"
      icon={<ChatBubbleRounded aria-hidden />}
      label={`${count > 9 ? '9+' : count} unread ${count === 1 ? 'message' : 'messages'}`}
    />
  );
}
