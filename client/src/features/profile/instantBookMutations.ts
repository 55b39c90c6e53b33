/**
 * The cleaner's instant-booking rules (issue 31; docs/decisions/0044): the `myInstantBook` query
 * the "Instant booking" section of /cleaner/availability reads (with the services the cleaner
 * offers to choose from, and the late-cancellation rule in force) and `setInstantBook`, whose
 * cache update writes the saved rules over `myInstantBook` (InstantBook has no id, so it lives
 * under the root query).
 */
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';

export const InstantBookFields = graphql(`
  fragment InstantBookFields on InstantBook {
    enabled
    serviceIds
    maxDistanceMiles
    minNoticeHours
    maxJobsPerDay
    suspendedUntil
    suspensionReason
    lateCancellationRule {
      count
      windowDays
      suspensionDays
      lateHours
    }
  }
`);

/** The rules, the services the cleaner could offer (ids in `offeredServiceIds`; [] = all), and their radius. */
export const MyInstantBookQuery = graphql(`
  query MyInstantBook {
    myInstantBook {
      ...InstantBookFields
    }
    me {
      id
      cleanerProfile {
        offeredServiceIds
        serviceRadiusMiles
        homeZipCode
      }
    }
    services(limit: 50) {
      id
      name
      category
    }
  }
`);

const SetInstantBookMutation = graphql(`
  mutation SetInstantBook($enabled: Boolean!, $serviceIds: [Int!]!, $maxDistanceMiles: Int!, $minNoticeHours: Int!, $maxJobsPerDay: Int!) {
    setInstantBook(
      enabled: $enabled
      serviceIds: $serviceIds
      maxDistanceMiles: $maxDistanceMiles
      minNoticeHours: $minNoticeHours
      maxJobsPerDay: $maxJobsPerDay
    ) {
      __typename
      ... on MutationSetInstantBookSuccess {
        data {
          ...InstantBookFields
        }
      }
      ...ErrorFields
    }
  }
`);

export interface InstantBookInput {
  enabled: boolean;
  serviceIds: number[];
  maxDistanceMiles: number;
  minNoticeHours: number;
  maxJobsPerDay: number;
}

/**
 * setInstantBook: replaces the five rules. Resolves to an Outcome (lib/mutation.ts): the saved
 * rules, or a failure whose `fields` name the input (e.g. `maxDistanceMiles` above the radius).
 */
export function useSetInstantBook() {
  const [run, state] = useResultMutation(SetInstantBookMutation, {
    update(cache, { data }) {
      const result = data?.setInstantBook;
      if (result?.__typename !== 'MutationSetInstantBookSuccess') return;
      cache.updateQuery({ query: MyInstantBookQuery }, (current) => (current ? { ...current, myInstantBook: result.data } : current));
    },
  });
  const save = (input: InstantBookInput) => run(input);
  return [save, state] as const;
}
