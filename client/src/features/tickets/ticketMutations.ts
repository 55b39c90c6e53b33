/**
 * The requester's ticket mutations (issue 9 "Support tickets"), one hook each with its cache
 * update. Every mutation but the bulk close returns the ticket with the fields of the ticket page,
 * normalized by id, so the page, the list rows and the live thread update in place; the hooks then
 * keep the cached `myTickets` lists and `myTicketStats` counters in step (components/tickets/ticketCache.ts):
 * a new ticket joins the first page of the lists it matches, a closed or reopened one moves between
 * status-filtered lists. The bulk close returns only a count, so the hook writes `closed` into each
 * cached ticket itself.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import type { TicketCategory, TicketPriority, TicketStatus } from '../../gql/graphql';
import { addTicketToLists, filterAllows, shiftMyTicketStats, syncTicketLists, type TicketListArgs } from '../../components/tickets/ticketCache';
import { defaultMessage, errorMessage, fieldIssues, mutationErrorMessage, type MutationErrorLike } from '../../lib/errors';

const CustomerCreateTicketMutation = graphql(`
  mutation CustomerCreateTicket($subject: String!, $category: TicketCategory!, $priority: TicketPriority, $bookingId: ID, $message: String!) {
    createTicket(subject: $subject, category: $category, priority: $priority, bookingId: $bookingId, message: $message) {
      __typename
      ... on MutationCreateTicketSuccess {
        data {
          id
          ...CustomerTicketPage_ticket
          ...TicketListRow_ticket
        }
      }
      ... on Error {
        code
        message
      }
      ... on ValidationError {
        field
        issues {
          field
          message
        }
      }
    }
  }
`);

const CustomerAddTicketMessageMutation = graphql(`
  mutation CustomerAddTicketMessage($id: ID!, $body: String!) {
    addTicketMessage(id: $id, body: $body) {
      __typename
      ... on MutationAddTicketMessageSuccess {
        data {
          id
          ...CustomerTicketPage_ticket
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const CustomerUpdateTicketMutation = graphql(`
  mutation CustomerUpdateTicket($id: ID!, $subject: String, $priority: TicketPriority, $status: TicketStatus) {
    updateMyTicket(id: $id, subject: $subject, priority: $priority, status: $status) {
      __typename
      ... on MutationUpdateMyTicketSuccess {
        data {
          id
          ...CustomerTicketPage_ticket
        }
      }
      ... on Error {
        code
        message
      }
      ... on ValidationError {
        field
        issues {
          field
          message
        }
      }
    }
  }
`);

const CustomerCloseTicketsMutation = graphql(`
  mutation CustomerCloseTickets($ids: [ID!]!) {
    closeMyTickets(ids: $ids) {
      __typename
      ... on MutationCloseMyTicketsSuccess {
        data
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

/** A mutation's outcome for the forms: ok with its value, or a message (and the field errors of a ValidationError). */
export type TicketResult<T> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

function failure(result: MutationErrorLike | null | undefined): { ok: false; message: string; fields: Record<string, string> } {
  if (result && typeof result.code === 'string') {
    return { ok: false, message: mutationErrorMessage(result), fields: result.__typename === 'ValidationError' ? fieldIssues(result) : {} };
  }
  return { ok: false, message: defaultMessage('UNKNOWN_ERROR'), fields: {} };
}

const thrown = (error: unknown) => ({ ok: false as const, message: errorMessage(error), fields: {} });

/** Whether a cached `myTickets` list shows a ticket with this status and category (null: a text search decides). */
const listMatcher = (ticket: { status: TicketStatus; category: TicketCategory; subject: string; number: number }) => (args: TicketListArgs) => {
  if (!filterAllows(args.status, ticket.status) || !filterAllows(args.category, ticket.category)) return false;
  const search = args.search?.trim().toLowerCase();
  if (!search) return true;
  if (ticket.subject.toLowerCase().includes(search) || search.replace(/^#/, '') === String(ticket.number)) return true;
  return null;
};

/** Moves a ticket whose status changed between the cached lists and counters. */
function moveTicket(
  cache: ApolloCache,
  ticket: { id: string; status: TicketStatus; category: TicketCategory; subject: string; number: number },
  from: TicketStatus,
) {
  if (from === ticket.status) return;
  shiftMyTicketStats(cache, from, ticket.status);
  // Only the status changed, so a text search does not decide anything here.
  syncTicketLists(cache, 'myTickets', ticket.id, (args) => filterAllows(args.status, ticket.status) && filterAllows(args.category, ticket.category));
}

export interface NewTicket {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  bookingId: string | null;
  message: string;
}

/** Opens a ticket with its first message; it joins the first page of the cached lists it matches and the "open" counter. */
export function useCreateTicket() {
  const [mutate, state] = useMutation(CustomerCreateTicketMutation, {
    update(cache, { data }) {
      const result = data?.createTicket;
      if (result?.__typename !== 'MutationCreateTicketSuccess') return;
      addTicketToLists(cache, 'myTickets', result.data.id, listMatcher(result.data));
      shiftMyTicketStats(cache, null, result.data.status);
    },
  });
  const create = async (input: NewTicket): Promise<TicketResult<{ id: string; number: number }>> => {
    try {
      const { data } = await mutate({ variables: { ...input, bookingId: input.bookingId || null } });
      const result = data?.createTicket;
      if (result?.__typename === 'MutationCreateTicketSuccess') return { ok: true, value: { id: result.data.id, number: result.data.number } };
      return failure(result);
    } catch (error) {
      return thrown(error);
    }
  };
  return [create, state] as const;
}

/** The requester writes in the thread; a resolved ticket opens again (it moves to the "open" lists and counter). */
export function useAddTicketMessage() {
  const [mutate, state] = useMutation(CustomerAddTicketMessageMutation);
  const send = async (ticketId: string, body: string, from: TicketStatus): Promise<TicketResult<null>> => {
    try {
      const { data } = await mutate({
        variables: { id: ticketId, body },
        update(cache, { data: written }) {
          const result = written?.addTicketMessage;
          if (result?.__typename === 'MutationAddTicketMessageSuccess') moveTicket(cache, result.data, from);
        },
      });
      const result = data?.addTicketMessage;
      if (result?.__typename === 'MutationAddTicketMessageSuccess') return { ok: true, value: null };
      return failure(result);
    } catch (error) {
      return thrown(error);
    }
  };
  return [send, state] as const;
}

/** Edits the subject or priority of an open ticket, or closes it (`status: 'closed'`). */
export function useUpdateMyTicket() {
  const [mutate, state] = useMutation(CustomerUpdateTicketMutation);
  const update = async (
    ticketId: string,
    changes: { subject?: string; priority?: TicketPriority; status?: 'closed' },
    from: TicketStatus,
  ): Promise<TicketResult<null>> => {
    try {
      const { data } = await mutate({
        variables: { id: ticketId, ...changes },
        update(cache, { data: written }) {
          const result = written?.updateMyTicket;
          if (result?.__typename === 'MutationUpdateMyTicketSuccess') moveTicket(cache, result.data, from);
        },
      });
      const result = data?.updateMyTicket;
      if (result?.__typename === 'MutationUpdateMyTicketSuccess') return { ok: true, value: null };
      return failure(result);
    } catch (error) {
      return thrown(error);
    }
  };
  return [update, state] as const;
}

const TicketStatusFields = graphql(`
  fragment CustomerCloseTickets_ticket on Ticket {
    id
    number
    subject
    category
    status
    statusLabel
  }
`);

/**
 * Closes several of the caller's tickets at once (all or none). The server answers with a count,
 * so each cached ticket that was not closed is written as closed here, then moved between the
 * cached lists and counters. Resolves to how many changed.
 */
export function useCloseMyTickets() {
  const client = useApolloClient();
  const [mutate, state] = useMutation(CustomerCloseTicketsMutation);
  const close = async (ids: string[]): Promise<TicketResult<number>> => {
    // The statuses before closing, to move each ticket out of its counter and lists.
    const before = new Map<string, TicketStatus>();
    for (const id of ids) {
      const cached = client.cache.readFragment({ fragment: TicketStatusFields, id: client.cache.identify({ __typename: 'Ticket', id }) });
      if (cached) before.set(id, cached.status);
    }
    try {
      const { data } = await mutate({
        variables: { ids },
        update(cache, { data: written }) {
          if (written?.closeMyTickets.__typename !== 'MutationCloseMyTicketsSuccess') return;
          const closedAt = new Date().toISOString();
          for (const [id, from] of before) {
            if (from === 'closed') continue;
            const cacheId = cache.identify({ __typename: 'Ticket', id });
            const cached = cache.readFragment({ fragment: TicketStatusFields, id: cacheId });
            if (!cached) continue;
            const next = { ...cached, status: 'closed' as const, statusLabel: 'Closed' };
            cache.writeFragment({ fragment: TicketStatusFields, id: cacheId, data: next });
            cache.modify({ id: cacheId, fields: { closedAt: () => closedAt } });
            moveTicket(cache, next, from);
          }
        },
      });
      const result = data?.closeMyTickets;
      if (result?.__typename === 'MutationCloseMyTicketsSuccess') return { ok: true, value: result.data };
      return failure(result);
    } catch (error) {
      return thrown(error);
    }
  };
  return [close, state] as const;
}
