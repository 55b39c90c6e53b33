/**
 * The /admin/memberships mutations (issue 8 "Memberships", spec section 7 "membership grant and
 * cancel"), one hook each. Their answers are normalized by id: an ended membership's status,
 * endedAt and reason change in place, and a granted one becomes the member's `activeMembership`.
 * The page reads its list and analytics again afterwards for the counts. Each hook answers an
 * `ActionResult` (ok, or the message to show) instead of throwing.
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { MembershipTierCode } from '../../../gql/graphql';
import { defaultMessage, errorMessage, mutationErrorMessage } from '../../../lib/errors';

const AdminCancelMembershipMutation = graphql(`
  mutation AdminCancelMembership($membershipId: ID!, $reason: String!) {
    adminCancelMembership(membershipId: $membershipId, reason: $reason) {
      __typename
      ... on MutationAdminCancelMembershipSuccess {
        data {
          id
          status
          endedAt
          cancelReason
          cancelAtPeriodEnd
          renews
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const AdminGrantMembershipMutation = graphql(`
  mutation AdminGrantMembership($userId: ID!, $tier: MembershipTierCode!, $months: Int!, $reason: String!) {
    adminGrantMembership(userId: $userId, tier: $tier, months: $months, reason: $reason) {
      __typename
      ... on MutationAdminGrantMembershipSuccess {
        data {
          id
          status
          source
          planMonths
          currentPeriodEnd
          grantReason
          tier {
            code
            name
          }
          member {
            id
            activeMembership {
              id
            }
          }
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export type ActionResult = { ok: true } | { ok: false; message: string };

/** The failed answer for a union result that is not the success type (an `Error`, or nothing). */
function failure(result: { code?: string; message?: string } | null | undefined): ActionResult {
  return { ok: false, message: result && 'code' in result ? mutationErrorMessage(result) : defaultMessage('UNKNOWN_ERROR') };
}

/** Runs one mutation call; a thrown error (network, GraphQL) becomes a failed `ActionResult` too. */
async function attempt(run: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await run();
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}

/** Ends a membership now with a reason; the returned membership (status, endedAt, reason) updates by id. */
export function useAdminCancelMembership() {
  const [mutate, state] = useMutation(AdminCancelMembershipMutation);
  const cancel = (membershipId: string, reason: string): Promise<ActionResult> =>
    attempt(async () => {
      const { data } = await mutate({ variables: { membershipId, reason } });
      const result = data?.adminCancelMembership;
      if (result?.__typename === 'MutationAdminCancelMembershipSuccess') return { ok: true };
      return failure(result);
    });
  return [cancel, state] as const;
}

/** Grants a tier; the member's `activeMembership` in the cache points at the new membership. */
export function useAdminGrantMembership() {
  const [mutate, state] = useMutation(AdminGrantMembershipMutation);
  const grant = (input: { userId: string; tier: MembershipTierCode; months: number; reason: string }): Promise<ActionResult> =>
    attempt(async () => {
      const { data } = await mutate({ variables: input });
      const result = data?.adminGrantMembership;
      if (result?.__typename === 'MutationAdminGrantMembershipSuccess') return { ok: true };
      return failure(result);
    });
  return [grant, state] as const;
}
