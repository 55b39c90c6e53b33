/**
 * /admin/tickets/:id (docs/decisions/0021): one ticket for admins, on the shared ticket page
 * (components/tickets/TicketView.tsx). The header shows number, requester, subject, status and
 * priority; the side panel the status actions the server allows (`allowedActions`), "Assign to",
 * the requester (name, email), the booking and the dates. The whole thread shows internal notes on
 * a distinct tinted background with an "Internal note" label; the reply box sends a public reply
 * ("Send reply") or, with "Internal note" on, a note only admins see ("Add note"). Live:
 * `ticketUpdated(id)` selects the same fields as the page's query, so the requester's replies and
 * other admins' changes show without a reload.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../components/booking/format';
import { LiveTicket } from '../../../components/tickets/LiveTicket';
import { TicketFacts, ticketBookingFact, ticketDateFacts, ticketKindFacts, type TicketFact } from '../../../components/tickets/TicketFacts';
import { TicketSection, TicketView } from '../../../components/tickets/TicketView';
import { formatMinutes, personName } from '../../../components/tickets/ticketLabels';
import { graphql } from '../../../gql';
import type { AdminTicketPage_TicketFragment } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { TICKET_CATEGORY_LABELS } from '../../../../../schema/tickets';
import { ROLE_LABELS, type RoleValue } from '../../../../../schema/vocabulary';
import { AssignTicketSelect } from './AssignTicketSelect';
import { TicketStatusActions } from './TicketStatusActions';
import { useReplyToTicket } from './adminTicketMutations';

/** Everything the page shows; the query, the live subscription and the admin mutations select it. */
export const AdminTicketPage_ticket = graphql(`
  fragment AdminTicketPage_ticket on Ticket {
    id
    number
    category
    status
    statusLabel
    allowedActions
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
    resolution
    createdAt
    firstResponseAt
    ...TicketView_ticket
    ...TicketFacts_ticket
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

/** The admin ticket page. */
export default function AdminTicketPage() {
  return (
    <LiveTicket query={AdminTicketQuery} subscription={AdminTicketUpdatedSubscription} back={{ to: '/admin/tickets', label: 'Back to all tickets' }}>
      {(ticket) => <AdminTicketDetail ticket={ticket} />}
    </LiveTicket>
  );
}

const minutesBetween = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / 60_000;

function AdminTicketDetail({ ticket }: { ticket: AdminTicketPage_TicketFragment }) {
  const toast = useToast();
  const { user } = useAuth();
  const [internal, setInternal] = useState(false);
  const [reply, { loading: sending }] = useReplyToTicket();
  const can = (action: AdminTicketPage_TicketFragment['allowedActions'][number]) => ticket.allowedActions.includes(action);

  const send = async (body: string) => {
    const result = await reply(ticket.id, body, internal);
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
    ...(ticket.requester ? [{ label: 'Role', value: ROLE_LABELS[ticket.requester.role as RoleValue] ?? ticket.requester.role }] : []),
  ];
  const facts: TicketFact[] = [
    ...ticketKindFacts(ticket),
    { label: 'Assignee', value: ticket.assignee ? personName(ticket.assignee) : 'Unassigned' },
    ticketBookingFact(ticket, (bookingId) => `/admin/bookings?booking=${bookingId}`, { withStatus: true }),
    ...ticketDateFacts(ticket, {
      label: 'First response',
      value: (at) => `${formatDateTime(at)} (after ${formatMinutes(minutesBetween(ticket.createdAt, at))})`,
    }),
  ];

  return (
    <TicketView
      ticket={ticket}
      viewer="support"
      viewerId={user?.id}
      back={{ to: '/admin/tickets', label: 'All tickets' }}
      eyebrow={`Ticket #${ticket.number} from ${requesterName}${requesterEmail ? ` (${requesterEmail})` : ''}`}
      chipsExtra={
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {TICKET_CATEGORY_LABELS[ticket.category]} · {ticket.assignee ? `Assigned to ${personName(ticket.assignee)}` : 'Unassigned'}
        </Typography>
      }
      notice={
        ticket.resolution &&
        (ticket.status === 'resolved' || ticket.status === 'closed') && (
          <Alert severity="success" sx={{ mb: 3 }}>
            Resolution: {ticket.resolution}
          </Alert>
        )
      }
      reply={{
        title: 'Respond',
        label: 'Reply',
        submitLabel: internal ? 'Add note' : 'Send reply',
        busy: sending,
        onSend: send,
        placeholder: internal ? 'Only admins see internal notes' : 'The requester reads this and is notified',
        disabledReason: can(internal ? 'ADD_NOTE' : 'REPLY') ? undefined : 'This ticket is closed. Reopen it to reply, or turn on "Internal note" to add a note.',
        controls: can('ADD_NOTE') ? (
          <FormControlLabel control={<Switch checked={internal} onChange={(e) => setInternal(e.target.checked)} />} label="Internal note" />
        ) : undefined,
      }}
      sideWidth={340}
      side={
        <>
          <TicketSection title="Manage">
            <Stack spacing={2.5}>
              <Box>
                <Typography component="h3" variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
                  Status: {ticket.statusLabel}
                </Typography>
                <TicketStatusActions ticket={ticket} />
              </Box>
              {can('ASSIGN') && <AssignTicketSelect ticket={ticket} />}
            </Stack>
          </TicketSection>
          <TicketSection title="Requester">
            <TicketFacts facts={requesterFacts} />
          </TicketSection>
          <TicketSection title="Details">
            <TicketFacts facts={facts} />
          </TicketSection>
        </>
      }
    />
  );
}
