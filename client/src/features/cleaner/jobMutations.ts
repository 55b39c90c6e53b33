import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { defaultMessage, errorMessage, mutationErrorMessage } from '../../components/booking/errors';

/** Active job lists refetched after any job action (the job moves between "Available" and "My jobs"). */
const JOB_LISTS = ['CleanerOpenJobs', 'CleanerMyJobs'];

const CleanerAcceptBookingMutation = graphql(`
  mutation CleanerAcceptBooking($id: ID!) {
    acceptBooking(id: $id) {
      __typename
      ... on MutationAcceptBookingSuccess {
        data {
          id
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

const listRefresh = { refetchQueries: JOB_LISTS, awaitRefetchQueries: true } as const;

/** Accepts an open job; the job lists are refetched so it moves to "My jobs". */
export function useAcceptBooking() {
  const [mutate, state] = useMutation(CleanerAcceptBookingMutation, listRefresh);
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

/** Rejects a job with a reason; the job lists are refetched so it leaves the cleaner's lists. */
export function useRejectBooking() {
  const [mutate, state] = useMutation(CleanerRejectBookingMutation, listRefresh);
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

/** Starts (in_progress) or completes (completed) an assigned job; the card updates by id and lists are refetched. */
export function useUpdateJobStatus() {
  const [mutate, state] = useMutation(CleanerUpdateJobStatusMutation, listRefresh);
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
