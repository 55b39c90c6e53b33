/**
 * The auth pages' mutations, one hook each (spec section 7 "Auth" over GraphQL): verify email,
 * resend verification, forgot password, reset password. None of them touches cached data: they
 * act on e-mailed tokens, not on anything a page shows. Each resolves to a result rather than
 * throwing, with the error already mapped to the catalogue (lib/errors.ts).
 */
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { AppError, mutationError, toAppError } from '../../lib/errors';

/** A mutation answered with a message, or the failure to show. */
export type MessageResult = { ok: true; message: string } | { ok: false; error: AppError };

const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      __typename
      ... on MutationVerifyEmailSuccess {
        data {
          message
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const ResendVerificationMutation = graphql(`
  mutation ResendVerification($email: String!) {
    resendVerification(email: $email) {
      __typename
      ... on MutationResendVerificationSuccess {
        data {
          message
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      __typename
      ... on MutationForgotPasswordSuccess {
        data {
          message
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      __typename
      ... on MutationResetPasswordSuccess {
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

/** Any member of a `{ message }` result union: the success member has `data`, error members `code` and `message`. */
interface MessageUnion {
  __typename?: string;
  data?: { message: string };
  code?: string;
  message?: string;
  field?: string | null;
  issues?: ReadonlyArray<{ field: string; message: string }>;
}

/** The result of a union whose success member carries `{ message }`. */
function toMessageResult(result: MessageUnion | null | undefined): MessageResult {
  if (!result) return { ok: false, error: new AppError('UNKNOWN_ERROR') };
  if (result.data) return { ok: true, message: result.data.message };
  return { ok: false, error: mutationError(result) };
}

async function settle(run: () => Promise<MessageUnion | null | undefined>): Promise<MessageResult> {
  try {
    return toMessageResult(await run());
  } catch (error) {
    return { ok: false, error: toAppError(error) };
  }
}

/** One verification per token, even when React mounts the page twice (StrictMode): the token is single use. */
const verifications = new Map<string, Promise<MessageResult>>();

/** Confirms an e-mail address from the link's token (single use; an invalid link gives a ValidationError). */
export function useVerifyEmail() {
  const client = useApolloClient();
  return useCallback(
    (token: string): Promise<MessageResult> => {
      let pending = verifications.get(token);
      if (!pending) {
        pending = settle(async () => (await client.mutate({ mutation: VerifyEmailMutation, variables: { token } })).data?.verifyEmail);
        verifications.set(token, pending);
      }
      return pending;
    },
    [client],
  );
}

/** Mails a new verification link (same answer whether or not the address exists). */
export function useResendVerification() {
  const [mutate, state] = useMutation(ResendVerificationMutation);
  const resend = (email: string) =>
    settle(async () => (await mutate({ variables: { email: email.trim() } })).data?.resendVerification);
  return [resend, state] as const;
}

/** Mails a password reset link valid 1 hour (same answer whether or not the address exists). */
export function useForgotPassword() {
  const [mutate, state] = useMutation(ForgotPasswordMutation);
  const request = (email: string) =>
    settle(async () => (await mutate({ variables: { email: email.trim() } })).data?.forgotPassword);
  return [request, state] as const;
}

/** Sets a new password from the reset link's token; the server signs out every session. */
export function useResetPassword() {
  const [mutate, state] = useMutation(ResetPasswordMutation);
  const reset = (token: string, newPassword: string) =>
    settle(async () => (await mutate({ variables: { token, newPassword } })).data?.resetPassword);
  return [reset, state] as const;
}
