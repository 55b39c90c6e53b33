/**
 * The admin booking mutations of /admin/bookings (docs/decisions/0020), one hook each. The
 * returned booking carries every field the grid row and the drawer show, so Apollo's normalized
 * Booking updates both in place (status label, cleaner, time, total, events); the grid's
 * `adminBookings` pages, whose membership the change may alter, are evicted and asked again.
 * Each hook resolves to an Outcome (lib/mutation.ts) with the booking, or the message to show
 * (spec section 8, e.g. the 409 "... already has a job at that time.").
 */
import { graphql } from '../../../gql';
import type { BookingStatus } from '../../../gql/graphql';
import { useResultMutation } from '../../../lib/mutation';
import { evictRootFields } from '../../../lib/apolloCache';

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
      ...ErrorFields
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
      ...ErrorFields
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
      ...ErrorFields
    }
  }
`);

/**
 * Asks a cleaner to take the booking (assign or reassign): it becomes "Awaiting Cleaner Response"
 * with that cleaner. Resolves with the booking.
 */
export function useAssignCleaner() {
  const [run, state] = useResultMutation(AdminAssignCleanerMutation, {
    update(cache, { data }) {
      if (data?.assignCleaner.__typename === 'MutationAssignCleanerSuccess') evictRootFields(cache, 'adminBookings');
    },
  });
  const assign = (bookingId: string, cleanerId: string) => run({ bookingId, cleanerId });
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

/** Changes time, hours, address, city, zip code or notes; resolves with the booking (its re-quoted `totalCents`). */
export function useUpdateBookingDetails() {
  const [run, state] = useResultMutation(AdminUpdateBookingDetailsMutation, {
    update(cache, { data }) {
      if (data?.updateBookingDetails.__typename === 'MutationUpdateBookingDetailsSuccess') evictRootFields(cache, 'adminBookings');
    },
  });
  const save = (id: string, changes: BookingDetailsChanges) => run({ id, ...changes });
  return [save, state] as const;
}

/** Sets the booking's status with a reason (recorded in its timeline and the audit trail); resolves with the booking. */
export function useAdminChangeBookingStatus() {
  const [run, state] = useResultMutation(AdminBookingChangeStatusMutation, {
    update(cache, { data }) {
      // A status change may refund the customer or schedule a payout: the payments list changes too.
      if (data?.updateBookingStatus.__typename === 'MutationUpdateBookingStatusSuccess') evictRootFields(cache, 'adminBookings', 'adminPayments');
    },
  });
  const change = (id: string, status: BookingStatus, reason: string) => run({ id, status, reason });
  return [change, state] as const;
}
