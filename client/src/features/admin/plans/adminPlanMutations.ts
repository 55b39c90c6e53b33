/**
 * The admin's changes to a plan from /admin/plans (docs/decisions/0033: the plan's customer or an admin may
 * pause, resume and cancel it), one hook each. The returned plan is normalized by Apollo (status,
 * paused and cancelled instants); its visits and which filtered pages hold it are the server's
 * rule, so the cached `plans` lists and the plan's `bookings` lists are evicted and the ones on
 * screen refetch (the open drawer reads `plan(id)` again for its visits).
 */
import { graphql } from '../../../gql';
import { useResultMutation } from '../../../lib/mutation';
import { evictRootFields } from '../../../lib/apolloCache';

const AdminUpdatePlanStatusMutation = graphql(`
  mutation AdminUpdatePlanStatus($id: ID!, $status: PlanStatus!) {
    updatePlan(id: $id, input: { status: $status }) {
      __typename
      ... on MutationUpdatePlanSuccess {
        data {
          id
          status
          pausedAt
          cancelledAt
        }
      }
      ...ErrorFields
    }
  }
`);

const AdminCancelPlanMutation = graphql(`
  mutation AdminCancelPlan($id: ID!, $reason: String) {
    cancelPlan(id: $id, reason: $reason) {
      __typename
      ... on MutationCancelPlanSuccess {
        data {
          id
          status
          pausedAt
          cancelledAt
        }
      }
      ...ErrorFields
    }
  }
`);

/** Pauses (future visits cancelled, 'Plan paused') or resumes (visits booked again from today) a plan. */
export function useAdminSetPlanStatus() {
  const [run, state] = useResultMutation(AdminUpdatePlanStatusMutation, {
    update(cache, { data }) {
      if (data?.updatePlan.__typename === 'MutationUpdatePlanSuccess') evictRootFields(cache, 'plans', 'plan', 'adminBookings', 'bookings');
    },
  });
  const setStatus = (id: string, status: 'paused' | 'active') => run({ id, status });
  return [setStatus, state] as const;
}

/** Cancels a plan with the admin's reason (at most 500 characters): every future visit is cancelled. */
export function useAdminCancelPlan() {
  const [run, state] = useResultMutation(AdminCancelPlanMutation, {
    update(cache, { data }) {
      if (data?.cancelPlan.__typename === 'MutationCancelPlanSuccess') evictRootFields(cache, 'plans', 'plan', 'adminBookings', 'bookings');
    },
  });
  const cancel = (id: string, reason: string) => run({ id, reason: reason || null });
  return [cancel, state] as const;
}
