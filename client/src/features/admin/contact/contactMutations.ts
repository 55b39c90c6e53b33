/**
 * The contact inbox's mutations (issue 9 "Contact inbox"), one hook each with its cache update.
 * The returned ContactMessage is normalized by id (status, ticket link); on top of that:
 * - a message whose status changed leaves the cached list pages filtered by its old status
 *   (their `total` goes down) and the counts in `contactStats` move; a page filtered by its new
 *   status that cannot know where it sorts is dropped alone, so only that page asks again;
 * - a deleted message leaves every cached page and the counts, and its entity is evicted.
 * Nothing is refetched by operation name.
 */
import { useMutation } from '@apollo/client/react';
import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../../gql';
import type { ContactMessageStatus, TicketCategory, TicketPriority } from '../../../gql/graphql';
import { defaultMessage, errorMessage, mutationErrorMessage } from '../../../lib/errors';

/** Fields of a message the inbox's rows and the message dialog show. */
export const ContactMessageFields = graphql(`
  fragment ContactMessageFields_message on ContactMessage {
    id
    name
    email
    subject
    message
    status
    fromAccount
    ticketId
    ticketNumber
    createdAt
  }
`);

const SetContactMessageStatusMutation = graphql(`
  mutation SetContactMessageStatus($id: ID!, $status: ContactMessageStatus!) {
    setContactMessageStatus(id: $id, status: $status) {
      __typename
      ... on MutationSetContactMessageStatusSuccess {
        data {
          id
          ...ContactMessageFields_message
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const DeleteContactMessageMutation = graphql(`
  mutation DeleteContactMessage($id: ID!) {
    deleteContactMessage(id: $id) {
      __typename
      ... on MutationDeleteContactMessageSuccess {
        data
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const ContactMessageToTicketMutation = graphql(`
  mutation ContactMessageToTicket($id: ID!, $category: String, $priority: String) {
    contactMessageToTicket(id: $id, category: $category, priority: $priority) {
      __typename
      ... on MutationContactMessageToTicketSuccess {
        data {
          id
          ...ContactMessageFields_message
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export type MutationOutcome<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

type UnionResult = { __typename?: string; code?: string; message?: string } | null | undefined;

function failure(result: UnionResult): { ok: false; message: string } {
  return { ok: false, message: result && typeof result.message === 'string' ? mutationErrorMessage(result) : defaultMessage('UNKNOWN_ERROR') };
}

/* ---------------------------------------------------------------- cache helpers */

interface StoredPage {
  items?: readonly Reference[];
  total?: number;
  page?: number;
  limit?: number;
}

interface StoredStats {
  new?: number;
  read?: number;
  archived?: number;
  total?: number;
}

/** The status filter of a cached `contactMessages({...})` field (null: every status), or undefined for another field. */
export function listStatusOf(storeFieldName: string): ContactMessageStatus | null | undefined {
  const match = /^contactMessages(?:\((.*)\))?$/s.exec(storeFieldName);
  if (!match) return undefined;
  if (!match[1]) return null;
  try {
    const args = JSON.parse(match[1]) as Record<string, unknown>;
    return args.status === 'new' || args.status === 'read' || args.status === 'archived' ? args.status : null;
  } catch {
    return undefined;
  }
}

/** Moves the counts of `contactStats` by `delta` per status (total follows the sum). */
function shiftStats(cache: ApolloCache, delta: Partial<Record<ContactMessageStatus, number>>) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      contactStats(stored) {
        if (!stored || typeof stored !== 'object') return stored;
        const existing = stored as StoredStats;
        const next = { ...existing };
        let total = existing.total ?? 0;
        for (const [status, change] of Object.entries(delta) as [ContactMessageStatus, number][]) {
          next[status] = Math.max(0, (existing[status] ?? 0) + change);
          total += change;
        }
        next.total = Math.max(0, total);
        return next;
      },
    },
  });
}

/**
 * After a message went from `from` to `to`: pages filtered by `from` lose it, pages filtered by
 * `to` that do not hold it are dropped (refetched when shown), the counts move.
 */
function moveBetweenLists(cache: ApolloCache, id: string, from: ContactMessageStatus, to: ContactMessageStatus) {
  if (from === to) return;
  const ref = cache.identify({ __typename: 'ContactMessage', id });
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      contactMessages(stored, { storeFieldName, DELETE }) {
        const status = listStatusOf(storeFieldName);
        if (status === undefined || status === null || !stored || typeof stored !== 'object') return stored;
        const existing = stored as StoredPage;
        const items = existing.items ?? [];
        const present = items.some((item) => item.__ref === ref);
        if (status === from && present) {
          return { ...existing, items: items.filter((item) => item.__ref !== ref), total: Math.max(0, (existing.total ?? items.length) - 1) };
        }
        if (status === to && !present) return DELETE;
        return existing;
      },
    },
  });
  shiftStats(cache, { [from]: -1, [to]: 1 });
}

/** Removes a deleted message from every cached page and the counts, then evicts it. */
function removeEverywhere(cache: ApolloCache, id: string, status: ContactMessageStatus) {
  const ref = cache.identify({ __typename: 'ContactMessage', id });
  if (!ref) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      contactMessages(stored, { storeFieldName }) {
        if (listStatusOf(storeFieldName) === undefined || !stored || typeof stored !== 'object') return stored;
        const existing = stored as StoredPage;
        const items = existing.items ?? [];
        if (!items.some((item) => item.__ref === ref)) return existing;
        return { ...existing, items: items.filter((item) => item.__ref !== ref), total: Math.max(0, (existing.total ?? items.length) - 1) };
      },
    },
  });
  shiftStats(cache, { [status]: -1 });
  cache.evict({ id: ref });
  cache.gc();
}

/* ---------------------------------------------------------------- hooks */

/**
 * Marks a message new, read or archived ("Move to inbox" sets read). `from` is the status the
 * message had (the counts and status-filtered pages move from it).
 */
export function useSetContactMessageStatus() {
  const [mutate, state] = useMutation(SetContactMessageStatusMutation);
  const setStatus = async (id: string, status: ContactMessageStatus, from: ContactMessageStatus): Promise<MutationOutcome> => {
    try {
      const { data } = await mutate({
        variables: { id, status },
        update(cache, { data: result }) {
          const payload = result?.setContactMessageStatus;
          if (payload?.__typename !== 'MutationSetContactMessageStatusSuccess') return;
          moveBetweenLists(cache, id, from, payload.data.status);
        },
      });
      const result = data?.setContactMessageStatus;
      return result?.__typename === 'MutationSetContactMessageStatusSuccess' ? { ok: true, value: undefined } : failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [setStatus, state] as const;
}

/** Deletes a message for good (confirmed first by the caller). */
export function useDeleteContactMessage() {
  const [mutate, state] = useMutation(DeleteContactMessageMutation);
  const remove = async (id: string, status: ContactMessageStatus): Promise<MutationOutcome> => {
    try {
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: result }) {
          if (result?.deleteContactMessage.__typename !== 'MutationDeleteContactMessageSuccess') return;
          removeEverywhere(cache, id, status);
        },
      });
      const result = data?.deleteContactMessage;
      return result?.__typename === 'MutationDeleteContactMessageSuccess' ? { ok: true, value: undefined } : failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [remove, state] as const;
}

/** Makes a support ticket of a message; resolves to the ticket's id and number. */
export function useContactMessageToTicket() {
  const [mutate, state] = useMutation(ContactMessageToTicketMutation);
  const toTicket = async (
    id: string,
    category: TicketCategory,
    priority: TicketPriority,
    from: ContactMessageStatus,
  ): Promise<MutationOutcome<{ ticketId: string; ticketNumber: number | null }>> => {
    try {
      const { data } = await mutate({
        variables: { id, category, priority },
        update(cache, { data: result }) {
          const payload = result?.contactMessageToTicket;
          if (payload?.__typename !== 'MutationContactMessageToTicketSuccess') return;
          moveBetweenLists(cache, id, from, payload.data.status);
        },
      });
      const result = data?.contactMessageToTicket;
      if (result?.__typename === 'MutationContactMessageToTicketSuccess' && result.data.ticketId) {
        return { ok: true, value: { ticketId: result.data.ticketId, ticketNumber: result.data.ticketNumber ?? null } };
      }
      return failure(result);
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [toTicket, state] as const;
}
