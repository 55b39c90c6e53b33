/**
 * The registration form's state and submission (spec sections 3, 5 and 8), shared by the /register
 * page and the landing page's signup modal; the fields are in RegistrationForm.tsx.
 * `useRegistrationForm(options)` holds the react-hook-form state (rules from schema/rules.ts:
 * `registrationFormInput` for the page, `signupModalInput` for the modal) and submits through the
 * shared mutation helper (lib/mutation.ts `useResultMutation`, errors selected with
 * `...ErrorFields`). Once the account exists it calls `onRegistered`; a refusal goes to the form:
 * field messages, a 409's duplicate-email text with a 'Log in' action, or the server's message.
 */
import { useCallback, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { registrationFormInput, signupModalInput } from '../../../../schema/rules';
import { DUPLICATE_EMAIL_MESSAGE, REGISTRATION_FAILED_MESSAGE } from '../../../../schema/errors';
import { graphql } from '../../gql';
import { AppError } from '../../lib/errors';
import { useResultMutation } from '../../lib/mutation';

/** Which form: the /register page, or the landing page's signup modal. */
export type RegistrationVariant = 'page' | 'modal';

/** The form's values (the modal has no account type: it signs up customers). */
export interface RegistrationValues {
  accountType: 'customer' | 'freelancer';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  marketingEmails: boolean;
  agreeToTerms: boolean;
}

/** What the server answered for a new account: whether the e-mail must be verified before signing in. */
export interface Registered {
  requiresVerification: boolean;
  message: string;
}

/** The failure the form shows above its fields; `duplicate` offers 'Log in'. */
export interface RegistrationFailure {
  message: string;
  duplicate: boolean;
}

const RegisterAccountMutation = graphql(`
  mutation RegisterAccount($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on MutationRegisterSuccess {
        data {
          requiresVerification
          message
        }
      }
      ...ErrorFields
    }
  }
`);

/** Server field names (last segment of the issue path: camelCase over GraphQL, snake_case over /api) to form fields. */
const SERVER_FIELDS: Readonly<Record<string, keyof RegistrationValues>> = {
  first_name: 'firstName',
  firstName: 'firstName',
  last_name: 'lastName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  password: 'password',
  role: 'accountType',
};

/** Order in which the modal summarises rule messages: the spec's order of checks. */
const MODAL_FIELD_ORDER: readonly (keyof RegistrationValues)[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'agreeToTerms',
  'confirmPassword',
  'phone',
  'marketingEmails',
];

function defaultsFor(accountType: RegistrationValues['accountType']): RegistrationValues {
  return {
    accountType,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    marketingEmails: true,
    agreeToTerms: false,
  };
}

export interface RegistrationFormOptions {
  variant: RegistrationVariant;
  /** The page's initial account type (`?role=freelancer`); the modal always registers a customer. */
  accountType?: RegistrationValues['accountType'];
  /**
   * Runs once the account exists, with the submitted values (trimmed by the caller where sent on).
   * What it throws is shown as the form's failure (an AppError's message, else the registration
   * failure text).
   */
  onRegistered(registered: Registered, values: RegistrationValues): Promise<void> | void;
  /** Called with the message of every failure except a duplicate e-mail (the page also toasts it). */
  onFailure?(message: string): void;
}

/** The registration form's state and submission (see the module comment). */
export interface RegistrationForm {
  variant: RegistrationVariant;
  form: UseFormReturn<RegistrationValues>;
  onSubmit: () => Promise<void>;
  failure: RegistrationFailure | null;
  /** A fresh form (the modal opening again). */
  reset(): void;
}

/** The registration form's state and its submission through `register` (see the module comment). */
export function useRegistrationForm({ variant, accountType = 'customer', onRegistered, onFailure }: RegistrationFormOptions): RegistrationForm {
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const [registerAccount] = useResultMutation(RegisterAccountMutation, { fetchPolicy: 'no-cache' });
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(variant === 'page' ? registrationFormInput : signupModalInput) as unknown as Resolver<RegistrationValues>,
    defaultValues: defaultsFor(accountType),
    ...(variant === 'page' ? { mode: 'onTouched' as const } : { mode: 'onSubmit' as const, reValidateMode: 'onSubmit' as const }),
  });
  const { setError, handleSubmit } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const email = values.email.trim();
    const outcome = await registerAccount({
      input: {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        password: values.password,
        phone: values.phone.trim() || undefined,
        role: variant === 'page' ? values.accountType : 'customer',
        marketingEmails: values.marketingEmails,
      },
    });
    if (!outcome.ok) {
      for (const [key, message] of Object.entries(outcome.fields)) {
        const field = SERVER_FIELDS[key];
        if (field && (variant === 'page' || field !== 'accountType')) setError(field, { message });
      }
      if (outcome.error.type === 'CONFLICT_ERROR') {
        setError('email', { message: DUPLICATE_EMAIL_MESSAGE });
        setFailure({ message: DUPLICATE_EMAIL_MESSAGE, duplicate: true });
        return;
      }
      const message = outcome.message || REGISTRATION_FAILED_MESSAGE;
      setFailure({ message, duplicate: false });
      onFailure?.(message);
      return;
    }
    try {
      await onRegistered(outcome.data, { ...values, email });
    } catch (error) {
      const message = error instanceof AppError && error.message ? error.message : REGISTRATION_FAILED_MESSAGE;
      setFailure({ message, duplicate: false });
      onFailure?.(message);
    }
  });

  const { reset: resetForm } = form;
  const reset = useCallback(() => {
    setFailure(null);
    resetForm(defaultsFor(accountType));
  }, [resetForm, accountType]);

  return { variant, form, onSubmit, failure, reset };
}

/** The modal's summary: the first rule message in the spec's order, once a submit was tried. */
export function firstRuleMessage(errors: FieldErrors<RegistrationValues>): string | undefined {
  for (const field of MODAL_FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}
