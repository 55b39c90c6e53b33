/**
 * The auth pages' mutations, one hook each (spec section 7 "Auth" over GraphQL): verify email,
 * resend verification, forgot password, reset password. None of them touches cached data: they
 * act on e-mailed tokens, not on anything a page shows. Each runs through the shared mutation
 * helper (lib/mutation.ts, errors selected with `...ErrorFields`) and resolves to a result rather
 * than throwing, with the error already mapped to the catalogue (lib/errors.ts).
 */
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AppError } from '../../lib/errors';
import { failureOf, outcomeOf, useResultMutation, type Outcome } from '../../lib/mutation';

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
      ...ErrorFields
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
      ...ErrorFields
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
      ...ErrorFields
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
      ...ErrorFields
    }
  }
`);

/** The page's result of an outcome whose success data carries `{ message }`. */
function toMessageResult(outcome: Outcome<{ message: string }>): MessageResult {
  return outcome.ok ? { ok: true, message: outcome.data.message } : { ok: false, error: outcome.error };
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
        pending = client
          .mutate({ mutation: VerifyEmailMutation, variables: { token } })
          .then(({ data }) => toMessageResult(outcomeOf(data?.verifyEmail)), (error: unknown) => toMessageResult(failureOf(error)));
        verifications.set(token, pending);
      }
      return pending;
    },
    [client],
  );
}

/** Mails a new verification link (same answer whether or not the address exists). */
export function useResendVerification() {
  const [run, state] = useResultMutation(ResendVerificationMutation);
  const resend = async (email: string) => toMessageResult(await run({ email: email.trim() }));
  return [resend, state] as const;
}

/** Mails a password reset link valid 1 hour (same answer whether or not the address exists). */
export function useForgotPassword() {
  const [run, state] = useResultMutation(ForgotPasswordMutation);
  const request = async (email: string) => toMessageResult(await run({ email: email.trim() }));
  return [request, state] as const;
}

/** Sets a new password from the reset link's token; the server signs out every session. */
export function useResetPassword() {
  const [run, state] = useResultMutation(ResetPasswordMutation);
  const reset = async (token: string, newPassword: string) => toMessageResult(await run({ token, newPassword }));
  return [reset, state] as const;
}
