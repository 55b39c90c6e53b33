import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZIP_CODE_MESSAGE, ZIP_CODE_PATTERN } from '../../../../schema/rules';
import { graphql } from '../../gql';
import type { PersonalDetailsForm_UserFragment } from '../../gql/graphql';
import { useToast } from '../../lib/toast';
import { fieldBinder, ProfileFormActions, ProfileTextField, settleProfileSave } from './ProfileFormParts';
import { useUpdateProfile } from './profileMutations';

export const PersonalDetailsForm_user = graphql(`
  fragment PersonalDetailsForm_user on User {
    id
    firstName
    lastName
    phone
    defaultAddress
    defaultCity
    defaultZipCode
    marketingEmails
  }
`);

/** The rules of `profileInput` (server/src/modules/users/users.inputs.ts) and spec section 5 (zip code). */
const schema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(50, 'First name must be at most 50 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(50, 'Last name must be at most 50 characters'),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[\d\s().-]{7,20}$/.test(v), 'Please enter a valid phone number'),
  defaultAddress: z.string().trim().max(200, 'The address must be at most 200 characters'),
  defaultCity: z.string().trim().max(80, 'The city must be at most 80 characters'),
  defaultZipCode: z
    .string()
    .trim()
    .refine((v) => v === '' || ZIP_CODE_PATTERN.test(v), ZIP_CODE_MESSAGE),
  marketingEmails: z.boolean(),
});
type FormValues = z.infer<typeof schema>;
const FIELDS = ['firstName', 'lastName', 'phone', 'defaultAddress', 'defaultCity', 'defaultZipCode', 'marketingEmails'] as const;

function valuesOf(user: PersonalDetailsForm_UserFragment): FormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    defaultAddress: user.defaultAddress ?? '',
    defaultCity: user.defaultCity ?? '',
    defaultZipCode: user.defaultZipCode ?? '',
    marketingEmails: user.marketingEmails ?? false,
  };
}

/** Spec section 8 "User update": the title of a failed save that no field explains. */
const PROFILE_UPDATE_FAILED = 'Failed to update user data';

/**
 * Personal details of /customer/profile and /cleaner/profile (docs/decisions/0019): name, phone, default
 * service address (zip code per spec section 5) and the marketing-emails choice, from `me`; saved
 * with `updateProfile`, whose field errors show on their inputs.
 */
export function PersonalDetailsForm({ user }: { user: PersonalDetailsForm_UserFragment }) {
  const toast = useToast();
  const [save] = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: valuesOf(user) });
  const bind = fieldBinder(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await save({
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone || null,
      defaultAddress: values.defaultAddress || null,
      defaultCity: values.defaultCity || null,
      defaultZipCode: values.defaultZipCode || null,
      marketingEmails: values.marketingEmails,
    });
    settleProfileSave(result, values, { fields: FIELDS, reset, setError }, () => toast.success('Personal details saved'), setFormError);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Personal details">
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{PROFILE_UPDATE_FAILED}</AlertTitle>
          {formError}
        </Alert>
      )}
      <Grid container spacing={2}>
        <ProfileTextField gridSize={{ xs: 12, sm: 6 }} label="First name" autoComplete="given-name" required {...bind('firstName')} maxLength={50} />
        <ProfileTextField gridSize={{ xs: 12, sm: 6 }} label="Last name" autoComplete="family-name" required {...bind('lastName')} maxLength={50} />
        <ProfileTextField
          gridSize={{ xs: 12, sm: 6 }}
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...bind('phone')}
          hint="Optional, e.g. (415) 555-0100"
          maxLength={20}
        />
        <ProfileTextField
          gridSize={12}
          label="Default address"
          autoComplete="street-address"
          {...bind('defaultAddress')}
          hint="Filled in for you when you book"
          maxLength={200}
        />
        <ProfileTextField gridSize={{ xs: 12, sm: 7 }} label="Default city" autoComplete="address-level2" {...bind('defaultCity')} maxLength={80} />
        <ProfileTextField
          gridSize={{ xs: 12, sm: 5 }}
          label="Default zip code"
          autoComplete="postal-code"
          {...bind('defaultZipCode')}
          hint="5 digits, e.g. 94103 or 94103-1234"
          inputMode="numeric"
          maxLength={10}
        />
        <Grid size={12}>
          <Controller
            control={control}
            name="marketingEmails"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': 'marketing-emails-help' } }}
                  />
                }
                label="Marketing emails"
              />
            )}
          />
          <FormHelperText id="marketing-emails-help" sx={{ mt: 0 }}>
            Offers, membership deals and news. Booking and account emails are always sent.
          </FormHelperText>
        </Grid>
      </Grid>
      <ProfileFormActions saveLabel="Save details" isSubmitting={isSubmitting} isDirty={isDirty} onUndo={() => reset()} />
    </Box>
  );
}
