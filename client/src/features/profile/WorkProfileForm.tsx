import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { graphql } from '../../gql';
import type { WorkProfileForm_UserFragment } from '../../gql/graphql';
import { useToast } from '../../lib/toast';
import { ChipListField } from './ChipListField';
import { fieldBinder, ProfileFormActions, ProfileTextField, settleProfileSave } from './ProfileFormParts';
import { useUpdateCleanerProfile } from './profileMutations';
import { ZIP_CODE_MESSAGE, ZIP_CODE_PATTERN } from '../../../../schema/rules';

export const WorkProfileForm_user = graphql(`
  fragment WorkProfileForm_user on User {
    id
    cleanerProfile {
      bio
      city
      yearsExperience
      specialties
      offeredServiceIds
      serviceZipPrefixes
      homeZipCode
      serviceRadiusMiles
    }
  }
`);

/** A service to choose from (the `services` query). */
export interface ServiceOption {
  id: string;
  name: string;
  category: string;
}

/** Server rule (users.inputs.ts `cleanerProfileInput`): each served zip code or prefix is 3 to 5 digits; 941 serves every 941xx. */
const ZIP_PREFIX = /^\d{3,5}$/;
const ZIP_PREFIX_MESSAGE = 'Each zip code is 3 to 5 digits (a prefix such as 941 serves 941xx)';
const MAX_ZIPS = 50;
const MAX_SPECIALTIES = 20;
/** Server rule (users.inputs.ts `serviceRadiusMiles`): whole miles from 1 to 100. */
const RADIUS_MESSAGE = 'The service radius is a whole number of miles from 1 to 100';

/** The rules of `cleanerProfileInput` (server/src/modules/users/users.inputs.ts). */
const schema = z.object({
  bio: z.string().trim().max(2000, 'The bio must be at most 2000 characters'),
  city: z.string().trim().max(80, 'The city must be at most 80 characters'),
  yearsExperience: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'Years of experience is a whole number from 0 to 60')
    .refine((v) => Number(v) <= 60, 'Years of experience is 0 to 60'),
  specialties: z.array(z.string().trim().min(1).max(60, 'A specialty is at most 60 characters')).max(MAX_SPECIALTIES, 'At most 20 specialties'),
  offeredServiceIds: z.array(z.number().int().positive()).max(100, 'At most 100 services'),
  serviceZipPrefixes: z.array(z.string().regex(ZIP_PREFIX, ZIP_PREFIX_MESSAGE)).max(MAX_ZIPS, 'At most 50 zip codes'),
  // Empty: not set yet (the server then checks that it is a known US zip code).
  homeZipCode: z
    .string()
    .trim()
    .refine((v) => v === '' || ZIP_CODE_PATTERN.test(v), ZIP_CODE_MESSAGE),
  serviceRadiusMiles: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, RADIUS_MESSAGE)
    .refine((v) => Number(v) >= 1 && Number(v) <= 100, RADIUS_MESSAGE),
});
type FormValues = z.infer<typeof schema>;
const FIELDS = ['bio', 'city', 'yearsExperience', 'specialties', 'offeredServiceIds', 'serviceZipPrefixes', 'homeZipCode', 'serviceRadiusMiles'] as const;

type Profile = NonNullable<WorkProfileForm_UserFragment['cleanerProfile']>;

function valuesOf(profile: Profile): FormValues {
  return {
    bio: profile.bio,
    city: profile.city,
    yearsExperience: String(profile.yearsExperience),
    specialties: [...profile.specialties],
    offeredServiceIds: [...profile.offeredServiceIds],
    serviceZipPrefixes: [...profile.serviceZipPrefixes],
    homeZipCode: profile.homeZipCode ?? '',
    serviceRadiusMiles: String(profile.serviceRadiusMiles),
  };
}

/**
 * The cleaner's work profile on /cleaner/profile (docs/decisions/0019; `me.cleanerProfile`): bio, city, years
 * of experience, home zip code and service radius in miles (docs/decisions/0027), specialties, the services
 * offered (from the `services` query; none chosen = every service) and the zip codes served (extra
 * coverage). Open jobs are offered only for these services, within the radius or in these zip codes.
 * Saved with `updateCleanerProfile`.
 */
export function WorkProfileForm({ profile, services }: { profile: Profile; services: readonly ServiceOption[] }) {
  const toast = useToast();
  const [save] = useUpdateCleanerProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const hadZips = profile.serviceZipPrefixes.length > 0;
  const hadHomeZip = Boolean(profile.homeZipCode);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: valuesOf(profile) });
  const bind = fieldBinder(register, errors);

  const homeZipCode = useWatch({ control, name: 'homeZipCode' });

  const options = useMemo(
    () => [...services].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name)),
    [services],
  );
  const byId = useMemo(() => new Map(options.map((s) => [Number(s.id), s])), [options]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (values.serviceZipPrefixes.length === 0 && hadZips) {
      setError('serviceZipPrefixes', { type: 'required', message: 'Please add at least one zip code you serve' }, { shouldFocus: false });
      return;
    }
    if (!values.homeZipCode && hadHomeZip) {
      setError('homeZipCode', { type: 'required', message: 'Please enter the zip code you work from' }, { shouldFocus: true });
      return;
    }
    const result = await save({
      bio: values.bio,
      city: values.city,
      yearsExperience: Number(values.yearsExperience),
      specialties: values.specialties,
      offeredServiceIds: values.offeredServiceIds,
      // The server wants at least one zip code when the list is sent; an empty list stays unsent.
      ...(values.serviceZipPrefixes.length ? { serviceZipPrefixes: values.serviceZipPrefixes } : {}),
      ...(values.homeZipCode ? { homeZipCode: values.homeZipCode } : {}),
      serviceRadiusMiles: Number(values.serviceRadiusMiles),
    });
    settleProfileSave(result, values, { fields: FIELDS, reset, setError }, () => toast.success('Work profile saved'), setFormError);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Work profile">
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Grid container spacing={2.5}>
        <ProfileTextField
          gridSize={12}
          label="Bio"
          multiline
          minRows={3}
          {...bind('bio')}
          hint="What customers see about you: experience, how you work, what you bring."
          maxLength={2000}
        />
        <ProfileTextField gridSize={{ xs: 12, sm: 8 }} label="City" autoComplete="address-level2" {...bind('city')} maxLength={80} />
        <ProfileTextField
          gridSize={{ xs: 12, sm: 4 }}
          label="Years of experience"
          required
          {...bind('yearsExperience')}
          hint="0 to 60"
          inputMode="numeric"
          maxLength={2}
        />
        <ProfileTextField
          gridSize={{ xs: 12, sm: 6 }}
          label="Home zip code"
          autoComplete="postal-code"
          {...bind('homeZipCode')}
          hint="Where you work from: job distances are measured from here."
          inputMode="numeric"
          maxLength={10}
        />
        <ProfileTextField
          gridSize={{ xs: 12, sm: 6 }}
          label="Service radius (miles)"
          required
          {...bind('serviceRadiusMiles')}
          hint="You are offered jobs up to this far from your home zip code (1 to 100)."
          inputMode="numeric"
          maxLength={3}
        />
        <Grid size={12}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
              Specialties
            </FormLabel>
            <Controller
              control={control}
              name="specialties"
              render={({ field, fieldState }) => (
                <ChipListField
                  label="Add a specialty"
                  noun="specialty"
                  values={field.value}
                  onChange={field.onChange}
                  max={MAX_SPECIALTIES}
                  maxLength={60}
                  helperText="e.g. Deep cleaning, Move-out, Eco-friendly products"
                  error={fieldState.error?.message}
                  emptyText="No specialties yet."
                />
              )}
            />
          </Box>
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="offeredServiceIds"
            render={({ field, fieldState }) => {
              const chosen = field.value.map((id) => byId.get(id)).filter((s): s is ServiceOption => Boolean(s));
              return (
                <Box>
                  <Autocomplete
                    multiple
                    disableCloseOnSelect
                    options={options}
                    value={chosen}
                    onChange={(_event, next) => field.onChange(next.map((s) => Number(s.id)))}
                    onBlur={field.onBlur}
                    groupBy={(option) => option.category}
                    getOptionLabel={(option) => option.name}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    limitTags={6}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Services offered"
                        inputRef={field.ref}
                        error={Boolean(fieldState.error)}
                        helperText={
                          fieldState.error?.message ??
                          (chosen.length === 0
                            ? `None chosen: you are offered jobs for every service (all ${options.length}).`
                            : `You are offered jobs for ${chosen.length} of ${options.length} services. Clear the list to offer every service.`)
                        }
                      />
                    )}
                  />
                  {chosen.length > 0 && (
                    <Button size="small" onClick={() => field.onChange([])} sx={{ mt: 0.5 }}>
                      Offer every service
                    </Button>
                  )}
                </Box>
              );
            }}
          />
        </Grid>
        <Grid size={12}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
              Zip codes served
            </FormLabel>
            <Controller
              control={control}
              name="serviceZipPrefixes"
              render={({ field, fieldState }) => (
                <>
                  <ChipListField
                    label="Add a zip code"
                    noun="zip code"
                    values={field.value}
                    onChange={field.onChange}
                    check={(value) => (ZIP_PREFIX.test(value) ? null : ZIP_PREFIX_MESSAGE)}
                    max={MAX_ZIPS}
                    maxLength={5}
                    inputMode="numeric"
                    helperText="3 to 5 digits: 94103 is one zip code, 941 serves every zip code starting with 941."
                    error={fieldState.error?.message}
                    emptyText="No zip codes yet."
                  />
                  {field.value.length === 0 && !homeZipCode.trim() && (
                    <Alert severity="warning" sx={{ mt: 1.5 }}>
                      Add at least one zip code: you are offered open jobs only in the zip codes you serve.
                    </Alert>
                  )}
                </>
              )}
            />
          </Box>
        </Grid>
      </Grid>
      <ProfileFormActions saveLabel="Save work profile" isSubmitting={isSubmitting} isDirty={isDirty} onUndo={() => reset()} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Open jobs are offered to you only for the services and zip codes above, inside your working hours.
      </Typography>
    </Box>
  );
}
