/**
 * The profile mutations of docs/decisions/0019 ("Profiles and availability"), one hook each. Each returns the
 * changed User (normalized by id), so Apollo updates `me` (name in the top bar, the forms) without
 * refetching; the cleaner's profile merges into `me.cleanerProfile` (app/apollo.ts type policy).
 * Each hook resolves to an Outcome (lib/mutation.ts).
 */
import { graphql } from '../../gql';
import type { FieldIssue } from '../../lib/errors';
import { useResultMutation } from '../../lib/mutation';

const ProfileUpdateMutation = graphql(`
  mutation ProfileUpdate(
    $firstName: String
    $lastName: String
    $phone: String
    $email: String
    $defaultAddress: String
    $defaultCity: String
    $defaultZipCode: String
    $marketingEmails: Boolean
  ) {
    updateProfile(
      firstName: $firstName
      lastName: $lastName
      phone: $phone
      email: $email
      defaultAddress: $defaultAddress
      defaultCity: $defaultCity
      defaultZipCode: $defaultZipCode
      marketingEmails: $marketingEmails
    ) {
      __typename
      ... on MutationUpdateProfileSuccess {
        data {
          id
          fullName
          ...PersonalDetailsForm_user
          ...EmailChangeForm_user
        }
      }
      ...ErrorFields
    }
  }
`);

const ProfileChangePasswordMutation = graphql(`
  mutation ProfileChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on MutationChangePasswordSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);

const ProfileUpdateCleanerProfileMutation = graphql(`
  mutation ProfileUpdateCleanerProfile(
    $bio: String
    $city: String
    $yearsExperience: Int
    $specialties: [String!]
    $offeredServiceIds: [Int!]
    $serviceZipPrefixes: [String!]
    $homeZipCode: String
    $serviceRadiusMiles: Int
  ) {
    updateCleanerProfile(
      bio: $bio
      city: $city
      yearsExperience: $yearsExperience
      specialties: $specialties
      offeredServiceIds: $offeredServiceIds
      serviceZipPrefixes: $serviceZipPrefixes
      homeZipCode: $homeZipCode
      serviceRadiusMiles: $serviceRadiusMiles
    ) {
      __typename
      ... on MutationUpdateCleanerProfileSuccess {
        data {
          id
          ...WorkProfileForm_user
        }
      }
      ...ErrorFields
    }
  }
`);

type ErrorLike = {
  message?: string;
  field?: string | null;
  issues?: ReadonlyArray<FieldIssue>;
};

/**
 * Field errors by input name: the first segment of each issue's dotted path that is neither
 * "input" nor a list index ("serviceZipPrefixes.0" -> "serviceZipPrefixes"); the first message
 * per field wins. Falls back to `field` with the error's message.
 */
export function fieldErrors(error: ErrorLike): Record<string, string> {
  const nameOf = (path: string) => path.split('.').find((segment) => segment !== 'input' && !/^\d+$/.test(segment)) ?? path;
  const out: Record<string, string> = {};
  for (const issue of error.issues ?? []) {
    const key = nameOf(issue.field);
    if (!(key in out)) out[key] = issue.message;
  }
  if (Object.keys(out).length === 0 && error.field && error.message) out[nameOf(error.field)] = error.message;
  return out;
}

/** The fields updateProfile takes; omitted ones are left as they are. */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  email?: string;
  defaultAddress?: string | null;
  defaultCity?: string | null;
  defaultZipCode?: string | null;
  marketingEmails?: boolean;
}

/** updateProfile: name, phone, default address, marketing choice, or a new email (kept as pendingEmail until confirmed). */
export function useUpdateProfile() {
  const [run, state] = useResultMutation(ProfileUpdateMutation);
  const save = (changes: ProfileChanges) => run(changes);
  return [save, state] as const;
}

/** changePassword: this session stays signed in, every other one ends (the server says so in its docs). */
export function useChangePassword() {
  const [run, state] = useResultMutation(ProfileChangePasswordMutation);
  const change = (currentPassword: string, newPassword: string) => run({ currentPassword, newPassword });
  return [change, state] as const;
}

/** The fields updateCleanerProfile takes; omitted ones are left as they are. */
export interface CleanerProfileChanges {
  bio?: string;
  city?: string;
  yearsExperience?: number;
  specialties?: string[];
  offeredServiceIds?: number[];
  serviceZipPrefixes?: string[];
  /** A known US zip code: the centre of the service radius (docs/decisions/0027). */
  homeZipCode?: string;
  /** Whole miles, 1 to 100. */
  serviceRadiusMiles?: number;
}

/**
 * updateCleanerProfile: bio, city, experience, specialties, services offered ([] = all), zip
 * codes served, home zip code and service radius. A failure's `fields` are keyed by argument name (an issue on
 * "serviceZipPrefixes.0" belongs to `serviceZipPrefixes`).
 */
export function useUpdateCleanerProfile() {
  const [run, state] = useResultMutation(ProfileUpdateCleanerProfileMutation);
  const save = async (changes: CleanerProfileChanges) => {
    const outcome = await run(changes);
    return outcome.ok ? outcome : { ...outcome, fields: fieldErrors(outcome.error) };
  };
  return [save, state] as const;
}
