/**
 * The plan cleaner's answers to a recurring plan (docs/decisions/0033), one hook each:
 * accept the whole series, decline one visit, decline the whole series (the last two at least
 * 48 hours ahead, with a reason of 3 to 500 characters). The returned plan is normalized by Apollo
 * (series accepted, cleaner); which visits are this cleaner's jobs now, and which plans are theirs,
 * is the server's rule, so the cached `bookings` (and, after a series decline, `plans`) lists are
 * evicted and the ones on screen refetch.
 */
import { graphql } from '../../../gql';
import { useResultMutation } from '../../../lib/mutation';
import { evictRootFields } from '../../../lib/apolloCache';

const AcceptPlanSeriesMutation = graphql(`
  mutation CleanerAcceptPlanSeries($id: ID!) {
    acceptPlanSeries(id: $id) {
      __typename
      ... on MutationAcceptPlanSeriesSuccess {
        data {
          id
          status
          cleanerId
          seriesAccepted
        }
      }
      ...ErrorFields
    }
  }
`);

const DeclinePlanVisitMutation = graphql(`
  mutation CleanerDeclinePlanVisit($id: ID!, $date: String!, $reason: String!) {
    declinePlanVisit(id: $id, date: $date, reason: $reason) {
      __typename
      ... on MutationDeclinePlanVisitSuccess {
        data {
          id
          status
          cleanerId
          seriesAccepted
        }
      }
      ...ErrorFields
    }
  }
`);

const DeclinePlanSeriesMutation = graphql(`
  mutation CleanerDeclinePlanSeries($id: ID!, $reason: String!) {
    declinePlanSeries(id: $id, reason: $reason) {
      __typename
      ... on MutationDeclinePlanSeriesSuccess {
        data {
          id
          status
          cleanerId
          seriesAccepted
        }
      }
      ...ErrorFields
    }
  }
`);

/** Accepts every visit of plan `planId` still asking this cleaner; later visits are booked confirmed with them. */
export function useAcceptPlanSeries() {
  const [run, state] = useResultMutation(AcceptPlanSeriesMutation, {
    update(cache, { data }) {
      if (data?.acceptPlanSeries.__typename === 'MutationAcceptPlanSeriesSuccess') evictRootFields(cache, 'bookings');
    },
  });
  const accept = (planId: string) => run({ id: planId });
  return [accept, state] as const;
}

/** Declines the visit of plan `planId` on local date `date` ("YYYY-MM-DD") with a reason; it leaves this cleaner's jobs. */
export function useDeclinePlanVisit() {
  const [run, state] = useResultMutation(DeclinePlanVisitMutation, {
    update(cache, { data }) {
      if (data?.declinePlanVisit.__typename === 'MutationDeclinePlanVisitSuccess') evictRootFields(cache, 'bookings');
    },
  });
  const decline = (planId: string, date: string, reason: string) => run({ id: planId, date, reason });
  return [decline, state] as const;
}

/** Declines the whole series of plan `planId` with a reason: the plan and its visits 48 h or more ahead leave this cleaner. */
export function useDeclinePlanSeries() {
  const [run, state] = useResultMutation(DeclinePlanSeriesMutation, {
    update(cache, { data }) {
      if (data?.declinePlanSeries.__typename === 'MutationDeclinePlanSeriesSuccess') evictRootFields(cache, 'bookings', 'plans');
    },
  });
  const decline = (planId: string, reason: string) => run({ id: planId, reason });
  return [decline, state] as const;
}
