/**
 * The requester's ticket mutations (docs/decisions/0021), each run with `useResultMutation`
 * (lib/mutation.ts). Every mutation but the bulk close returns the ticket with the fields of the
 * ticket page (its `allowedActions` included), normalized by id, so the page and the live thread
 * update in place. The paged `myTickets` lists and the `myTicketStats` counters depend on the
 * server's filters and order, so a change that can move a ticket between them evicts them and they
 * are asked again when shown.
 */
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import type { TicketCategory, TicketPriority } from '../../gql/graphql';
import { useResultMutation } from '../../lib/mutation';
import { evictRootFields } from '../../lib/apolloCache';

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
      ...ErrorFields
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
      ...ErrorFields
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
      ...ErrorFields
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
      ...ErrorFields
    }
  }
`);

/** Drops the cached ticket lists and counters of the requester, so they are asked again when shown. */
function evictMyLists(cache: ApolloCache) {
  evictRootFields(cache, 'myTickets', 'myTicketStats');
}

export interface NewTicket {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  bookingId: string | null;
  message: string;
}

/** Opens a ticket with its first message; resolves to the new ticket (id, number...). */
export function useCreateTicket() {
  const [run, state] = useResultMutation(CustomerCreateTicketMutation, {
    update(cache, { data }) {
      if (data?.createTicket.__typename === 'MutationCreateTicketSuccess') evictMyLists(cache);
    },
  });
  const create = (input: NewTicket) => run({ ...input, bookingId: input.bookingId || null });
  return [create, state] as const;
}

/** The requester writes in the thread; a resolved ticket opens again (the lists and counters are asked again). */
export function useAddTicketMessage() {
  const [run, state] = useResultMutation(CustomerAddTicketMessageMutation, {
    update(cache, { data }) {
      if (data?.addTicketMessage.__typename === 'MutationAddTicketMessageSuccess') evictMyLists(cache);
    },
  });
  const send = (id: string, body: string) => run({ id, body });
  return [send, state] as const;
}

/** Edits the subject or priority of an open ticket, or closes it (`status: 'closed'`). */
export function useUpdateMyTicket() {
  const [run, state] = useResultMutation(CustomerUpdateTicketMutation, {
    update(cache, { data }) {
      if (data?.updateMyTicket.__typename === 'MutationUpdateMyTicketSuccess') evictMyLists(cache);
    },
  });
  const update = (id: string, changes: { subject?: string; priority?: TicketPriority; status?: 'closed' }) => run({ id, ...changes });
  return [update, state] as const;
}

/**
 * Closes several of the caller's tickets at once (all or none); resolves to how many changed. The
 * server answers with a count, so the lists and counters are asked again (with the new statuses).
 */
export function useCloseMyTickets() {
  const [run, state] = useResultMutation(CustomerCloseTicketsMutation, {
    update(cache, { data }) {
      if (data?.closeMyTickets.__typename === 'MutationCloseMyTicketsSuccess') evictMyLists(cache);
    },
  });
  const close = (ids: string[]) => run({ ids });
  return [close, state] as const;
}
