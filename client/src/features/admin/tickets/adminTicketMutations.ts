/**
 * The admin ticket mutations (issue 9 "Support tickets"), one hook each with its cache update:
 * each returns the ticket with the fields of /admin/tickets/:id, normalized by id, so the page and
 * the list rows update in place; the hook then moves the ticket between the cached `adminTickets`
 * lists whose filters (status, priority, category, assignee) it now meets or no longer meets, and
 * shifts the `adminTicketStats` counters (components/tickets/ticketCache.ts). A public reply can
 * also move an open ticket to in progress and assign it to the replying admin (server rules).
 */
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import type { TicketStatus } from '../../../gql/graphql';
import { filterAllows, shiftAdminTicketStats, syncTicketLists } from '../../../components/tickets/ticketCache';
import { useAuth } from '../../../lib/auth';
import { defaultMessage, errorMessage, mutationErrorMessage, type MutationErrorLike } from '../../../lib/errors';

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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
    }
  }
`);

export type AdminTicketResult = { ok: true } | { ok: false; message: string };

function failure(result: MutationErrorLike | null | undefined): AdminTicketResult {
  if (result && typeof result.code === 'string') return { ok: false, message: mutationErrorMessage(result) };
  return { ok: false, message: defaultMessage('UNKNOWN_ERROR') };
}

/** What the page knew of the ticket before the change (the cache already holds the new one when `update` runs). */
export interface TicketBefore {
  status: TicketStatus;
  assigneeId: string | null;
}

interface TicketAfter {
  id: string;
  status: TicketStatus;
  priority: string;
  category: string;
  assignee?: { id: string } | null;
}

/** Moves a changed ticket between the cached admin lists and counters. */
function placeTicket(cache: ApolloCache, ticket: TicketAfter, before: TicketBefore, meId: string | null) {
  const assigneeId = ticket.assignee?.id ?? null;
  if (before.status === ticket.status && before.assigneeId === assigneeId) return;
  shiftAdminTicketStats(cache, {
    from: before.status,
    to: ticket.status,
    priority: ticket.priority,
    assignedBefore: before.assigneeId !== null,
    assignedAfter: assigneeId !== null,
  });
  syncTicketLists(cache, 'adminTickets', ticket.id, (args) => {
    const assignee = args.assignee;
    const assigneeFits =
      assignee === undefined || assignee === null || assignee === ''
        ? true
        : assignee === 'none'
          ? assigneeId === null
          : assignee === 'me'
            ? meId !== null && assigneeId === meId
            : assigneeId === assignee;
    return filterAllows(args.status, ticket.status) && filterAllows(args.priority, ticket.priority) && filterAllows(args.category, ticket.category) && assigneeFits;
  });
}

/** Replies to the requester, or adds an internal note (`internal`) only admins see. */
export function useReplyToTicket() {
  const { user } = useAuth();
  const [mutate, state] = useMutation(AdminReplyToTicketMutation);
  const reply = async (id: string, body: string, internal: boolean, before: TicketBefore): Promise<AdminTicketResult> => {
    try {
      const { data } = await mutate({
        variables: { id, body, internal },
        update(cache, { data: written }) {
          const result = written?.replyToTicket;
          if (result?.__typename === 'MutationReplyToTicketSuccess') placeTicket(cache, result.data, before, user?.id ?? null);
        },
      });
      const result = data?.replyToTicket;
      return result?.__typename === 'MutationReplyToTicketSuccess' ? { ok: true } : failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [reply, state] as const;
}

/** Moves the ticket to another status (the transition table); resolving needs a resolution text. */
export function useSetTicketStatus() {
  const { user } = useAuth();
  const [mutate, state] = useMutation(AdminSetTicketStatusMutation);
  const setStatus = async (id: string, status: TicketStatus, before: TicketBefore, resolution?: string): Promise<AdminTicketResult> => {
    try {
      const { data } = await mutate({
        variables: { id, status, resolution: resolution ?? null },
        update(cache, { data: written }) {
          const result = written?.setTicketStatus;
          if (result?.__typename === 'MutationSetTicketStatusSuccess') placeTicket(cache, result.data, before, user?.id ?? null);
        },
      });
      const result = data?.setTicketStatus;
      return result?.__typename === 'MutationSetTicketStatusSuccess' ? { ok: true } : failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [setStatus, state] as const;
}

/** Assigns the ticket to an admin, or unassigns it (`null`). */
export function useAssignTicket() {
  const { user } = useAuth();
  const [mutate, state] = useMutation(AdminAssignTicketMutation);
  const assign = async (id: string, assigneeId: string | null, before: TicketBefore): Promise<AdminTicketResult> => {
    try {
      const { data } = await mutate({
        variables: { id, assigneeId },
        update(cache, { data: written }) {
          const result = written?.assignTicket;
          if (result?.__typename === 'MutationAssignTicketSuccess') placeTicket(cache, result.data, before, user?.id ?? null);
        },
      });
      const result = data?.assignTicket;
      return result?.__typename === 'MutationAssignTicketSuccess' ? { ok: true } : failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [assign, state] as const;
}
