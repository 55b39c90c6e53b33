import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import LockRounded from '@mui/icons-material/LockRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import { graphql } from '../../gql';
import type { TicketThread_TicketFragment } from '../../gql/graphql';
import { formatDateTime, formatRelative } from '../../lib/format';
import { personName } from './ticketLabels';

export const TicketThread_ticket = graphql(`
  fragment TicketThread_ticket on Ticket {
    id
    messages {
      id
      body
      internal
      fromSupport
      createdAt
      author {
        id
        firstName
        lastName
        role
      }
    }
  }
`);

type Message = TicketThread_TicketFragment['messages'][number];

/**
 * The conversation of a support ticket (docs/decisions/0021), oldest first as the server sends it
 * (`Ticket.messages`). Support's messages carry a "Support" label and a tinted background; for
 * admins (`viewer="support"`) internal notes carry an "Internal note" label on the theme's warning
 * tint with a dashed border. The list is a live region, so a reply arriving by subscription is read out.
 */
export function TicketThread({
  ticket,
  viewer,
  viewerId,
}: {
  ticket: TicketThread_TicketFragment;
  /** `requester`: the customer's own page ("You" for their messages); `support`: the admin page. */
  viewer: 'requester' | 'support';
  /** The signed-in user's id (their own messages read "You"). */
  viewerId?: string | null;
}) {
  if (ticket.messages.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No messages yet.
      </Typography>
    );
  }
  return (
    <Box role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation">
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ticket.messages.map((message) => (
          <ThreadMessage key={message.id} message={message} viewer={viewer} mine={!!viewerId && message.author?.id === viewerId} />
        ))}
      </Stack>
    </Box>
  );
}

function ThreadMessage({ message, viewer, mine }: { message: Message; viewer: 'requester' | 'support'; mine: boolean }) {
  const author = mine ? 'You' : message.fromSupport && viewer === 'requester' ? `${message.author?.firstName ?? 'Our team'}` : personName(message.author);
  const kind = message.internal ? 'internal' : message.fromSupport ? 'support' : 'requester';
  return (
    <Box
      component="li"
      sx={(theme) => ({
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        border: 1,
        borderStyle: kind === 'internal' ? 'dashed' : 'solid',
        borderColor: kind === 'internal' ? 'warning.main' : kind === 'support' ? alpha(theme.palette.primary.main, 0.35) : 'divider',
        borderLeftWidth: kind === 'requester' ? 1 : 4,
        bgcolor:
          kind === 'internal'
            ? alpha(theme.palette.warning.main, 0.07)
            : kind === 'support'
              ? alpha(theme.palette.primary.main, 0.05)
              : 'background.paper',
        ml: { sm: kind === 'requester' ? 0 : 4 },
        mr: { sm: kind === 'requester' ? 4 : 0 },
      })}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.75 }}>
        <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {author}
        </Typography>
        {message.internal ? (
          <Chip size="small" color="warning" icon={<LockRounded />} label="Internal note" />
        ) : message.fromSupport ? (
          <Chip size="small" color="primary" variant="outlined" icon={<SupportAgentRounded />} label="Support" />
        ) : null}
        <Typography component="p" variant="caption" sx={{ color: 'text.secondary' }}>
          <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
            {formatRelative(message.createdAt)}
          </time>
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
      {message.internal && (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.75 }}>
          Only admins see this note.
        </Typography>
      )}
    </Box>
  );
}
