/**
 * The contact inbox's mutations (docs/decisions/0021), one hook each. The returned
 * ContactMessage is normalized by id (status, ticket link), so its row and dialog change in
 * place; the list pages (`contactMessages`, filtered and sorted by the server) and the counts
 * (`contactStats`) are evicted and asked again. A deleted message is evicted too. Each hook
 * resolves to an Outcome (lib/mutation.ts).
 */
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import type { ContactMessageStatus, TicketCategory, TicketPriority } from '../../../gql/graphql';
import { useResultMutation } from '../../../lib/mutation';
import { evictRootFields } from '../../../lib/apolloCache';

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
      ...ErrorFields
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
      ...ErrorFields
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
      ...ErrorFields
    }
  }
`);

/** Asks the inbox pages and the counts again. */
function evictInbox(cache: ApolloCache) {
  evictRootFields(cache, 'contactMessages', 'contactStats');
}

/** Marks a message new, read or archived ("Move to inbox" sets read); resolves with the message. */
export function useSetContactMessageStatus() {
  const [run, state] = useResultMutation(SetContactMessageStatusMutation, {
    update(cache, { data }) {
      if (data?.setContactMessageStatus.__typename === 'MutationSetContactMessageStatusSuccess') evictInbox(cache);
    },
  });
  const setStatus = (id: string, status: ContactMessageStatus) => run({ id, status });
  return [setStatus, state] as const;
}

/** Deletes a message for good (confirmed first by the caller); it is evicted and the inbox asked again. */
export function useDeleteContactMessage() {
  const [run, state] = useResultMutation(DeleteContactMessageMutation);
  const remove = (id: string) =>
    run(
      { id },
      {
        update(cache, { data }) {
          if (data?.deleteContactMessage.__typename !== 'MutationDeleteContactMessageSuccess') return;
          cache.evict({ id: cache.identify({ __typename: 'ContactMessage', id }) });
          evictInbox(cache);
        },
      },
    );
  return [remove, state] as const;
}

/**
 * Makes a support ticket of a message; resolves with the message, whose `ticketId` and
 * `ticketNumber` name the new ticket. The inbox and the ticket lists are asked again.
 */
export function useContactMessageToTicket() {
  const [run, state] = useResultMutation(ContactMessageToTicketMutation, {
    update(cache, { data }) {
      if (data?.contactMessageToTicket.__typename === 'MutationContactMessageToTicketSuccess') evictRootFields(cache, 'contactMessages', 'contactStats', 'adminTickets', 'adminTicketStats');
    },
  });
  const toTicket = (id: string, category: TicketCategory, priority: TicketPriority) => run({ id, category, priority });
  return [toTicket, state] as const;
}
