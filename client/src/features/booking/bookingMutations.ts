/**
 * The booking form's mutation, with its cache update next to it: the new booking (returned and
 * normalized by Apollo) joins the cached `bookings` list pages whose status filter lets a
 * `pending` booking in, in the server's order (lib/bookingLists.ts).
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { matchesStatus, placeBookingInLists } from '../../lib/bookingLists';

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
        }
      }
      ... on ValidationError {
        field
        issues {
          field
          message
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

/**
 * Books a service (customer). Resolves with the result union: MutationCreateBookingSuccess, or
 * ValidationError (field issues), ConflictError (same booking twice), AuthorizationError...
 */
export function useCreateBooking() {
  return useMutation(CreateBookingMutation, {
    update(cache, { data }) {
      const result = data?.createBooking;
      if (result?.__typename !== 'MutationCreateBookingSuccess') return;
      placeBookingInLists(cache, result.data.id, (list) => matchesStatus(list, result.data.status));
    },
  });
}
