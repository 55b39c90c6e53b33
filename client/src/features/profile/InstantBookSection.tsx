/**
 * The "Instant booking" section of /cleaner/availability (issue 31; docs/decisions/0044): a switch,
 * which of the cleaner's services, the longest distance (miles, at most their service radius), the
 * shortest notice (hours) and the most instant jobs a day, saved with `setInstantBook`
 * (react-hook-form + zod, as the profile forms; the server's field errors go on their fields). A
 * suspension for late cancellations is said in plain words, with the rule in force.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { InstantBookFieldsFragment, MyInstantBookQuery as MyInstantBookData } from '../../gql/graphql';
import { lateCancellationRuleText } from '../../components/booking/instantRule';
import { QueryErrorState } from '../../components/ui/StateMessage';
import { useToast } from '../../lib/toast';
import { formatDayTimeInWords } from '../../../../schema/format';
import { INSTANT_BOOK_LIMITS } from '../../../../schema/rules';
import { fieldBinder, ProfileFormActions, ProfileTextField } from './ProfileFormParts';
import { MyInstantBookQuery, useSetInstantBook } from './instantBookMutations';
import { ProfileSection } from './ProfileSection';

const L = INSTANT_BOOK_LIMITS;

/** A whole number from `min` to `max`, typed as text. */
function wholeNumber(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, message)
    .refine((v) => Number(v) >= min && Number(v) <= max, message);
}

/** The rules of `instantBookInput` (server/src/modules/matching/instant.inputs.ts), the distance capped at the cleaner's radius. */
function schemaFor(radius: number) {
  const maxMiles = Math.min(L.maxDistanceMiles.max, radius);
  return z.object({
    enabled: z.boolean(),
    serviceIds: z.array(z.number().int().positive()).min(1, 'Choose at least one service').max(L.serviceIds.max),
    maxDistanceMiles: wholeNumber(L.maxDistanceMiles.min, maxMiles, `Enter whole miles from ${L.maxDistanceMiles.min} to ${maxMiles} (your service radius)`),
    minNoticeHours: wholeNumber(L.minNoticeHours.min, L.minNoticeHours.max, `Enter whole hours from ${L.minNoticeHours.min} to ${L.minNoticeHours.max}`),
    maxJobsPerDay: wholeNumber(L.maxJobsPerDay.min, L.maxJobsPerDay.max, `Enter a whole number from ${L.maxJobsPerDay.min} to ${L.maxJobsPerDay.max}`),
  });
}
type FormValues = z.infer<ReturnType<typeof schemaFor>>;
const FIELDS = ['enabled', 'serviceIds', 'maxDistanceMiles', 'minNoticeHours', 'maxJobsPerDay'] as const;

type Service = MyInstantBookData['services'][number];

/** The saved rules as form values; [] (every service) shows every offered service ticked. */
function valuesOf(rules: InstantBookFieldsFragment, offered: readonly Service[]): FormValues {
  return {
    enabled: rules.enabled,
    serviceIds: rules.serviceIds.length ? [...rules.serviceIds] : offered.map((s) => Number(s.id)),
    maxDistanceMiles: String(rules.maxDistanceMiles),
    minNoticeHours: String(rules.minNoticeHours),
    maxJobsPerDay: String(rules.maxJobsPerDay),
  };
}

/** The section, loading its own data (the availability page's editor stays as it is). */
export function InstantBookSection() {
  const { data, error, refetch } = useQuery(MyInstantBookQuery);
  return (
    <ProfileSection
      id="instant-booking"
      title="Instant booking"
      description="With instant booking on, a booking that fits the rules below is confirmed for you at once, without a request to answer. Your weekly hours, days off and travel time between jobs still apply."
    >
      {error && !data ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your instant booking rules" />
      ) : !data ? (
        <Box role="status" aria-busy="true">
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : (
        <InstantBookForm data={data} />
      )}
    </ProfileSection>
  );
}

function InstantBookForm({ data }: { data: MyInstantBookData }) {
  const toast = useToast();
  const [save] = useSetInstantBook();
  const [formError, setFormError] = useState<string | null>(null);
  const rules = data.myInstantBook;
  const profile = data.me?.cleanerProfile;
  const radius = profile?.serviceRadiusMiles ?? L.maxDistanceMiles.max;
  const offered = useMemo(() => {
    const ids = new Set(profile?.offeredServiceIds ?? []);
    return [...data.services]
      .filter((s) => ids.size === 0 || ids.has(Number(s.id)))
      .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
  }, [data.services, profile?.offeredServiceIds]);
  const schema = useMemo(() => schemaFor(radius), [radius]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: valuesOf(rules, offered) });
  const bind = fieldBinder(register, errors);
  const enabled = useWatch({ control, name: 'enabled' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // Every offered service ticked is sent as [] ("every service I offer"), so services added later count too.
    const serviceIds = values.serviceIds.length === offered.length ? [] : values.serviceIds;
    const result = await save({
      enabled: values.enabled,
      serviceIds,
      maxDistanceMiles: Number(values.maxDistanceMiles),
      minNoticeHours: Number(values.minNoticeHours),
      maxJobsPerDay: Number(values.maxJobsPerDay),
    });
    if (result.ok) {
      reset(valuesOf(result.data, offered));
      toast.success(result.data.enabled ? 'Instant booking is on' : 'Instant booking rules saved');
      return;
    }
    // "serviceIds.2" arrives as "2": an issue with one listed service.
    let placed = false;
    for (const [field, message] of Object.entries(result.fields)) {
      const name = /^\d+$/.test(field) ? 'serviceIds' : field;
      if ((FIELDS as readonly string[]).includes(name)) {
        setError(name as (typeof FIELDS)[number], { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (!placed) setFormError(result.message);
  });

  const suspendedUntil = rules.suspendedUntil && Date.parse(rules.suspendedUntil) > Date.now() ? rules.suspendedUntil : null;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Instant booking">
      {suspendedUntil && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>Instant booking is paused until {formatDayTimeInWords(suspendedUntil)}</AlertTitle>
          {rules.suspensionReason ?? 'You cancelled instant jobs late.'} Until then, customers send you requests to accept as before; after
          that, instant booking starts again on its own if it is switched on.
        </Alert>
      )}
      {!profile?.homeZipCode && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Distances are measured from your home zip code, and you have not set one yet, so no booking can be confirmed instantly.{' '}
          <RouterLink to="/cleaner/profile">Add it on your profile</RouterLink>.
        </Alert>
      )}
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
            label={<Typography sx={{ fontWeight: 600 }}>Confirm bookings that fit my rules at once</Typography>}
          />
        )}
      />
      {!enabled && (
        <Typography variant="body2" color="text.secondary">
          Instant booking is off: every booking comes to you as a request. The rules below apply once you turn it on.
        </Typography>
      )}
      <Grid container spacing={2.5} sx={{ mt: 1 }}>
        <ProfileTextField
          gridSize={{ xs: 12, sm: 4 }}
          label="Longest distance (miles)"
          required
          {...bind('maxDistanceMiles')}
          hint={`From your home zip code, 1 to ${Math.min(L.maxDistanceMiles.max, radius)}.`}
          inputMode="numeric"
          maxLength={3}
        />
        <ProfileTextField
          gridSize={{ xs: 12, sm: 4 }}
          label="Shortest notice (hours)"
          required
          {...bind('minNoticeHours')}
          hint="How long before the start a booking must come in."
          inputMode="numeric"
          maxLength={3}
        />
        <ProfileTextField
          gridSize={{ xs: 12, sm: 4 }}
          label="Most instant jobs a day"
          required
          {...bind('maxJobsPerDay')}
          hint={`${L.maxJobsPerDay.min} to ${L.maxJobsPerDay.max}, counted per day in your time zone.`}
          inputMode="numeric"
          maxLength={2}
        />
        <Grid size={12}>
          <Controller
            control={control}
            name="serviceIds"
            render={({ field, fieldState }) => {
              const chosen = new Set(field.value);
              const toggle = (id: number, on: boolean) =>
                field.onChange(on ? [...field.value, id] : field.value.filter((value) => value !== id));
              return (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby="instant-services-help">
                  <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
                    Services booked instantly
                  </FormLabel>
                  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
                    {offered.map((service, index) => (
                      <FormControlLabel
                        key={service.id}
                        control={
                          <Checkbox
                            size="small"
                            checked={chosen.has(Number(service.id))}
                            onChange={(event) => toggle(Number(service.id), event.target.checked)}
                            onBlur={field.onBlur}
                            slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                          />
                        }
                        label={<Typography variant="body2">{service.name}</Typography>}
                      />
                    ))}
                  </Box>
                  <FormHelperText id="instant-services-help" error={Boolean(fieldState.error)}>
                    {fieldState.error?.message ??
                      `${chosen.size} of the ${offered.length} services you offer. Other services still come to you as requests.`}
                  </FormHelperText>
                  <Box sx={{ mt: 0.5 }}>
                    <Button size="small" onClick={() => field.onChange(offered.map((s) => Number(s.id)))} disabled={chosen.size === offered.length}>
                      All my services
                    </Button>
                    <Button size="small" onClick={() => field.onChange([])} disabled={chosen.size === 0}>
                      Clear
                    </Button>
                  </Box>
                </Box>
              );
            }}
          />
        </Grid>
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {lateCancellationRuleText(rules.lateCancellationRule)}
      </Typography>
      <ProfileFormActions saveLabel="Save instant booking" isSubmitting={isSubmitting} isDirty={isDirty} onUndo={() => reset()} />
    </Box>
  );
}
