import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import type { MessageThread_ThreadFragment } from '../../gql/graphql';
import { MessageThread } from './MessageThread';

/**
 * The messages of a booking in the admin's booking drawer (docs/decisions/0034):
 * reading is recorded in the audit trail, so the thread loads only when
 * the admin chooses "Read messages"; then the admin reads and may post as support. `onRead` runs
 * once the messages have loaded, i.e. once the read is recorded (the drawer reloads its audit list).
 */
export function AdminMessagesSection({ bookingId, thread, onRead }: { bookingId: string; thread: MessageThread_ThreadFragment; onRead?: () => void }) {
  const [reading, setReading] = useState(false);
  if (reading) {
    return (
      <Box sx={{ mt: 3 }}>
        <MessageThread bookingId={bookingId} thread={thread} viewer="support" headingLevel="h3" maxHeight={{ xs: '55vh', sm: 420 }} onLoaded={onRead} />
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby={`admin-messages-${bookingId}`} sx={{ mt: 3 }}>
      <Typography id={`admin-messages-${bookingId}`} variant="subtitle1" component="h3" sx={{ fontWeight: 800, mb: 1 }}>
        Messages
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        The conversation between the customer and the cleaner. Reading it is recorded in the audit trail.
      </Typography>
      <Button variant="outlined" startIcon={<ChatBubbleOutlineRounded />} onClick={() => setReading(true)}>
        Read messages
      </Button>
    </Box>
  );
}
