import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TicketListRow_TicketFragment } from '../../gql/graphql';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { TicketPriorityChip } from '../../components/tickets/TicketPriorityChip';
import { TicketStatusChip } from '../../components/tickets/TicketStatusChip';
import { TICKET_CATEGORY_LABELS } from '../../../../schema/tickets';
import { formatDateTime, formatRelative } from '../../lib/format';

export const TicketListRow_ticket = graphql(`
  fragment TicketListRow_ticket on Ticket {
    id
    number
    subject
    category
    priority
    status
    statusLabel
    allowedActions
    lastMessageAt
    createdAt
    ...TicketStatusChip_ticket
  }
`);

/**
 * One of the requester's tickets in /customer/tickets (docs/decisions/0021): number and subject (a link to the
 * ticket), category, priority, last activity and status; a checkbox selects a ticket the server
 * lets its requester close (`allowedActions` has CLOSE) for "Close selected".
 */
export function TicketListRow({
  ticket,
  selected,
  onToggle,
}: {
  ticket: TicketListRow_TicketFragment;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  const closable = ticket.allowedActions.includes('CLOSE');
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ width: 42, flexShrink: 0, mt: -0.75, ml: -0.75 }}>
        {closable && (
          <Checkbox checked={selected} onChange={() => onToggle(ticket.id)} slotProps={{ input: { 'aria-label': `Select ticket #${ticket.number}` } }} />
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexGrow: 1, minWidth: 0, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={`/customer/tickets/${ticket.id}`}
            sx={{ fontWeight: 700, display: 'inline-block', overflowWrap: 'anywhere' }}
          >
            <VisuallyHidden>Open ticket </VisuallyHidden>#{ticket.number} {ticket.subject}
          </Link>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {TICKET_CATEGORY_LABELS[ticket.category]} · Last activity{' '}
            <time dateTime={ticket.lastMessageAt} title={formatDateTime(ticket.lastMessageAt)}>
              {formatRelative(ticket.lastMessageAt)}
            </time>
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {(ticket.priority === 'high' || ticket.priority === 'urgent') && <TicketPriorityChip priority={ticket.priority} />}
          <TicketStatusChip ticket={ticket} />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Placeholder row while the list loads. */
export function TicketListRowSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'center' }} aria-hidden>
      <Skeleton variant="rounded" width={20} height={20} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton width="55%" />
        <Skeleton width="35%" />
      </Box>
      <Skeleton variant="rounded" width={80} height={24} />
    </Paper>
  );
}
