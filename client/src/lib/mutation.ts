/**
 * The one way the web app runs a mutation.
 *
 * Every mutation of the schema answers a result union: its success member (`Mutation<Name>Success`
 * with `data`) or a member of the error catalogue (the `Error` interface, spec section 8). A
 * document selects the error side with the shared fragment, once:
 *
 *   mutation CancelBooking($id: ID!) {
 *     updateBookingStatus(id: $id, status: cancelled) {
 *       __typename
 *       ... on MutationUpdateBookingStatusSuccess { data { id status } }
 *       ...ErrorFields
 *     }
 *   }
 *
 * and runs it with `useResultMutation(Document)`, whose `run(variables)` resolves to an Outcome:
 * `{ ok: true, data }` (the success member's `data`) or `{ ok: false, error, message, fields }`
 * (an AppError with the catalogue type, the message to show, and field errors keyed by input
 * field). Network, timeout and GraphQL errors become the same failure shape, so no caller writes
 * try/catch or reads `__typename`.
 */
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { graphql } from '../gql';
import { AppError, defaultMessage, fieldIssues, mutationError, toAppError, type MutationErrorLike } from './errors';

/** The error side of every mutation result union: spread `...ErrorFields` next to the success member. */
export const ErrorFields = graphql(`
  fragment ErrorFields on Error {
    code
    message
    ... on ValidationError {
      field
      issues {
        field
        message
      }
    }
    ... on AuthorizationError {
      requiresVerification
    }
    ... on RateLimitError {
      retryAfterSeconds
    }
  }
`);

/** A failed mutation: the catalogue error, the message to show and field errors by input field name. */
export interface MutationFailure {
  ok: false;
  error: AppError;
  message: string;
  /** Validation messages keyed by the last segment of the field path ("input.zipCode" -> "zipCode"). */
  fields: Record<string, string>;
}

/** What a mutation came to: the success member's `data`, or a failure. */
export type Outcome<T> = { ok: true; data: T } | MutationFailure;

/** The success member of a result union (the one carrying `data`). */
type SuccessOf<R> = Extract<NonNullable<R>, { data: unknown }>;
/** `data` of the success member of a result union. */
export type SuccessData<R> = SuccessOf<R> extends { data: infer D } ? D : never;

/** The single root field's value of a mutation's result (`{ updateBookingStatus: ... }` -> its union). */
type RootResult<TData> = TData[keyof TData];

function isErrorMember(value: unknown): value is MutationErrorLike & { code: string; message: string } {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string' && typeof (value as { message?: unknown }).message === 'string' && !('data' in value);
}

/** A failure from a thrown value (network, timeout, GraphQL error) or an error member. */
export function failureOf(errorOrMember: unknown): MutationFailure {
  const error = isErrorMember(errorOrMember) ? mutationError(errorOrMember) : toAppError(errorOrMember);
  return { ok: false, error, message: error.message, fields: isErrorMember(errorOrMember) ? fieldIssues(errorOrMember) : {} };
}

/**
 * The outcome of one result union value: `{ ok: true, data }` for the success member, a failure for
 * an error member, and an UNKNOWN_ERROR failure when nothing came back.
 */
export function outcomeOf<R>(result: R): Outcome<SuccessData<R>> {
  if (result && typeof result === 'object' && 'data' in result) return { ok: true, data: (result as { data: SuccessData<R> }).data };
  if (isErrorMember(result)) return failureOf(result);
  return failureOf(new AppError('UNKNOWN_ERROR', defaultMessage('UNKNOWN_ERROR')));
}

/**
 * Runs a mutation document whose root field answers a result union. Options (update, refetch
 * queries) are Apollo's; `update` runs only with the data Apollo received, so check
 * `data?.<field>.__typename` there when it must skip failures.
 * @returns [run(variables) => Promise<Outcome<success data>>, Apollo's mutation state]
 */
export function useResultMutation<TData extends Record<string, unknown>, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: useMutation.Options<TData, TVariables>,
) {
  // Apollo's overloads do not resolve for a generic document; the types are restored on `run`.
  const [mutate, state] = useMutation(document, options as never);
  const send = mutate as unknown as (options: object) => Promise<{ data?: TData | null }>;
  const run = useCallback(
    async (variables: TVariables, override?: useMutation.MutationFunctionOptions<TData, TVariables>): Promise<Outcome<SuccessData<RootResult<TData>>>> => {
      try {
        const { data } = await send({ ...override, variables });
        const root = data ? (Object.values(data)[0] as RootResult<TData>) : undefined;
        return outcomeOf(root) as Outcome<SuccessData<RootResult<TData>>>;
      } catch (error) {
        return failureOf(error);
      }
    },
    [send],
  );
  return [run, state] as const;
}
