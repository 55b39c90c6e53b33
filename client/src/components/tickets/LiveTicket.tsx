/**
 * The loading part every ticket page shares (docs/decisions/0021): the page's `ticket(id)` query for the id in
 * the URL, kept live by its `ticketUpdated(id)` subscription once the ticket is there (events are
 * normalized by id, so the query re-renders with the other side's reply), the skeleton while it
 * loads and the not-found or error state. Each page passes its own documents, which select its
 * role's fragment, and renders the ticket.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import { TicketDetailSkeleton, TicketLoadFailure } from './TicketStates';

/** Loads the ticket of the URL's `:id` with `query`, follows `subscription`, and renders it with `children`. */
export function LiveTicket<Ticket>({
  query,
  subscription,
  back,
  children,
}: {
  query: TypedDocumentNode<{ ticket?: Ticket | null }, { id: string }>;
  subscription: TypedDocumentNode<unknown, { id: string }>;
  /** Where the not-found state leads back to. */
  back: { to: string; label: string };
  children: (ticket: Ticket) => ReactNode;
}) {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(query, { variables: { id }, fetchPolicy: 'cache-and-network' });
  useSubscription(subscription, data?.ticket ? { variables: { id } } : skipToken);

  if (!data?.ticket) {
    if (loading) return <TicketDetailSkeleton />;
    return <TicketLoadFailure error={error} backTo={back.to} backLabel={back.label} onRetry={() => void refetch()} />;
  }
  return <>{children(data.ticket)}</>;
}
