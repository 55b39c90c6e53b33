/**
 * /customer/tickets/:id (docs/decisions/0021): one of the requester's tickets, with its
 * number, subject, status, category, priority and booking, the conversation (oldest first;
 * support's messages marked "Support"), a reply box, "Edit ticket" for the subject and priority and
 * "Close ticket" (confirmed): the buttons and the reply box follow the server's `allowedActions`
 * (closed tickets take no replies; replying to a resolved ticket opens it again). The layout is the
 * shared ticket page (components/tickets/TicketView.tsx). Live: `ticketUpdated(id)` selects the same
 * fields as the page's query, so a reply or a status change by support shows without a reload (the
 * Ticket is normalized by id).
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import EditRounded from '@mui/icons-material/EditRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { LiveTicket } from '../../components/tickets/LiveTicket';
import { TicketFacts, ticketBookingFact, ticketDateFacts, ticketKindFacts, type TicketFact } from '../../components/tickets/TicketFacts';
import { TicketActionButtons, TicketSection, TicketView } from '../../components/tickets/TicketView';
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
    status
    statusLabel
    allowedActions
    resolution
    ...TicketView_ticket
    ...TicketFacts_ticket
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
  return (
    <LiveTicket query={CustomerTicketQuery} subscription={CustomerTicketUpdatedSubscription} back={{ to: '/customer/tickets', label: 'Back to my tickets' }}>
      {(ticket) => <TicketDetail ticket={ticket} />}
    </LiveTicket>
  );
}

function TicketDetail({ ticket }: { ticket: CustomerTicketPage_TicketFragment }) {
  const toast = useToast();
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);
  const [send, { loading: sending }] = useAddTicketMessage();
  const [update, { loading: updating }] = useUpdateMyTicket();
  const can = (action: CustomerTicketPage_TicketFragment['allowedActions'][number]) => ticket.allowedActions.includes(action);

  const reply = async (body: string) => {
    const wasResolved = ticket.status === 'resolved';
    const result = await send(ticket.id, body);
    if (!result.ok) return result.message;
    toast.success(wasResolved ? 'Your reply was sent and the ticket is open again.' : 'Your reply was sent.');
    return null;
  };

  const close = async () => {
    setCloseError(null);
    const result = await update(ticket.id, { status: 'closed' });
    if (!result.ok) {
      setCloseError(result.message);
      return;
    }
    setConfirmClose(false);
    toast.success(`Ticket #${ticket.number} was closed.`);
  };

  const facts: TicketFact[] = [
    { label: 'Status', value: ticket.statusLabel },
    ...ticketKindFacts(ticket),
    ticketBookingFact(ticket, (bookingId) => `/customer/bookings/${bookingId}`),
    ...ticketDateFacts(ticket, { label: 'First reply from support' }),
  ];

  return (
    <TicketView
      ticket={ticket}
      viewer="requester"
      viewerId={user?.id}
      back={{ to: '/customer/tickets', label: 'My tickets' }}
      eyebrow={`Ticket #${ticket.number}`}
      actions={
        <TicketActionButtons
          actions={ticket.allowedActions}
          buttons={{
            EDIT: { label: 'Edit ticket', icon: <EditRounded />, onClick: () => setEditing(true) },
            CLOSE: { label: 'Close ticket', icon: <LockRounded />, color: 'error', onClick: () => setConfirmClose(true) },
          }}
        />
      }
      notice={
        ticket.status === 'resolved' && (
          <Alert severity="success" sx={{ mb: 3 }}>
            Our support team marked this ticket resolved{ticket.resolution ? `: ${ticket.resolution}` : '.'} If you still need help, reply below and the
            ticket opens again.
          </Alert>
        )
      }
      reply={{
        title: 'Write to support',
        label: 'Your reply',
        submitLabel: 'Send reply',
        busy: sending,
        onSend: reply,
        disabledReason: can('REPLY') ? undefined : (
          <>
            This ticket is closed and takes no more replies. If you need more help,{' '}
            <Link component={RouterLink} to="/customer/tickets">
              open a new ticket
            </Link>
            .
          </>
        ),
      }}
      side={
        <TicketSection title="Details">
          <TicketFacts facts={facts} />
        </TicketSection>
      }
    >
      <EditTicketDialog open={editing && can('EDIT')} ticket={ticket} onClose={() => setEditing(false)} />
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
    </TicketView>
  );
}
