/**
 * /admin/tickets/:id (issue 9 "Support tickets"): one ticket for admins. The header shows number,
 * subject, status and priority; the side panel the status actions the transition table allows
 * from the current status, "Assign to", the requester (name, email), the booking and the dates.
 * The whole thread shows internal notes on a distinct tinted background with an "Internal note"
 * label; the reply box sends a public reply ("Send reply") or, with "Internal note" on, a note only
 * admins see ("Add note"). Live: `ticketUpdated(id)` selects the same fields as the page's query,
 * so the requester's replies and other admins' changes show without a reload.
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { PageTitle } from '../../components/ui/PageTitle';
import { formatDateTime } from '../../components/booking/format';
import { TicketFacts, type TicketFact } from '../../components/tickets/TicketFacts';
import { TicketPriorityChip } from '../../components/tickets/TicketPriorityChip';
import { TicketReplyForm } from '../../components/tickets/TicketReplyForm';
import { TicketDetailSkeleton, TicketLoadFailure } from '../../components/tickets/TicketStates';
import { TicketStatusChip } from '../../components/tickets/TicketStatusChip';
import { TicketThread } from '../../components/tickets/TicketThread';
import { useCatchUpOnce } from '../../components/tickets/useCatchUp';
import { TICKET_CATEGORY_LABELS, TICKET_PRIORITY_LABELS, formatMinutes, personName } from '../../components/tickets/ticketLabels';
import { graphql } from '../../gql';
import type { AdminTicketPage_TicketFragment } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { useToast } from '../../lib/toast';
import { AssignTicketSelect } from './tickets/AssignTicketSelect';
import { TicketStatusActions } from './tickets/TicketStatusActions';
import { useReplyToTicket } from './tickets/adminTicketMutations';

/** Everything the page shows; the query, the live subscription and the admin mutations select it. */
export const AdminTicketPage_ticket = graphql(`
  fragment AdminTicketPage_ticket on Ticket {
    id
    number
    subject
    category
    priority
    status
    statusLabel
    requester {
      id
      firstName
      lastName
      email
      role
    }
    requesterEmail
    assignee {
      id
      firstName
      lastName
      email
    }
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

const AdminTicketQuery = graphql(`
  query AdminTicket($id: ID!) {
    ticket(id: $id) {
      id
      ...AdminTicketPage_ticket
    }
  }
`);

const AdminTicketUpdatedSubscription = graphql(`
  subscription AdminTicketUpdated($id: ID!) {
    ticketUpdated(id: $id) {
      id
      ...AdminTicketPage_ticket
    }
  }
`);

const ROLE_LABELS: Record<string, string> = { customer: 'Customer', cleaner: 'Freelancer', admin: 'Admin' };

/** The admin ticket page. */
export default function AdminTicketPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(AdminTicketQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  // Live thread: events are normalized by id, so the query above re-renders.
  useSubscription(AdminTicketUpdatedSubscription, data?.ticket ? { variables: { id } } : skipToken);
  useCatchUpOnce(Boolean(data?.ticket), id, refetch);

  if (!data?.ticket) {
    if (loading) return <TicketDetailSkeleton />;
    return <TicketLoadFailure error={error} backTo="/admin/tickets" backLabel="Back to all tickets" onRetry={() => void refetch()} />;
  }
  return <AdminTicketDetail ticket={data.ticket} />;
}

const minutesBetween = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / 60_000;

function AdminTicketDetail({ ticket }: { ticket: AdminTicketPage_TicketFragment }) {
  const toast = useToast();
  const { user } = useAuth();
  const [internal, setInternal] = useState(false);
  const [reply, { loading: sending }] = useReplyToTicket();
  const isClosed = ticket.status === 'closed';

  const send = async (body: string) => {
    const result = await reply(ticket.id, body, internal, { status: ticket.status, assigneeId: ticket.assignee?.id ?? null });
    if (!result.ok) return result.message;
    toast.success(internal ? 'Internal note added.' : 'Reply sent. The requester is notified.');
    return null;
  };

  const requesterName = ticket.requester ? personName(ticket.requester) : 'Visitor (contact form)';
  const requesterEmail = ticket.requester?.email ?? ticket.requesterEmail;
  const requesterFacts: TicketFact[] = [
    { label: 'Name', value: requesterName },
    {
      label: 'Email',
      value: requesterEmail ? <Link href={`mailto:${requesterEmail}`}>{requesterEmail}</Link> : 'Not given',
    },
    ...(ticket.requester ? [{ label: 'Role', value: ROLE_LABELS[ticket.requester.role] ?? ticket.requester.role }] : []),
  ];
  const facts: TicketFact[] = [
    { label: 'Category', value: TICKET_CATEGORY_LABELS[ticket.category] },
    { label: 'Priority', value: TICKET_PRIORITY_LABELS[ticket.priority] },
    { label: 'Assignee', value: ticket.assignee ? personName(ticket.assignee) : 'Unassigned' },
    {
      label: 'Booking',
      value: ticket.booking ? (
        <Link component={RouterLink} to={`/admin/bookings?booking=${ticket.booking.id}`}>
          {ticket.booking.serviceName}, {formatDateTime(ticket.booking.scheduledAt)} ({ticket.booking.status.replace(/_/g, ' ')})
        </Link>
      ) : (
        'None'
      ),
    },
    { label: 'Opened', value: formatDateTime(ticket.createdAt) },
    { label: 'Last activity', value: formatDateTime(ticket.lastMessageAt) },
    {
      label: 'First response',
      value: ticket.firstResponseAt
        ? `${formatDateTime(ticket.firstResponseAt)} (after ${formatMinutes(minutesBetween(ticket.createdAt, ticket.firstResponseAt))})`
        : 'Not yet',
    },
    ...(ticket.resolvedAt ? [{ label: 'Resolved', value: formatDateTime(ticket.resolvedAt) }] : []),
    ...(ticket.closedAt ? [{ label: 'Closed', value: formatDateTime(ticket.closedAt) }] : []),
  ];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={`Ticket #${ticket.number}: ${ticket.subject}`} />
      <Button component={RouterLink} to="/admin/tickets" startIcon={<ArrowBackRounded />} sx={{ mb: 2, ml: -1 }}>
        All tickets
      </Button>

      <Box sx={{ mb: 3, minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          Ticket #{ticket.number} from {requesterName}
          {requesterEmail ? ` (${requesterEmail})` : ''}
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }} aria-live="polite">
          <TicketStatusChip ticket={ticket} size="medium" />
          <TicketPriorityChip priority={ticket.priority} size="medium" />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {TICKET_CATEGORY_LABELS[ticket.category]} · {ticket.assignee ? `Assigned to ${personName(ticket.assignee)}` : 'Unassigned'}
          </Typography>
        </Stack>
      </Box>

      {ticket.resolution && (ticket.status === 'resolved' || ticket.status === 'closed') && (
        <Alert severity="success" sx={{ mb: 3 }}>
          Resolution: {ticket.resolution}
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title="Conversation">
            <TicketThread ticket={ticket} viewer="support" viewerId={user?.id} />
          </Section>
          <Section title="Respond">
            <TicketReplyForm
              label="Reply"
              submitLabel={internal ? 'Add note' : 'Send reply'}
              busy={sending}
              onSend={send}
              placeholder={internal ? 'Only admins see internal notes' : 'The requester reads this and is notified'}
              disabledReason={isClosed && !internal ? 'This ticket is closed. Reopen it to reply, or turn on "Internal note" to add a note.' : undefined}
              controls={
                <FormControlLabel control={<Switch checked={internal} onChange={(e) => setInternal(e.target.checked)} />} label="Internal note" />
              }
            />
          </Section>
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title="Manage">
            <Stack spacing={2.5}>
              <Box>
                <Typography component="h3" variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
                  Status: {ticket.statusLabel}
                </Typography>
                <TicketStatusActions ticket={ticket} />
              </Box>
              <AssignTicketSelect ticket={ticket} />
            </Stack>
          </Section>
          <Section title="Requester">
            <TicketFacts facts={requesterFacts} />
          </Section>
          <Section title="Details">
            <TicketFacts facts={facts} />
          </Section>
        </Stack>
      </Box>
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
