import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TicketFacts_TicketFragment } from '../../gql/graphql';
import { TICKET_CATEGORY_LABELS, TICKET_PRIORITY_LABELS } from '../../../../schema/tickets';
import { formatDateTime } from '../booking/format';

/** What the facts every ticket page shows are read from; each page's fragment spreads it. */
export const TicketFacts_ticket = graphql(`
  fragment TicketFacts_ticket on Ticket {
    id
    category
    priority
    booking {
      id
      scheduledAt
      status
      serviceName
    }
    firstResponseAt
    resolvedAt
    closedAt
    lastMessageAt
    createdAt
  }
`);

/** One fact of a ticket's side panel. */
export interface TicketFact {
  label: string;
  value: ReactNode;
}

/** The ticket's category and priority, by their labels. */
export function ticketKindFacts(ticket: TicketFacts_TicketFragment): TicketFact[] {
  return [
    { label: 'Category', value: TICKET_CATEGORY_LABELS[ticket.category] },
    { label: 'Priority', value: TICKET_PRIORITY_LABELS[ticket.priority] },
  ];
}

/**
 * The booking the ticket is about, as a link to `bookingPath(id)` with its service and start
 * (`withStatus`: and its status); 'None' without one.
 */
export function ticketBookingFact(
  ticket: TicketFacts_TicketFragment,
  bookingPath: (bookingId: string) => string,
  { withStatus = false }: { withStatus?: boolean } = {},
): TicketFact {
  const { booking } = ticket;
  return {
    label: 'Booking',
    value: booking ? (
      <Link component={RouterLink} to={bookingPath(booking.id)}>
        {booking.serviceName}, {formatDateTime(booking.scheduledAt)}
        {withStatus && ` (${booking.status.replace(/_/g, ' ')})`}
      </Link>
    ) : (
      'None'
    ),
  };
}

/**
 * The ticket's dates: opened, last activity, the first response (`firstResponse` names it and
 * writes its time; 'Not yet' without one), then resolved and closed when they happened.
 */
export function ticketDateFacts(
  ticket: TicketFacts_TicketFragment,
  firstResponse: { label: string; value?: (at: string) => string },
): TicketFact[] {
  const writeFirstResponse = firstResponse.value ?? formatDateTime;
  return [
    { label: 'Opened', value: formatDateTime(ticket.createdAt) },
    { label: 'Last activity', value: formatDateTime(ticket.lastMessageAt) },
    { label: firstResponse.label, value: ticket.firstResponseAt ? writeFirstResponse(ticket.firstResponseAt) : 'Not yet' },
    ...(ticket.resolvedAt ? [{ label: 'Resolved', value: formatDateTime(ticket.resolvedAt) }] : []),
    ...(ticket.closedAt ? [{ label: 'Closed', value: formatDateTime(ticket.closedAt) }] : []),
  ];
}

/**
 * The facts of a ticket (category, priority, booking, requester, dates...) as a description list,
 * two columns on wide screens and one on phones (docs/decisions/0021 ticket pages).
 */
export function TicketFacts({ facts }: { facts: TicketFact[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
