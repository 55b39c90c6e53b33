/**
 * The profile mutations of issue 8 ("Profiles and availability"), one hook each. Each returns the
 * changed User (normalized by id), so Apollo updates `me` (name in the top bar, the forms) without
 * refetching; the cleaner's profile merges into `me.cleanerProfile` (app/apollo.ts type policy).
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { defaultMessage, errorMessage, mutationErrorMessage, type FieldIssue } from '../../lib/errors';

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

const ProfileChangePasswordMutation = graphql(`
  mutation ProfileChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on MutationChangePasswordSuccess {
        data
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

const ProfileUpdateCleanerProfileMutation = graphql(`
  mutation ProfileUpdateCleanerProfile(
    $bio: String
    $city: String
    $yearsExperience: Int
    $specialties: [String!]
    $offeredServiceIds: [Int!]
    $serviceZipPrefixes: [String!]
  ) {
    updateCleanerProfile(
      bio: $bio
      city: $city
      yearsExperience: $yearsExperience
      specialties: $specialties
      offeredServiceIds: $offeredServiceIds
      serviceZipPrefixes: $serviceZipPrefixes
    ) {
      __typename
      ... on MutationUpdateCleanerProfileSuccess {
        data {
          id
          ...WorkProfileForm_user
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

/** A failed save: a message for the form and the field errors (by input name, e.g. "defaultZipCode"). */
export interface SaveFailure {
  ok: false;
  code: string;
  message: string;
  fields: Record<string, string>;
}

export type SaveResult = { ok: true } | SaveFailure;

type UnionError = {
  __typename?: string;
  code?: string;
  message?: string;
  field?: string | null;
  issues?: ReadonlyArray<FieldIssue>;
};

/**
 * Field errors by input name: the first segment of each issue's dotted path that is neither
 * "input" nor a list index ("serviceZipPrefixes.0" -> "serviceZipPrefixes"); the first message
 * per field wins. Falls back to `field` with the error's message.
 */
export function fieldErrors(error: UnionError): Record<string, string> {
  const nameOf = (path: string) => path.split('.').find((segment) => segment !== 'input' && !/^\d+$/.test(segment)) ?? path;
  const out: Record<string, string> = {};
  for (const issue of error.issues ?? []) {
    const key = nameOf(issue.field);
    if (!(key in out)) out[key] = issue.message;
  }
  if (Object.keys(out).length === 0 && error.field && error.message) out[nameOf(error.field)] = error.message;
  return out;
}

function failureOf(result: UnionError | null | undefined): SaveFailure {
  if (result && typeof result.code === 'string') {
    return {
      ok: false,
      code: result.code,
      message: mutationErrorMessage(result),
      fields: result.__typename === 'ValidationError' ? fieldErrors(result) : {},
    };
  }
  return { ok: false, code: 'UNKNOWN_ERROR', message: defaultMessage('UNKNOWN_ERROR'), fields: {} };
}

function thrownFailure(error: unknown): SaveFailure {
  return { ok: false, code: 'NETWORK_ERROR', message: errorMessage(error), fields: {} };
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
  const [mutate, state] = useMutation(ProfileUpdateMutation);
  const save = async (changes: ProfileChanges): Promise<SaveResult> => {
    try {
      const { data } = await mutate({ variables: changes });
      const result = data?.updateProfile;
      if (result?.__typename === 'MutationUpdateProfileSuccess') return { ok: true };
      return failureOf(result);
    } catch (error) {
      return thrownFailure(error);
    }
  };
  return [save, state] as const;
}

/** changePassword: this session stays signed in, every other one ends (the server says so in its docs). */
export function useChangePassword() {
  const [mutate, state] = useMutation(ProfileChangePasswordMutation);
  const change = async (currentPassword: string, newPassword: string): Promise<SaveResult> => {
    try {
      const { data } = await mutate({ variables: { currentPassword, newPassword } });
      const result = data?.changePassword;
      if (result?.__typename === 'MutationChangePasswordSuccess') return { ok: true };
      return failureOf(result);
    } catch (error) {
      return thrownFailure(error);
    }
  };
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
}

/** updateCleanerProfile: bio, city, experience, specialties, services offered ([] = all) and zip codes served. */
export function useUpdateCleanerProfile() {
  const [mutate, state] = useMutation(ProfileUpdateCleanerProfileMutation);
  const save = async (changes: CleanerProfileChanges): Promise<SaveResult> => {
    try {
      const { data } = await mutate({ variables: changes });
      const result = data?.updateCleanerProfile;
      if (result?.__typename === 'MutationUpdateCleanerProfileSuccess') return { ok: true };
      return failureOf(result);
    } catch (error) {
      return thrownFailure(error);
    }
  };
  return [save, state] as const;
}
