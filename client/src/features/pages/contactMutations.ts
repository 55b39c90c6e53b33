/**
 * The contact form's mutation (spec section 7 "Contact": submit), over GraphQL. Nothing cached
 * changes: the message goes to the support team's inbox.
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ContactMessageInput } from '../../gql/graphql';
import { AppError, mutationError, toAppError } from '../../lib/errors';

const SubmitContactMessageMutation = graphql(`
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      __typename
      ... on MutationSubmitContactMessageSuccess {
        data {
          message
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

/** The server's confirmation, or the failure to show (a ValidationError keeps its field issues). */
export type ContactResult = { ok: true; message: string } | { ok: false; error: AppError };

/** Sends a contact message (public; signed-in users send their bearer token too). Errors: ValidationError, RateLimitError. */
export function useSubmitContactMessage() {
  const [mutate, state] = useMutation(SubmitContactMessageMutation);
  const submit = async (input: ContactMessageInput): Promise<ContactResult> => {
    try {
      const { data } = await mutate({ variables: { input } });
      const result = data?.submitContactMessage;
      if (result?.__typename === 'MutationSubmitContactMessageSuccess') return { ok: true, message: result.data.message };
      return { ok: false, error: result ? mutationError(result) : new AppError('UNKNOWN_ERROR') };
    } catch (error) {
      return { ok: false, error: toAppError(error) };
    }
  };
  return [submit, state] as const;
}
