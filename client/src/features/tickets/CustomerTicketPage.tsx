/**
 * /customer/tickets/:id (issue 9 "Support tickets"): one of the requester's tickets, with its
 * number, subject, status, category, priority and booking, the conversation (oldest first;
 * support's messages marked "Support"), a reply box (closed tickets take no replies; replying to a
 * resolved ticket opens it again), "Edit" for the subject and priority while open, and "Close
 * ticket" (confirmed). Live: `ticketUpdated(id)` selects the same fields as the page's query, so a
 * reply or a status change by support shows without a reload (the Ticket is normalized by id).
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { PageTitle } from '../../components/ui/PageTitle';
import { formatDateTime } from '../../components/booking/format';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { TicketFacts, type TicketFact } from '../../components/tickets/TicketFacts';
import { TicketPriorityChip } from '../../components/tickets/TicketPriorityChip';
import { TicketReplyForm } from '../../components/tickets/TicketReplyForm';
import { TicketDetailSkeleton, TicketLoadFailure } from '../../components/tickets/TicketStates';
import { TicketStatusChip } from '../../components/tickets/TicketStatusChip';
import { TicketThread } from '../../components/tickets/TicketThread';
import { useCatchUpOnce } from '../../components/tickets/useCatchUp';
import { TICKET_CATEGORY_LABELS, TICKET_PRIORITY_LABELS } from '../../components/tickets/ticketLabels';
import { graphql } from '../../gql';
import type { CustomerTicketPage_TicketFragment } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { useToast } from '../../lib/toast';
import { EditTicketDialog } from './EditTicketDialog';
import { useAddTicketMessage, useUpdateMyTicket } from './ticketMutations';

/** Everything the page shows; the query, the live subscription and the mutations select it. */
export const CustomerTicketPage_ticket = graphql(`
  fragment CustomerTicketPage_ticket on Ticket {
    id
    number
    subject
    category
    priority
    status
    statusLabel
    booking {
      id
      scheduledAt
      status
      serviceName
    }
    resolution
    firstResponseAt
    resolvedAt
    closedAt
    lastMessageAt
    createdAt
    ...TicketStatusChip_ticket
    ...TicketThread_ticket
  }
`);

const CustomerTicketQuery = graphql(`
  query CustomerTicket($id: ID!) {
    ticket(id: $id) {
      id
      ...CustomerTicketPage_ticket
    }
  }
`);

const CustomerTicketUpdatedSubscription = graphql(`
  subscription CustomerTicketUpdated($id: ID!) {
    ticketUpdated(id: $id) {
      id
      ...CustomerTicketPage_ticket
    }
  }
`);

/** The customer's ticket page. */
export default function CustomerTicketPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(CustomerTicketQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  // Live thread: events are normalized by id, so the query above re-renders with support's reply.
  useSubscription(CustomerTicketUpdatedSubscription, data?.ticket ? { variables: { id } } : skipToken);
  useCatchUpOnce(Boolean(data?.ticket), id, refetch);

  if (!data?.ticket) {
    if (loading) return <TicketDetailSkeleton />;
    return <TicketLoadFailure error={error} backTo="/customer/tickets" backLabel="Back to my tickets" onRetry={() => void refetch()} />;
  }
  return <TicketDetail ticket={data.ticket} />;
}

function TicketDetail({ ticket }: { ticket: CustomerTicketPage_TicketFragment }) {
  const toast = useToast();
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);
  const [send, { loading: sending }] = useAddTicketMessage();
  const [update, { loading: updating }] = useUpdateMyTicket();

  const isOpen = ticket.status === 'open';
  const isClosed = ticket.status === 'closed';

  const reply = async (body: string) => {
    const result = await send(ticket.id, body, ticket.status);
    if (!result.ok) return result.message;
    toast.success(ticket.status === 'resolved' ? 'Your reply was sent and the ticket is open again.' : 'Your reply was sent.');
    return null;
  };

  const close = async () => {
    setCloseError(null);
    const result = await update(ticket.id, { status: 'closed' }, ticket.status);
    if (!result.ok) {
      setCloseError(result.message);
      return;
    }
    setConfirmClose(false);
    toast.success(`Ticket #${ticket.number} was closed.`);
  };

  const facts: TicketFact[] = [
    { label: 'Status', value: ticket.statusLabel },
    { label: 'Category', value: TICKET_CATEGORY_LABELS[ticket.category] },
    { label: 'Priority', value: TICKET_PRIORITY_LABELS[ticket.priority] },
    {
      label: 'Booking',
      value: ticket.booking ? (
        <Link component={RouterLink} to={`/customer/bookings/${ticket.booking.id}`}>
          {ticket.booking.serviceName}, {formatDateTime(ticket.booking.scheduledAt)}
        </Link>
      ) : (
        'None'
      ),
    },
    { label: 'Opened', value: formatDateTime(ticket.createdAt) },
    { label: 'Last activity', value: formatDateTime(ticket.lastMessageAt) },
    { label: 'First reply from support', value: ticket.firstResponseAt ? formatDateTime(ticket.firstResponseAt) : 'Not yet' },
    ...(ticket.resolvedAt ? [{ label: 'Resolved', value: formatDateTime(ticket.resolvedAt) }] : []),
    ...(ticket.closedAt ? [{ label: 'Closed', value: formatDateTime(ticket.closedAt) }] : []),
  ];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={`Ticket #${ticket.number}: ${ticket.subject}`} />
      <Button component={RouterLink} to="/customer/tickets" startIcon={<ArrowBackRounded />} sx={{ mb: 2, ml: -1 }}>
        My tickets
      </Button>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'flex-start' }, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            Ticket #{ticket.number}
          </Typography>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }} aria-live="polite">
            <TicketStatusChip ticket={ticket} size="medium" />
            <TicketPriorityChip priority={ticket.priority} size="medium" />
          </Stack>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
          {isOpen && (
            <Button variant="outlined" startIcon={<EditRounded />} onClick={() => setEditing(true)}>
              Edit ticket
            </Button>
          )}
          {!isClosed && (
            <Button variant="outlined" color="error" startIcon={<LockRounded />} onClick={() => setConfirmClose(true)}>
              Close ticket
            </Button>
          )}
        </Stack>
      </Stack>

      {ticket.status === 'resolved' && (
        <Alert severity="success" sx={{ mb: 3 }}>
          Our support team marked this ticket resolved{ticket.resolution ? `: ${ticket.resolution}` : '.'} If you still need help, reply below and the
          ticket opens again.
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title="Conversation">
            <TicketThread ticket={ticket} viewer="requester" viewerId={user?.id} />
          </Section>
          <Section title="Write to support">
            <TicketReplyForm
              label="Your reply"
              submitLabel="Send reply"
              busy={sending}
              onSend={reply}
              disabledReason={
                isClosed ? (
                  <>
                    This ticket is closed and takes no more replies. If you need more help,{' '}
                    <Link component={RouterLink} to="/customer/tickets">
                      open a new ticket
                    </Link>
                    .
                  </>
                ) : undefined
              }
            />
          </Section>
        </Stack>
        <Section title="Details">
          <TicketFacts facts={facts} />
        </Section>
      </Box>

      <EditTicketDialog open={editing && isOpen} ticket={ticket} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirmClose}
        title={`Close ticket #${ticket.number}?`}
        description="A closed ticket takes no more replies. If you need help again later, you can open a new ticket."
        confirmLabel="Close ticket"
        cancelLabel="Keep open"
        tone="error"
        busy={updating}
        error={closeError}
        onConfirm={() => void close()}
        onClose={() => {
          setConfirmClose(false);
          setCloseError(null);
        }}
      />
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
