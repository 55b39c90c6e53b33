/**
 * The cleaner's availability (issue 8 "Profiles and availability"): the `myAvailability` query the
 * page reads and the `setAvailability` mutation, whose cache update writes the returned
 * Availability over `myAvailability` (it has no id, so it lives under the root query) and carries
 * the new time zone into `me.cleanerProfile`.
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { defaultMessage, errorMessage, mutationErrorMessage, type FieldIssue } from '../../lib/errors';
import { useAuth } from '../../lib/auth';
import type { AvailabilityFieldsFragment as AvailabilityData } from '../../gql/graphql';
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

export interface AvailabilityInput {
  timeZone: string;
  weeklyHours: HoursWindowValue[];
  daysOff: { date: string; note: string | null }[];
}

export type SetAvailabilityResult =
  | { ok: true; availability: AvailabilityData }
  | { ok: false; code: string; message: string; issues: readonly FieldIssue[]; field: string | null };

/** setAvailability: replaces the weekly hours (in timeZone) and the days off. */
export function useSetAvailability() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [mutate, state] = useMutation(SetAvailabilityMutation, {
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
  const save = async (input: AvailabilityInput): Promise<SetAvailabilityResult> => {
    try {
      const { data } = await mutate({ variables: input });
      const result = data?.setAvailability;
      if (result?.__typename === 'MutationSetAvailabilitySuccess') return { ok: true, availability: result.data };
      if (result && 'code' in result && typeof result.code === 'string') {
        return {
          ok: false,
          code: result.code,
          message: mutationErrorMessage(result),
          issues: result.__typename === 'ValidationError' ? result.issues : [],
          field: result.__typename === 'ValidationError' ? (result.field ?? null) : null,
        };
      }
      return { ok: false, code: 'UNKNOWN_ERROR', message: defaultMessage('UNKNOWN_ERROR'), issues: [], field: null };
    } catch (error) {
      return { ok: false, code: 'NETWORK_ERROR', message: errorMessage(error), issues: [], field: null };
    }
  };
  return [save, state] as const;
}
