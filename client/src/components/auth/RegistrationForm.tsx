/**
 * The registration form, written once for the two places a visitor signs up (spec sections 3, 5
 * and 8): the /register page and the landing page's signup modal. Each keeps its framing (page
 * or dialog, titles, actions); the fields, the rules (schema/rules.ts: `registrationFormInput`
 * for the page, `signupModalInput` for the modal) and the submission are here.
 *
 * - `useRegistrationForm(options)` holds the react-hook-form state and submits through the shared
 *   mutation helper (lib/mutation.ts `useResultMutation`, errors selected with `...ErrorFields`).
 *   Once the account exists it calls `onRegistered` (the caller signs in or asks for the e-mail
 *   to be verified); a refusal goes to the form: field messages, a 409's duplicate-email text
 *   with a 'Log in' action, or the server's message.
 * - `RegistrationAlert` shows that failure (the modal also summarises its first rule message).
 * - `RegistrationFields` renders the fields: the page adds the account type, the password
 *   checklist and per-field messages; the modal shows the fields in its own order.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import HomeIcon from '@mui/icons-material/Home';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { registrationFormInput, signupModalInput } from '../../../../schema/rules';
import { DUPLICATE_EMAIL_MESSAGE, REGISTRATION_FAILED_MESSAGE } from '../../../../schema/errors';
import { graphql } from '../../gql';
import { AppError } from '../../lib/errors';
import { useResultMutation } from '../../lib/mutation';
import { TermsModal } from '../TermsModal';
import { PasswordChecklist, PasswordField } from './PasswordField';

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
function firstRuleMessage(errors: FieldErrors<RegistrationValues>): string | undefined {
  for (const field of MODAL_FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}

/** The form's failure above the fields; `loginAction` is offered for a duplicate e-mail. */
export function RegistrationAlert({ registration, loginAction }: { registration: RegistrationForm; loginAction: ReactNode }) {
  const { variant, failure, form } = registration;
  const { errors, submitCount } = form.formState;
  const summary = variant === 'modal' && submitCount > 0 ? firstRuleMessage(errors) : undefined;
  if (!summary && !failure) return null;
  return (
    <Alert
      severity="error"
      role={variant === 'modal' ? 'alert' : undefined}
      sx={{ mb: 2 }}
      action={failure?.duplicate ? loginAction : undefined}
    >
      {summary ?? failure?.message}
    </Alert>
  );
}

/** The registration fields (see the module comment); the terms dialog opens from the agreement's link. */
export function RegistrationFields({ registration }: { registration: RegistrationForm }) {
  const { variant, form } = registration;
  const {
    register,
    control,
    setValue,
    formState: { errors, submitCount },
  } = form;
  const [termsOpen, setTermsOpen] = useState(false);
  const password = useWatch({ control, name: 'password' });
  const page = variant === 'page';
  const summary = !page && submitCount > 0 ? firstRuleMessage(errors) : undefined;
  /** The modal shows a rule message under a field only when it is not already the summary. */
  const ownMessage = (field: keyof RegistrationValues) => {
    const message = errors[field]?.message;
    return message && message !== summary ? message : undefined;
  };

  const names = (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          autoFocus={!page}
          {...register('firstName')}
          error={Boolean(errors.firstName)}
          helperText={page ? errors.firstName?.message : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          {...register('lastName')}
          error={Boolean(errors.lastName)}
          helperText={page ? errors.lastName?.message : undefined}
        />
      </Grid>
    </Grid>
  );
  const email = (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      required
      {...register('email')}
      error={Boolean(errors.email)}
      helperText={page ? errors.email?.message : ownMessage('email')}
    />
  );
  const phone = (
    <TextField
      label="Phone (optional)"
      type="tel"
      autoComplete="tel"
      {...register('phone')}
      error={Boolean(errors.phone)}
      helperText={page ? (errors.phone?.message ?? 'Used only to coordinate your bookings.') : errors.phone?.message}
    />
  );
  const passwords = page ? (
    <>
      <Box>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          slotProps={{ htmlInput: { 'aria-describedby': 'password-rules' } }}
        />
        <Box sx={{ mt: 1 }}>
          <PasswordChecklist value={password ?? ''} id="password-rules" />
        </Box>
      </Box>
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        {...register('confirmPassword')}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
      />
    </>
  ) : (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={ownMessage('password') ?? 'At least 8 characters with upper and lower case letters, a digit and one of !@#$%^&*'}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...register('confirmPassword')}
        error={Boolean(errors.confirmPassword)}
      />
    </>
  );
  const marketing = (
    <Controller
      name="marketingEmails"
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
          label="Send me tips, offers and membership deals by email"
        />
      )}
    />
  );
  const terms = (
    <Controller
      name="agreeToTerms"
      control={control}
      render={({ field }) => (
        <FormControl error={Boolean(errors.agreeToTerms)}>
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'aria-required': true } }}
              />
            }
            label={
              <>
                I agree to the{' '}
                <Link
                  component="button"
                  type="button"
                  onClick={(event) => {
                    event.preventDefault();
                    setTermsOpen(true);
                  }}
                  sx={{ verticalAlign: 'baseline' }}
                >
                  Terms &amp; Conditions
                </Link>
              </>
            }
          />
          {page && errors.agreeToTerms && <FormHelperText>{errors.agreeToTerms.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
  const termsDialog = (
    <TermsModal
      open={termsOpen}
      onClose={() => setTermsOpen(false)}
      onAgree={() => setValue('agreeToTerms', true, { shouldValidate: page })}
    />
  );

  if (!page) {
    return (
      <Stack spacing={2}>
        {names}
        {email}
        {passwords}
        {phone}
        <Box>
          {terms}
          {marketing}
        </Box>
        {termsDialog}
      </Stack>
    );
  }
  return (
    <>
      <AccountTypeField form={form} />
      {names}
      {email}
      {phone}
      {passwords}
      <Box>
        {marketing}
        {terms}
      </Box>
      {termsDialog}
    </>
  );
}

/** The page's first choice: book cleanings (customer) or work as a freelancer. */
function AccountTypeField({ form }: { form: UseFormReturn<RegistrationValues> }) {
  const accountType = useWatch({ control: form.control, name: 'accountType' });
  return (
    <FormControl>
      <FormLabel id="account-type-label" sx={{ mb: 1 }}>
        I want to
      </FormLabel>
      <Controller
        name="accountType"
        control={form.control}
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={field.value}
            onChange={(_, value: RegistrationValues['accountType'] | null) => value && field.onChange(value)}
            aria-labelledby="account-type-label"
          >
            <ToggleButton value="customer" sx={{ gap: 1, py: 1.5 }}>
              <HomeIcon aria-hidden /> Book cleanings (Customer)
            </ToggleButton>
            <ToggleButton value="freelancer" sx={{ gap: 1, py: 1.5 }}>
              <CleaningServicesIcon aria-hidden /> Work as a Freelancer
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      {accountType === 'freelancer' && (
        <FormHelperText>Freelancers pass a background check before taking jobs. We'll guide you after you sign up.</FormHelperText>
      )}
    </FormControl>
  );
}
