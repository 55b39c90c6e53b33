/**
 * The customer's membership mutations (issue 8 "Memberships"), one hook each with its cache
 * update. Every mutation answers with the Membership, which Apollo normalizes by id, so the page
 * and `me.activeMembership` update in place; a new membership (subscribe) is also written to the
 * root `currentMembership` field and to the member's `activeMembership`, and its payment is added
 * to the cached savings (`membershipAnalytics.feesPaidCents`), with `cache.modify`.
 */
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import type { MembershipOverview_MembershipFragment, MembershipTierCode } from '../../gql/graphql';
import { defaultMessage, errorMessage, errorType, isErrorType, mutationErrorMessage, type ErrorType } from '../../lib/errors';

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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
    }
  }
`);

/** A mutation's outcome: the membership as it is now, or a catalogue type and a message to show. */
export type MembershipResult =
  | { ok: true; membership: MembershipOverview_MembershipFragment }
  | { ok: false; type: ErrorType; message: string };

type UnionResult =
  | { __typename?: string; code?: string; message?: string; data?: MembershipOverview_MembershipFragment }
  | null
  | undefined;

function toResult(result: UnionResult, successTypename: string): MembershipResult {
  if (result?.__typename === successTypename && result.data) return { ok: true, membership: result.data };
  if (result && typeof result.code === 'string') {
    return { ok: false, type: isErrorType(result.code) ? result.code : 'UNKNOWN_ERROR', message: mutationErrorMessage(result) };
  }
  return { ok: false, type: 'UNKNOWN_ERROR', message: defaultMessage('UNKNOWN_ERROR') };
}

function thrown(error: unknown): MembershipResult {
  return { ok: false, type: errorType(error), message: errorMessage(error) };
}

/** The cached savings object (stored inline under the root query: MembershipSavings has no id). */
function isSavings(value: unknown): value is { feesPaidCents: number; netSavingsCents: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { feesPaidCents?: unknown }).feesPaidCents === 'number' &&
    typeof (value as { netSavingsCents?: unknown }).netSavingsCents === 'number'
  );
}

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
 * The new membership becomes the cached `currentMembership`; `priceCents` (what was charged) is
 * added to the cached savings' fees.
 */
export function useSubscribeMembership() {
  const [mutate, state] = useMutation(SubscribeMembershipMutation);
  const subscribe = async (input: { tier: MembershipTierCode; months: number; paymentMethodId: string | null; priceCents: number }): Promise<MembershipResult> => {
    try {
      const { data } = await mutate({
        variables: { tier: input.tier, months: input.months, paymentMethodId: input.paymentMethodId },
        update(cache, { data: answer }) {
          const result = answer?.subscribeMembership;
          if (result?.__typename !== 'MutationSubscribeMembershipSuccess') return;
          setCurrent(cache, result.data);
          cache.modify({
            fields: {
              membershipAnalytics(existing) {
                if (!isSavings(existing)) return existing;
                return { ...existing, feesPaidCents: existing.feesPaidCents + input.priceCents, netSavingsCents: existing.netSavingsCents - input.priceCents };
              },
            },
          });
        },
      });
      return toResult(data?.subscribeMembership, 'MutationSubscribeMembershipSuccess');
    } catch (error) {
      return thrown(error);
    }
  };
  return [subscribe, state] as const;
}

/**
 * Changes tier: an upgrade applies now (the prorated difference is charged to `paymentMethodId`
 * or the saved card); a downgrade is scheduled for the period's end (`scheduledTier`). The
 * returned membership (tier, scheduledTier, hasPaymentMethod) updates by id.
 */
export function useChangeMembershipTier() {
  const [mutate, state] = useMutation(ChangeMembershipTierMutation);
  const change = async (tier: MembershipTierCode, paymentMethodId: string | null = null): Promise<MembershipResult> => {
    try {
      const { data } = await mutate({ variables: { tier, paymentMethodId } });
      return toResult(data?.activateMembership, 'MutationActivateMembershipSuccess');
    } catch (error) {
      return thrown(error);
    }
  };
  return [change, state] as const;
}

/** Cancels at the end of the period (cancelAtPeriodEnd, renews false), updated by id. */
export function useCancelMembership() {
  const [mutate, state] = useMutation(CancelMembershipMutation);
  const cancel = async (): Promise<MembershipResult> => {
    try {
      const { data } = await mutate();
      return toResult(data?.cancelMembership, 'MutationCancelMembershipSuccess');
    } catch (error) {
      return thrown(error);
    }
  };
  return [cancel, state] as const;
}

/** Undoes a cancel before the period ends (it renews again), updated by id. */
export function useReactivateMembership() {
  const [mutate, state] = useMutation(ReactivateMembershipMutation);
  const reactivate = async (): Promise<MembershipResult> => {
    try {
      const { data } = await mutate();
      return toResult(data?.reactivateMembership, 'MutationReactivateMembershipSuccess');
    } catch (error) {
      return thrown(error);
    }
  };
  return [reactivate, state] as const;
}

/** Saves the card renewals charge (hasPaymentMethod, renews), updated by id. */
export function useUpdateMembershipPaymentMethod() {
  const [mutate, state] = useMutation(UpdateMembershipPaymentMethodMutation);
  const update = async (paymentMethodId: string): Promise<MembershipResult> => {
    try {
      const { data } = await mutate({ variables: { paymentMethodId } });
      return toResult(data?.updateMembershipPaymentMethod, 'MutationUpdateMembershipPaymentMethodSuccess');
    } catch (error) {
      return thrown(error);
    }
  };
  return [update, state] as const;
}
