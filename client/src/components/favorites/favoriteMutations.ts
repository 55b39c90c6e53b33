/**
 * A customer's favourite cleaners (docs/decisions/0027): add and remove, one hook each.
 * The page of favourites (`favoriteCleaners`) is evicted so it refetches in the server's order; the
 * booking the customer marked from, when given, gets its `cleanerIsFavorite` from the answer.
 */
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';
import { evictRootFields } from '../../lib/apolloCache';

const AddFavoriteCleanerMutation = graphql(`
  mutation AddFavoriteCleaner($cleanerId: ID!) {
    addFavoriteCleaner(cleanerId: $cleanerId) {
      __typename
      ... on MutationAddFavoriteCleanerSuccess {
        data {
          createdAt
          cleaner {
            cleanerId
            displayName
          }
        }
      }
      ...ErrorFields
    }
  }
`);

const RemoveFavoriteCleanerMutation = graphql(`
  mutation RemoveFavoriteCleaner($cleanerId: ID!) {
    removeFavoriteCleaner(cleanerId: $cleanerId) {
      __typename
      ... on MutationRemoveFavoriteCleanerSuccess {
        data {
          cleanerId
          displayName
        }
      }
      ...ErrorFields
    }
  }
`);

/** After a change: the favourites list and the recommendations (their "Favourite" badges) refetch; the booking shows the new state. */
function afterChange(cache: ApolloCache, favorite: boolean, bookingId?: string) {
  if (bookingId) {
    cache.modify({ id: cache.identify({ __typename: 'Booking', id: bookingId }), fields: { cleanerIsFavorite: () => favorite } });
  }
  evictRootFields(cache, 'favoriteCleaners', 'recommendationsByZip');
}

/**
 * addFavoriteCleaner: `run({ cleanerId })` resolves to an Outcome (lib/mutation.ts); a cleaner
 * who has not completed a job for this customer is a ConflictError. `bookingId`: the booking page
 * it is marked from.
 */
export function useAddFavoriteCleaner(bookingId?: string) {
  return useResultMutation(AddFavoriteCleanerMutation, {
    update(cache, { data }) {
      if (data?.addFavoriteCleaner.__typename !== 'MutationAddFavoriteCleanerSuccess') return;
      afterChange(cache, true, bookingId);
    },
  });
}

/** removeFavoriteCleaner: `run({ cleanerId })` resolves to an Outcome; removing a cleaner who is not a favourite succeeds. */
export function useRemoveFavoriteCleaner(bookingId?: string) {
  return useResultMutation(RemoveFavoriteCleanerMutation, {
    update(cache, { data }) {
      if (data?.removeFavoriteCleaner.__typename !== 'MutationRemoveFavoriteCleanerSuccess') return;
      afterChange(cache, false, bookingId);
    },
  });
}
