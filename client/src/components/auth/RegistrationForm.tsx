/**
 * The registration form, written once for the two places a visitor signs up (spec sections 3, 5
 * and 8): the /register page and the landing page's signup modal. Each keeps its framing (page
 * or dialog, titles, actions); the fields, the rules (schema/rules.ts: `registrationFormInput`
 * for the page, `signupModalInput` for the modal) and the submission are here.
 *
 * - `useRegistrationForm(options)` (useRegistrationForm.ts) holds the form's state and submission.
 * - `RegistrationAlert` shows that failure (the modal also summarises its first rule message).
 * - `RegistrationFields` renders the fields: the page adds the account type, the password
 *   checklist and per-field messages; the modal shows the fields in its own order.
 */
import { useState, type ReactNode } from 'react';
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
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { TermsModal } from '../TermsModal';
import { PasswordChecklist, PasswordField } from './PasswordField';
import { firstRuleMessage, type RegistrationForm, type RegistrationValues } from './useRegistrationForm';


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
