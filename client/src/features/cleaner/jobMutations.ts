/**
 * The cleaner's job mutations, one hook each with its cache update: the returned booking is
 * normalized by Apollo (status, allowed actions, card fields), and lib/bookingLists.ts moves it
 * between the cached list pages: an accepted job leaves "Available" (scope OPEN) and joins "My
 * jobs" where its status is listed; a rejected job leaves every list of this cleaner; a started
 * or completed job moves between the status-filtered pages.
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { matchesStatus, placeBookingInLists } from '../../lib/bookingLists';
import { defaultMessage, errorMessage, mutationErrorMessage } from '../../lib/errors';

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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
    }
  }
`);

export type ActionResult = { ok: true } | { ok: false; message: string };

type UnionResult = { __typename?: string; code?: string; message?: string } | null | undefined;

function toResult(result: UnionResult, successTypename: string): ActionResult {
  if (result?.__typename === successTypename) return { ok: true };
  if (result && typeof result.code === 'string') {
    return { ok: false, message: mutationErrorMessage(result) };
  }
  return { ok: false, message: defaultMessage('UNKNOWN_ERROR') };
}

/** Accepts an open job: it leaves the open lists and joins this cleaner's lists that show `confirmed`. */
export function useAcceptBooking() {
  const [mutate, state] = useMutation(CleanerAcceptBookingMutation, {
    update(cache, { data }) {
      const result = data?.acceptBooking;
      if (result?.__typename !== 'MutationAcceptBookingSuccess') return;
      placeBookingInLists(cache, result.data.id, (list) => list.scope !== 'OPEN' && matchesStatus(list, result.data.status));
    },
  });
  const accept = async (id: string): Promise<ActionResult> => {
    try {
      const { data } = await mutate({ variables: { id } });
      return toResult(data?.acceptBooking, 'MutationAcceptBookingSuccess');
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [accept, state] as const;
}

/** Rejects (declines) a job with a reason: it leaves every list of this cleaner. */
export function useRejectBooking() {
  const [mutate, state] = useMutation(CleanerRejectBookingMutation, {
    update(cache, { data }) {
      const result = data?.rejectBooking;
      if (result?.__typename !== 'MutationRejectBookingSuccess') return;
      placeBookingInLists(cache, result.data.id, () => false);
    },
  });
  const reject = async (id: string, reason: string): Promise<ActionResult> => {
    try {
      const { data } = await mutate({ variables: { id, reason } });
      return toResult(data?.rejectBooking, 'MutationRejectBookingSuccess');
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [reject, state] as const;
}

/** Starts (in_progress) or completes (completed) an assigned job: the card updates by id and it moves between status-filtered pages. */
export function useUpdateJobStatus() {
  const [mutate, state] = useMutation(CleanerUpdateJobStatusMutation, {
    update(cache, { data }) {
      const result = data?.updateBookingStatus;
      if (result?.__typename !== 'MutationUpdateBookingStatusSuccess') return;
      placeBookingInLists(cache, result.data.id, (list) => list.scope !== 'OPEN' && matchesStatus(list, result.data.status));
    },
  });
  const update = async (id: string, status: 'in_progress' | 'completed'): Promise<ActionResult> => {
    try {
      const { data } = await mutate({ variables: { id, status } });
      return toResult(data?.updateBookingStatus, 'MutationUpdateBookingStatusSuccess');
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [update, state] as const;
}
