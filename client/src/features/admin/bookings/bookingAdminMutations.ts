/**
 * The admin booking mutations of /admin/bookings (issue 10 "Bookings"), one hook each with its
 * cache update: the returned booking carries every field the grid row and the drawer show, so
 * Apollo's normalized Booking updates both in place (status label, cleaner, time, total, events);
 * the upkeep in adminBookingLists.ts takes it out of cached grid pages whose filters it no
 * longer meets. Errors come back as messages safe to show (spec section 8, e.g. the 409
 * "... already has a job at that time.").
 */
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import type { BookingStatus } from '../../../gql/graphql';
import { defaultMessage, errorMessage, fieldIssues, mutationErrorMessage, type MutationErrorLike } from '../../../lib/errors';
import { dropFromUnmatchedAdminLists, type AdminBookingFacts } from './adminBookingLists';

const AdminAssignCleanerMutation = graphql(`
  mutation AdminAssignCleaner($bookingId: ID!, $cleanerId: ID!) {
    assignCleaner(bookingId: $bookingId, cleanerId: $cleanerId) {
      __typename
      ... on MutationAssignCleanerSuccess {
        data {
          id
          ...AdminBookingDrawer_booking
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const AdminUpdateBookingDetailsMutation = graphql(`
  mutation AdminUpdateBookingDetails(
    $id: ID!
    $scheduledAt: DateTime
    $durationHours: Float
    $address: String
    $city: String
    $zipCode: String
    $notes: String
  ) {
    updateBookingDetails(id: $id, scheduledAt: $scheduledAt, durationHours: $durationHours, address: $address, city: $city, zipCode: $zipCode, notes: $notes) {
      __typename
      ... on MutationUpdateBookingDetailsSuccess {
        data {
          id
          ...AdminBookingDrawer_booking
        }
      }
      ... on Error {
        code
        message
      }
      ... on ValidationError {
        field
        issues {
          field
          message
        }
      }
    }
  }
`);

const AdminBookingChangeStatusMutation = graphql(`
  mutation AdminBookingChangeStatus($id: ID!, $status: BookingStatus!, $reason: String!) {
    updateBookingStatus(id: $id, status: $status, reason: $reason) {
      __typename
      ... on MutationUpdateBookingStatusSuccess {
        data {
          id
          ...AdminBookingDrawer_booking
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

/** A mutation's outcome: ok with the updated booking's figures, or a message (and field errors). */
export type AdminBookingResult<T> = { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

function failure(result: MutationErrorLike | null | undefined): { ok: false; message: string; fields: Record<string, string> } {
  if (result && typeof result.code === 'string') {
    return { ok: false, message: mutationErrorMessage(result), fields: result.__typename === 'ValidationError' ? fieldIssues(result) : {} };
  }
  return { ok: false, message: defaultMessage('UNKNOWN_ERROR'), fields: {} };
}

function thrown(error: unknown): { ok: false; message: string; fields: Record<string, string> } {
  return { ok: false, message: errorMessage(error), fields: {} };
}

/** Keeps the grid pages right for a changed booking. */
function placeInAdminLists(cache: ApolloCache, booking: AdminBookingFacts & { id: string }) {
  dropFromUnmatchedAdminLists(cache, booking.id, booking);
}

/**
 * Asks a cleaner to take the booking (assign or reassign): it becomes "Awaiting Cleaner Response"
 * with that cleaner. Resolves with the new status label.
 */
export function useAssignCleaner() {
  const [mutate, state] = useMutation(AdminAssignCleanerMutation, {
    update(cache, { data }) {
      const result = data?.assignCleaner;
      if (result?.__typename === 'MutationAssignCleanerSuccess') placeInAdminLists(cache, result.data);
    },
  });
  const assign = async (bookingId: string, cleanerId: string): Promise<AdminBookingResult<{ statusLabel: string }>> => {
    try {
      const { data } = await mutate({ variables: { bookingId, cleanerId } });
      const result = data?.assignCleaner;
      if (result?.__typename === 'MutationAssignCleanerSuccess') return { ok: true, value: { statusLabel: result.data.statusLabel } };
      return failure(result);
    } catch (error) {
      return thrown(error);
    }
  };
  return [assign, state] as const;
}

/** The details an admin may change; absent fields stay as they are, `notes: null` clears them. */
export interface BookingDetailsChanges {
  scheduledAt?: string;
  durationHours?: number;
  address?: string;
  city?: string;
  zipCode?: string;
  notes?: string | null;
}

/** Changes time, hours, address, city, zip code or notes; resolves with the re-quoted total in cents. */
export function useUpdateBookingDetails() {
  const [mutate, state] = useMutation(AdminUpdateBookingDetailsMutation, {
    update(cache, { data }) {
      const result = data?.updateBookingDetails;
      if (result?.__typename === 'MutationUpdateBookingDetailsSuccess') placeInAdminLists(cache, result.data);
    },
  });
  const save = async (id: string, changes: BookingDetailsChanges): Promise<AdminBookingResult<{ totalCents: number }>> => {
    try {
      const { data } = await mutate({ variables: { id, ...changes } });
      const result = data?.updateBookingDetails;
      if (result?.__typename === 'MutationUpdateBookingDetailsSuccess') return { ok: true, value: { totalCents: result.data.totalCents } };
      return failure(result);
    } catch (error) {
      return thrown(error);
    }
  };
  return [save, state] as const;
}

/** Sets the booking's status with a reason (recorded in its timeline and the audit trail). */
export function useAdminChangeBookingStatus() {
  const [mutate, state] = useMutation(AdminBookingChangeStatusMutation, {
    update(cache, { data }) {
      const result = data?.updateBookingStatus;
      if (result?.__typename === 'MutationUpdateBookingStatusSuccess') placeInAdminLists(cache, result.data);
    },
  });
  const change = async (id: string, status: BookingStatus, reason: string): Promise<AdminBookingResult<{ statusLabel: string }>> => {
    try {
      const { data } = await mutate({ variables: { id, status, reason } });
      const result = data?.updateBookingStatus;
      if (result?.__typename === 'MutationUpdateBookingStatusSuccess') return { ok: true, value: { statusLabel: result.data.statusLabel } };
      return failure(result);
    } catch (error) {
      return thrown(error);
    }
  };
  return [change, state] as const;
}
