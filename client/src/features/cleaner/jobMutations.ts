/**
 * The cleaner's job mutations, one hook each. The returned booking is normalized by Apollo
 * (status, allowed actions, card fields), so the card updates in place; which lists it now belongs
 * to (Available, My jobs by status) is the server's rule, so the cached `bookings` lists are
 * evicted and the ones on screen refetch.
 */
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';
import { evictRootFields } from '../../lib/apolloCache';

const CleanerAcceptBookingMutation = graphql(`
  mutation CleanerAcceptBooking($id: ID!) {
    acceptBooking(id: $id) {
      __typename
      ... on MutationAcceptBookingSuccess {
        data {
          id
          address
          ...JobCard_booking
        }
      }
      ...ErrorFields
    }
  }
`);

const CleanerRejectBookingMutation = graphql(`
  mutation CleanerRejectBooking($id: ID!, $reason: String!) {
    rejectBooking(id: $id, reason: $reason) {
      __typename
      ... on MutationRejectBookingSuccess {
        data {
          id
          status
          statusLabel
          allowedActions
        }
      }
      ...ErrorFields
    }
  }
`);

const CleanerUpdateJobStatusMutation = graphql(`
  mutation CleanerUpdateJobStatus($id: ID!, $status: BookingStatus!) {
    updateBookingStatus(id: $id, status: $status) {
      __typename
      ... on MutationUpdateBookingStatusSuccess {
        data {
          id
          address
          ...JobCard_booking
        }
      }
      ...ErrorFields
    }
  }
`);

const CleanerCancelJobMutation = graphql(`
  mutation CleanerCancelJob($id: ID!, $reason: String) {
    updateBookingStatus(id: $id, status: cancelled, reason: $reason) {
      __typename
      ... on MutationUpdateBookingStatusSuccess {
        data {
          id
          ...JobCard_booking
        }
      }
      ...ErrorFields
    }
  }
`);

/** The late-cancellation rule in force (the cancel dialog of an instant job; issue 31). */
export const CleanerLateCancellationRuleQuery = graphql(`
  query CleanerLateCancellationRule {
    myInstantBook {
      lateCancellationRule {
        count
        windowDays
        suspensionDays
        lateHours
      }
    }
  }
`);

/**
 * Cancels a confirmed instant job the cleaner holds (CANCEL in allowedActions; docs/decisions/0044):
 * the customer is refunded in full and told; a late one counts towards a pause of instant booking.
 */
export function useCancelJob() {
  const [run, state] = useResultMutation(CleanerCancelJobMutation, {
    update(cache, { data }) {
      if (data?.updateBookingStatus.__typename === 'MutationUpdateBookingStatusSuccess') evictRootFields(cache, 'bookings');
    },
  });
  const cancel = (id: string, reason: string) => run({ id, reason: reason || null });
  return [cancel, state] as const;
}

/** Accepts an open job (status -> confirmed): it leaves Available and joins My jobs. */
export function useAcceptBooking() {
  const [run, state] = useResultMutation(CleanerAcceptBookingMutation, {
    update(cache, { data }) {
      if (data?.acceptBooking.__typename === 'MutationAcceptBookingSuccess') evictRootFields(cache, 'bookings');
    },
  });
  const accept = (id: string) => run({ id });
  return [accept, state] as const;
}

/** Rejects (declines) a job with a reason (trimmed, 3-500 characters): it leaves every list of this cleaner. */
export function useRejectBooking() {
  const [run, state] = useResultMutation(CleanerRejectBookingMutation, {
    update(cache, { data }) {
      if (data?.rejectBooking.__typename === 'MutationRejectBookingSuccess') evictRootFields(cache, 'bookings');
    },
  });
  const reject = (id: string, reason: string) => run({ id, reason });
  return [reject, state] as const;
}

/** Starts (in_progress) or completes (completed) an assigned job: the card updates by id, the status-filtered lists refetch. */
export function useUpdateJobStatus() {
  const [run, state] = useResultMutation(CleanerUpdateJobStatusMutation, {
    update(cache, { data }) {
      if (data?.updateBookingStatus.__typename === 'MutationUpdateBookingStatusSuccess') evictRootFields(cache, 'bookings');
    },
  });
  const update = (id: string, status: 'in_progress' | 'completed') => run({ id, status });
  return [update, state] as const;
}
