/**
 * The /admin/memberships mutations (docs/decisions/0019, spec section 7 "membership grant and
 * cancel"), one hook each. Their answers are normalized by id: an ended membership's status,
 * endedAt and reason change in place, and a granted one becomes the member's `activeMembership`.
 * The list (`allMemberships`) and the analytics, whose counts the server computes, are evicted
 * and asked again. Each hook resolves to an Outcome (lib/mutation.ts).
 */
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import type { MembershipTierCode } from '../../../gql/graphql';
import { useResultMutation } from '../../../lib/mutation';
import { evictRootFields } from '../../../lib/apolloCache';

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
      ...ErrorFields
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
      ...ErrorFields
    }
  }
`);

/** Asks the membership list and the analytics again. */
function evictMembershipLists(cache: ApolloCache) {
  evictRootFields(cache, 'allMemberships', 'adminMembershipAnalytics');
}

/** Ends a membership now with a reason; resolves with the membership (status, endedAt, reason). */
export function useAdminCancelMembership() {
  const [run, state] = useResultMutation(AdminCancelMembershipMutation, {
    update(cache, { data }) {
      if (data?.adminCancelMembership.__typename === 'MutationAdminCancelMembershipSuccess') evictMembershipLists(cache);
    },
  });
  const cancel = (membershipId: string, reason: string) => run({ membershipId, reason });
  return [cancel, state] as const;
}

/** Grants a tier; the member's `activeMembership` in the cache points at the new membership. */
export function useAdminGrantMembership() {
  const [run, state] = useResultMutation(AdminGrantMembershipMutation, {
    update(cache, { data }) {
      if (data?.adminGrantMembership.__typename === 'MutationAdminGrantMembershipSuccess') evictMembershipLists(cache);
    },
  });
  const grant = (input: { userId: string; tier: MembershipTierCode; months: number; reason: string }) => run(input);
  return [grant, state] as const;
}
