/**
 * The admin ticket mutations (docs/decisions/0021), each run with `useResultMutation`
 * (lib/mutation.ts). Each returns the ticket with the fields of /admin/tickets/:id (its
 * `allowedActions` included), normalized by id, so the page updates in place. Which `adminTickets`
 * lists hold a ticket and the `adminTicketStats` figures follow the server's filters and rules (a
 * public reply can also move an open ticket to in progress and assign it to the replying admin),
 * so every change evicts them and they are asked again when shown.
 */
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import type { TicketStatus } from '../../../gql/graphql';
import { useResultMutation } from '../../../lib/mutation';
import { evictRootFields } from '../../../lib/apolloCache';

const AdminReplyToTicketMutation = graphql(`
  mutation AdminReplyToTicket($id: ID!, $body: String!, $internal: Boolean) {
    replyToTicket(id: $id, body: $body, internal: $internal) {
      __typename
      ... on MutationReplyToTicketSuccess {
        data {
          id
          ...AdminTicketPage_ticket
        }
      }
      ...ErrorFields
    }
  }
`);

const AdminSetTicketStatusMutation = graphql(`
  mutation AdminSetTicketStatus($id: ID!, $status: TicketStatus!, $resolution: String) {
    setTicketStatus(id: $id, status: $status, resolution: $resolution) {
      __typename
      ... on MutationSetTicketStatusSuccess {
        data {
          id
          ...AdminTicketPage_ticket
        }
      }
      ...ErrorFields
    }
  }
`);

const AdminAssignTicketMutation = graphql(`
  mutation AdminAssignTicket($id: ID!, $assigneeId: ID) {
    assignTicket(id: $id, assigneeId: $assigneeId) {
      __typename
      ... on MutationAssignTicketSuccess {
        data {
          id
          ...AdminTicketPage_ticket
        }
      }
      ...ErrorFields
    }
  }
`);

/** Drops the cached admin ticket lists and figures, so they are asked again when shown. */
function evictAdminLists(cache: ApolloCache) {
  evictRootFields(cache, 'adminTickets', 'adminTicketStats');
}

/** Replies to the requester, or adds an internal note (`internal`) only admins see. */
export function useReplyToTicket() {
  const [run, state] = useResultMutation(AdminReplyToTicketMutation, {
    update(cache, { data }) {
      if (data?.replyToTicket.__typename === 'MutationReplyToTicketSuccess') evictAdminLists(cache);
    },
  });
  const reply = (id: string, body: string, internal: boolean) => run({ id, body, internal });
  return [reply, state] as const;
}

/** Moves the ticket to another status (one of its `allowedActions`); resolving needs a resolution text. */
export function useSetTicketStatus() {
  const [run, state] = useResultMutation(AdminSetTicketStatusMutation, {
    update(cache, { data }) {
      if (data?.setTicketStatus.__typename === 'MutationSetTicketStatusSuccess') evictAdminLists(cache);
    },
  });
  const setStatus = (id: string, status: TicketStatus, resolution?: string) => run({ id, status, resolution: resolution ?? null });
  return [setStatus, state] as const;
}

/** Assigns the ticket to an admin, or unassigns it (`null`). */
export function useAssignTicket() {
  const [run, state] = useResultMutation(AdminAssignTicketMutation, {
    update(cache, { data }) {
      if (data?.assignTicket.__typename === 'MutationAssignTicketSuccess') evictAdminLists(cache);
    },
  });
  const assign = (id: string, assigneeId: string | null) => run({ id, assigneeId });
  return [assign, state] as const;
}
