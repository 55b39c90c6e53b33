/**
 * The booking form's mutation. The new booking comes back normalized; where it sits in the
 * customer's lists (status filters, order) is the server's rule, so the cached `bookings` lists
 * are evicted and refetch when next shown.
 */
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';
import { evictRootFields } from '../../lib/apolloCache';

const CreateBookingMutation = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      __typename
      ... on MutationCreateBookingSuccess {
        data {
          id
          status
          statusLabel
          scheduledAt
          totalCents
          matching {
            mode
            askedCount
            expiresAt
          }
          cleaner {
            id
            fullName
          }
        }
      }
      ...ErrorFields
    }
  }
`);

/**
 * Books a service (customer). `run({ input })` resolves to an Outcome (lib/mutation.ts): the new
 * booking, or a failure with ValidationError field issues keyed by input field, ConflictError
 * (same booking twice), AuthorizationError...
 */
export function useCreateBooking() {
  return useResultMutation(CreateBookingMutation, {
    update(cache, { data }) {
      if (data?.createBooking.__typename !== 'MutationCreateBookingSuccess') return;
      evictRootFields(cache, 'bookings');
    },
  });
}
