/**
 * The contact form's mutation (spec section 7 "Contact": submit), over GraphQL. Nothing cached
 * changes: the message goes to the support team's inbox.
 */
import { graphql } from '../../gql';
import type { ContactMessageInput } from '../../gql/graphql';
import { useResultMutation } from '../../lib/mutation';

const SubmitContactMessageMutation = graphql(`
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      __typename
      ... on MutationSubmitContactMessageSuccess {
        data {
          message
        }
      }
      ...ErrorFields
    }
  }
`);

/**
 * Sends a contact message (public; signed-in users send their bearer token too). Resolves to an
 * Outcome (lib/mutation.ts): `{ message }` (the server's confirmation), or a failure with field
 * messages for a ValidationError, or a RateLimitError.
 */
export function useSubmitContactMessage() {
  const [run, state] = useResultMutation(SubmitContactMessageMutation);
  const submit = (input: ContactMessageInput) => run({ input });
  return [submit, state] as const;
}
