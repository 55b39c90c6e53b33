/**
 * GraphQL documents of "Choose your cleaner" (/customer/select-cleaner, docs/decisions/0027): the ranked
 * cleaners free at the draft's time (`recommendationsByZip`, with who would confirm at once: issue 31),
 * /book's preview of how the booking will be matched, and the count at a nearby time.
 */
import { graphql } from '../../gql';

/** What a candidate's card shows (CleanerMatchCard.tsx). */
export const CleanerMatchCard_candidate = graphql(`
  fragment CleanerMatchCard_candidate on MatchCandidate {
    cleanerId
    firstName
    displayName
    initials
    photoUrl
    rating
    reviewCount
    completedJobs
    specialties
    yearsExperience
    distanceMiles
    nextFreeSlot
    favorite
    instantConfirmation
    score
    why
    factors {
      key
      label
      value
      weight
      points
      detail
    }
  }
`);

/** The page of ranked cleaners for a draft booking. */
export const SelectCleanerRecommendationsQuery = graphql(`
  query SelectCleanerRecommendations($input: RecommendationsByZipInput!, $page: Int, $limit: Int) {
    recommendationsByZip(input: $input, page: $page, limit: $limit) {
      page
      limit
      total
      instantCleanerId
      waveSize
      items {
        ...CleanerMatchCard_candidate
      }
    }
  }
`);

/** Whether best available would be confirmed at once for the form's booking (/book's summary), and the wave size. */
export const BookMatchingPreviewQuery = graphql(`
  query BookMatchingPreview($input: RecommendationsByZipInput!) {
    recommendationsByZip(input: $input, page: 1, limit: 1) {
      total
      instantCleanerId
      waveSize
    }
  }
`);

/** How many cleaners are free at another time (a nearby-time button). */
export const SelectCleanerNearbyTimeQuery = graphql(`
  query SelectCleanerNearbyTime($input: RecommendationsByZipInput!) {
    recommendationsByZip(input: $input, page: 1, limit: 1) {
      total
    }
  }
`);
