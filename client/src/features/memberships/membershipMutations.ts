/**
 * The customer's membership mutations (docs/decisions/0019), one hook each with its cache
 * update. Every mutation answers with the Membership, which Apollo normalizes by id, so the page
 * and `me.activeMembership` update in place; a new membership (subscribe) is also written to the
 * root `currentMembership` field and to the member's `activeMembership`, and the cached savings
 * (`membershipAnalytics`, the server's sums) are evicted so they are read again. Each hook
 * resolves to an Outcome (lib/mutation.ts) whose data is the membership as it is now.
 */
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import type { MembershipOverview_MembershipFragment, MembershipTierCode } from '../../gql/graphql';
import { useResultMutation } from '../../lib/mutation';
import { evictRootFields } from '../../lib/apolloCache';

const SubscribeMembershipMutation = graphql(`
  mutation SubscribeMembership($tier: MembershipTierCode!, $months: Int!, $paymentMethodId: String) {
    subscribeMembership(tier: $tier, months: $months, paymentMethodId: $paymentMethodId) {
      __typename
      ... on MutationSubscribeMembershipSuccess {
        data {
          id
          ...MembershipOverview_membership
        }
      }
      ...ErrorFields
    }
  }
`);

const ChangeMembershipTierMutation = graphql(`
  mutation ChangeMembershipTier($tier: MembershipTierCode!, $paymentMethodId: String) {
    activateMembership(tier: $tier, paymentMethodId: $paymentMethodId) {
      __typename
      ... on MutationActivateMembershipSuccess {
        data {
          id
          ...MembershipOverview_membership
        }
      }
      ...ErrorFields
    }
  }
`);

const CancelMembershipMutation = graphql(`
  mutation CancelMembership {
    cancelMembership {
      __typename
      ... on MutationCancelMembershipSuccess {
        data {
          id
          ...MembershipOverview_membership
        }
      }
      ...ErrorFields
    }
  }
`);

const ReactivateMembershipMutation = graphql(`
  mutation ReactivateMembership {
    reactivateMembership {
      __typename
      ... on MutationReactivateMembershipSuccess {
        data {
          id
          ...MembershipOverview_membership
        }
      }
      ...ErrorFields
    }
  }
`);

const UpdateMembershipPaymentMethodMutation = graphql(`
  mutation UpdateMembershipPaymentMethod($paymentMethodId: String!) {
    updateMembershipPaymentMethod(paymentMethodId: $paymentMethodId) {
      __typename
      ... on MutationUpdateMembershipPaymentMethodSuccess {
        data {
          id
          ...MembershipOverview_membership
        }
      }
      ...ErrorFields
    }
  }
`);

/** Points `currentMembership` and the member's `activeMembership` at a membership now in the cache. */
function setCurrent(cache: ApolloCache, membership: MembershipOverview_MembershipFragment) {
  cache.modify({
    fields: {
      currentMembership: (_existing, { toReference }) => toReference({ __typename: 'Membership', id: membership.id }) ?? null,
    },
  });
  const userId = cache.identify({ __typename: 'User', id: membership.member.id });
  if (userId) {
    cache.modify({
      id: userId,
      fields: {
        activeMembership: (_existing, { toReference }) => toReference({ __typename: 'Membership', id: membership.id }) ?? null,
      },
    });
  }
}

/**
 * Buys `months` of a tier with a payment method (test mode: pm_card_visa / pm_card_chargeDeclined).
 * The new membership becomes the cached `currentMembership`; the cached savings are evicted.
 */
export function useSubscribeMembership() {
  const [run, state] = useResultMutation(SubscribeMembershipMutation, {
    update(cache, { data }) {
      const result = data?.subscribeMembership;
      if (result?.__typename !== 'MutationSubscribeMembershipSuccess') return;
      setCurrent(cache, result.data);
      evictRootFields(cache, 'membershipAnalytics');
    },
  });
  const subscribe = (input: { tier: MembershipTierCode; months: number; paymentMethodId: string | null }) => run(input);
  return [subscribe, state] as const;
}

/**
 * Changes tier: an upgrade applies now (the prorated difference is charged to `paymentMethodId`
 * or the saved card); a downgrade is scheduled for the period's end (`scheduledTier`). The
 * returned membership (tier, scheduledTier, hasPaymentMethod) updates by id.
 */
export function useChangeMembershipTier() {
  const [run, state] = useResultMutation(ChangeMembershipTierMutation);
  const change = (tier: MembershipTierCode, paymentMethodId: string | null = null) => run({ tier, paymentMethodId });
  return [change, state] as const;
}

/** Cancels at the end of the period (cancelAtPeriodEnd, renews false), updated by id. */
export function useCancelMembership() {
  const [run, state] = useResultMutation(CancelMembershipMutation);
  const cancel = () => run({});
  return [cancel, state] as const;
}

/** Undoes a cancel before the period ends (it renews again), updated by id. */
export function useReactivateMembership() {
  const [run, state] = useResultMutation(ReactivateMembershipMutation);
  const reactivate = () => run({});
  return [reactivate, state] as const;
}

/** Saves the card renewals charge (hasPaymentMethod, renews), updated by id. */
export function useUpdateMembershipPaymentMethod() {
  const [run, state] = useResultMutation(UpdateMembershipPaymentMethodMutation);
  const update = (paymentMethodId: string) => run({ paymentMethodId });
  return [update, state] as const;
}
