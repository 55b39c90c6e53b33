/**
 * The customer's plans (docs/decisions/0033): the fragments the plan pages render, their
 * queries, and one hook per mutation (lib/mutation.ts `useResultMutation`).
 *
 * A plan's `price`, `cleaner` and `visits` are objects without an id, kept inside the normalized
 * Plan; every document selects the plan through the one fragment `CustomerPlan_plan`, so the list
 * and the plan's page never overwrite each other's fields (and the nesting stays within the
 * server's query depth limit of 12, which counts fragment spreads). Every mutation answers the plan with the fields its page shows,
 * so the page updates in place; which plans a status tab lists, and the customer's bookings (visits
 * booked, moved or cancelled), are the server's to say, so those cached lists are evicted.
 */
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';
import { evictRootFields } from '../../lib/apolloCache';

export const CustomerPlan_plan = graphql(`
  fragment CustomerPlan_plan on Plan {
    id
    status
    timeZone
    frequency
    startDate
    startTime
    durationHours
    visitCount
    endDate
    seriesAccepted
    matching
    notes
    createdAt
    pausedAt
    cancelledAt
    service {
      id
      name
      category
    }
    address
    city
    zipCode
    cleaner {
      cleanerId
      displayName
      initials
      photoUrl
      rating
      reviewCount
    }
    price {
      hourlyRateCents
      totalCents
      discountPercent
      discountCents
      appliedTier
    }
    visits {
      ...PlanVisitList_visit
    }
  }
`);

export const CustomerPlansQuery = graphql(`
  query CustomerPlans($status: PlanStatus, $page: Int, $limit: Int) {
    plans(status: $status, page: $page, limit: $limit) {
      items {
        id
        ...CustomerPlan_plan
      }
      page
      limit
      total
    }
  }
`);

export const CustomerPlanQuery = graphql(`
  query CustomerPlan($id: ID!) {
    plan(id: $id) {
      id
      ...CustomerPlan_plan
    }
  }
`);

const UpdatePlanMutation = graphql(`
  mutation UpdatePlan($id: ID!, $input: PlanUpdateInput!) {
    updatePlan(id: $id, input: $input) {
      __typename
      ... on MutationUpdatePlanSuccess {
        data {
          id
          ...CustomerPlan_plan
        }
      }
      ...ErrorFields
    }
  }
`);

const SkipPlanVisitMutation = graphql(`
  mutation SkipPlanVisit($id: ID!, $date: String!) {
    skipPlanVisit(id: $id, date: $date) {
      __typename
      ... on MutationSkipPlanVisitSuccess {
        data {
          id
          ...CustomerPlan_plan
        }
      }
      ...ErrorFields
    }
  }
`);

const MovePlanVisitMutation = graphql(`
  mutation MovePlanVisit($id: ID!, $date: String!, $scheduledAt: DateTime!) {
    movePlanVisit(id: $id, date: $date, scheduledAt: $scheduledAt) {
      __typename
      ... on MutationMovePlanVisitSuccess {
        data {
          id
          ...CustomerPlan_plan
        }
      }
      ...ErrorFields
    }
  }
`);

const CancelPlanMutation = graphql(`
  mutation CancelPlan($id: ID!, $reason: String) {
    cancelPlan(id: $id, reason: $reason) {
      __typename
      ... on MutationCancelPlanSuccess {
        data {
          id
          ...CustomerPlan_plan
        }
      }
      ...ErrorFields
    }
  }
`);

/**
 * Changes a plan (owner customer): `run({ id, input })` with `startTime` ("HH:MM" at the address)
 * and/or `frequency` (future unpaid visits re-created and re-checked: the answer's visits carry
 * the conflicts), or `status` paused / active (pause, resume).
 */
export function useUpdatePlan() {
  return useResultMutation(UpdatePlanMutation, {
    update(cache, { data }) {
      if (data?.updatePlan.__typename === 'MutationUpdatePlanSuccess') evictRootFields(cache, 'plans', 'bookings');
    },
  });
}

/** Skips one visit by its local date ("YYYY-MM-DD"); its booking, if any, is cancelled (the policy applies). */
export function useSkipPlanVisit() {
  return useResultMutation(SkipPlanVisitMutation, {
    update(cache, { data }) {
      if (data?.skipPlanVisit.__typename === 'MutationSkipPlanVisitSuccess') evictRootFields(cache, 'bookings');
    },
  });
}

/** Moves one visit (by its local date) to `scheduledAt` (UTC), at least 24 hours before both starts. */
export function useMovePlanVisit() {
  return useResultMutation(MovePlanVisitMutation, {
    update(cache, { data }) {
      if (data?.movePlanVisit.__typename === 'MutationMovePlanVisitSuccess') evictRootFields(cache, 'bookings');
    },
  });
}

/** Cancels a plan and its future visits (paid visits follow the cancellation policy). */
export function useCancelPlan() {
  return useResultMutation(CancelPlanMutation, {
    update(cache, { data }) {
      if (data?.cancelPlan.__typename === 'MutationCancelPlanSuccess') evictRootFields(cache, 'plans', 'bookings');
    },
  });
}
