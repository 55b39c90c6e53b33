/**
 * The cleaner's availability (docs/decisions/0019): the `myAvailability` query the
 * page reads and the `setAvailability` mutation, whose cache update writes the returned
 * Availability over `myAvailability` (it has no id, so it lives under the root query) and carries
 * the new time zone into `me.cleanerProfile`.
 */
import { graphql } from '../../gql';
import { useAuth } from '../../lib/auth';
import { useResultMutation } from '../../lib/mutation';
import type { HoursWindowValue } from './availability';

export const AvailabilityFields = graphql(`
  fragment AvailabilityFields on Availability {
    timeZone
    hoursSet
    weeklyHours {
      weekday
      start
      end
    }
    daysOff {
      date
      note
    }
  }
`);

/** The signed-in cleaner's weekly hours and days off. */
export const MyAvailabilityQuery = graphql(`
  query MyAvailability {
    myAvailability {
      ...AvailabilityFields
    }
  }
`);

const SetAvailabilityMutation = graphql(`
  mutation SetAvailability($timeZone: String!, $weeklyHours: [HoursWindowInput!]!, $daysOff: [DayOffInput!]) {
    setAvailability(timeZone: $timeZone, weeklyHours: $weeklyHours, daysOff: $daysOff) {
      __typename
      ... on MutationSetAvailabilitySuccess {
        data {
          ...AvailabilityFields
        }
      }
      ...ErrorFields
    }
  }
`);

export interface AvailabilityInput {
  timeZone: string;
  weeklyHours: HoursWindowValue[];
  daysOff: { date: string; note: string | null }[];
}

/**
 * setAvailability: replaces the weekly hours (in timeZone) and the days off. Resolves to an
 * Outcome (lib/mutation.ts): the saved Availability, or a failure whose `error.issues` carry the
 * input paths ("weeklyHours.3.end", "daysOff.2.note").
 */
export function useSetAvailability() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [run, state] = useResultMutation(SetAvailabilityMutation, {
    update(cache, { data }) {
      const result = data?.setAvailability;
      if (result?.__typename !== 'MutationSetAvailabilitySuccess') return;
      cache.writeQuery({ query: MyAvailabilityQuery, data: { myAvailability: result.data } });
      if (userId) {
        cache.modify({
          id: cache.identify({ __typename: 'User', id: userId }),
          fields: {
            cleanerProfile(existing: unknown) {
              return existing && typeof existing === 'object' ? { ...existing, timeZone: result.data.timeZone } : existing;
            },
          },
        });
      }
    },
  });
  const save = (input: AvailabilityInput) => run(input);
  return [save, state] as const;
}
