import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams, Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/ui/PageTitle';
import { graphql } from '../../gql';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { errorMessage } from '../../lib/errors';
import { formatDay, formatHourly } from '../../components/booking/format';
import { useToast } from '../../lib/toast';
import {
  bookingFormSchema,
  DEFAULT_HOURS,
  HOUR_OPTIONS,
  hoursLabel,
  localMaxDate,
  localToday,
  slotLabel,
  TIME_SLOTS,
  toScheduledAt,
  type BookingFormInput,
  type BookingFormValues,
} from './bookingForm';
import { readDraft, type BookingDraft, type DraftState } from './bookingDraft';
import { useCreateBooking } from './bookingMutations';
import { BookingSummaryPanel, Section } from './BookParts';

const BookServicesQuery = graphql(`
  query BookServices {
    services(limit: 50) {
      id
      name
      category
      memberPriceCents
      regularPriceCents
    }
  }
`);

type FieldName = keyof BookingFormInput;

/** Server field names (CreateBookingInput) mapped to this form's fields. */
const SERVER_FIELDS: Record<string, FieldName> = {
  serviceId: 'serviceId',
  scheduledAt: 'date',
  durationHours: 'hours',
  address: 'address',
  city: 'city',
  zipCode: 'zipCode',
  notes: 'notes',
};

/** MUI TextField wiring for a react-hook-form `register()` result (the ref goes to the <input>). */
function registerInput({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}

/**
 * Customer booking form (/book): service, schedule, address and notes, with a live price from
 * `bookingQuote`. "Choose your cleaner" goes on to /customer/select-cleaner with the draft in the
 * router state (bookingDraft.ts); "Book now" books at once for the open board. A draft in the
 * router state (coming back from choosing a cleaner) fills the form.
 */
export default function BookPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const [initialDraft] = useState(() => readDraft(location.state));
  const navigate = useNavigate();
  const notify = useToast();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // Field errors from the server's ValidationError: kept apart from the resolver's errors (which
  // re-validation would clear on blur) and dropped as soon as the user edits that field.
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const today = useMemo(() => localToday(), []);
  const maxDate = useMemo(() => localMaxDate(), []);

  const servicesQuery = useQuery(BookServicesQuery);
  const services = useMemo(
    () =>
      [...(servicesQuery.data?.services ?? [])].sort(
        (a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name),
      ),
    [servicesQuery.data],
  );

  const {
    control,
    register,
    handleSubmit,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    mode: 'onTouched',
    defaultValues: initialDraft
      ? {
          serviceId: initialDraft.serviceId,
          date: initialDraft.date,
          time: initialDraft.time,
          hours: initialDraft.hours,
          address: initialDraft.address,
          city: initialDraft.city,
          zipCode: initialDraft.zipCode,
          notes: initialDraft.notes,
        }
      : {
          serviceId: params.get('serviceId') ?? '',
          date: '',
          time: '09:00',
          hours: DEFAULT_HOURS,
          address: '',
          city: '',
          zipCode: '',
          notes: '',
        },
  });

  const [serviceId, hours, date, time] = useWatch({ control, name: ['serviceId', 'hours', 'date', 'time'] });
  const selectedService = services.find((s) => s.id === serviceId) ?? null;
  const unknownPreselection = Boolean(serviceId) && Boolean(servicesQuery.data) && !selectedService;

  const [createBooking] = useCreateBooking();

  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (!name) return;
      setServerErrors((prev) => {
        if (!(name in prev)) return prev;
        const next = { ...prev };
        delete next[name as FieldName];
        return next;
      });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const fieldError = (name: FieldName, clientMessage: string | undefined) => clientMessage ?? serverErrors[name];

  /** "Choose your cleaner": on to /customer/select-cleaner with the draft. */
  const onChoose = (values: BookingFormValues) => {
    const service = services.find((s) => s.id === values.serviceId);
    const draft: BookingDraft = {
      serviceId: values.serviceId,
      serviceName: service?.name ?? '',
      category: service?.category ?? '',
      date: values.date,
      time: values.time,
      hours: values.hours,
      address: values.address,
      city: values.city,
      zipCode: values.zipCode,
      notes: values.notes ?? '',
    };
    navigate('/customer/select-cleaner', { state: { draft } satisfies DraftState });
  };

  /** "Book now": the booking goes to the open board (no cleaner chosen, no cascade). */
  const onSubmit = async (values: BookingFormValues) => {
    setSubmitError(null);
    setServerErrors({});
    const outcome = await createBooking({
      input: {
        serviceId: values.serviceId,
        scheduledAt: toScheduledAt(values.date, values.time),
        durationHours: values.hours,
        address: values.address,
        city: values.city,
        zipCode: values.zipCode,
        notes: values.notes ? values.notes : undefined,
      },
    });
    if (outcome.ok) {
      notify.success(`Booking requested for ${formatDay(outcome.data.scheduledAt)}. We'll let you know as soon as a cleaner accepts.`);
      navigate(`/customer/bookings/${outcome.data.id}`);
      return;
    }
    const mapped: Partial<Record<FieldName, string>> = {};
    for (const [field, message] of Object.entries(outcome.fields)) {
      const name = SERVER_FIELDS[field];
      if (name && !mapped[name]) mapped[name] = message;
    }
    setServerErrors(mapped);
    const firstField = (Object.keys(mapped) as FieldName[])[0];
    setSubmitError(firstField ? `${outcome.message} Please check the highlighted fields.` : outcome.message);
    if (firstField) setFocus(firstField);
    else window.requestAnimationFrame(() => errorRef.current?.focus());
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Book a cleaning" />
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          Book a cleaning
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Tell us what you need and when. A vetted professional will confirm your booking.
        </Typography>
      </Box>

      <Box
        component="form"
        noValidate
        aria-label="Booking details"
        aria-busy={isSubmitting}
        onSubmit={handleSubmit(onChoose)}
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <Section step={1} title="Service">
            <Controller
              control={control}
              name="serviceId"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={services}
                  loading={servicesQuery.loading}
                  value={selectedService}
                  onChange={(_, option) => field.onChange(option?.id ?? '')}
                  onBlur={field.onBlur}
                  groupBy={(option) => option.category}
                  getOptionLabel={(option) => option.name}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  autoHighlight
                  renderOption={(props, option) => {
                    const { key, ...rest } = props;
                    return (
                      <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1.5 }}>
                        <CategoryIcon category={option.category} size={32} />
                        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{option.name}</Box>
                        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700, flexShrink: 0 }}>
                          {formatHourly(option.memberPriceCents)}
                        </Typography>
                      </Box>
                    );
                  }}
                  renderInput={(inputParams) => (
                    <TextField
                      {...inputParams}
                      label="Service"
                      required
                      inputRef={field.ref}
                      error={Boolean(fieldError('serviceId', fieldState.error?.message)) || unknownPreselection}
                      helperText={
                        fieldError('serviceId', fieldState.error?.message) ??
                        (unknownPreselection
                          ? "We couldn't find that service. Please choose one from the list."
                          : servicesQuery.error
                            ? errorMessage(servicesQuery.error)
                            : 'Search by name or browse by category.')
                      }
                    />
                  )}
                />
              )}
            />
            {selectedService && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
                {selectedService.category} · member rate {formatHourly(selectedService.memberPriceCents)}, regular{' '}
                {formatHourly(selectedService.regularPriceCents)}.{' '}
                <Link component={RouterLink} to={`/services/${selectedService.id}`}>
                  What's included
                </Link>
              </Typography>
            )}
          </Section>

          <Section step={2} title="Date and time">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 1fr' } }}>
              <TextField
                {...registerInput(register('date'))}
                type="date"
                label="Date"
                required
                error={Boolean(fieldError('date', errors.date?.message))}
                helperText={fieldError('date', errors.date?.message) ?? 'At least 2 hours from now'}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: maxDate } }}
              />
              <Controller
                control={control}
                name="time"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Time"
                    required
                    name={field.name}
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldError('time', fieldState.error?.message))}
                    helperText={fieldError('time', fieldState.error?.message) ?? 'Start time'}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  >
                    {TIME_SLOTS.map((slot) => (
                      <option key={slot} value={slot}>
                        {slotLabel(slot)}
                      </option>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="hours"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Hours"
                    required
                    name={field.name}
                    value={String(field.value)}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldError('hours', fieldState.error?.message))}
                    helperText={fieldError('hours', fieldState.error?.message) ?? 'Duration'}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  >
                    {HOUR_OPTIONS.map((h) => (
                      <option key={h} value={String(h)}>
                        {hoursLabel(h)}
                      </option>
                    ))}
                  </TextField>
                )}
              />
            </Box>
          </Section>

          <Section step={3} title="Address">
            <Stack spacing={2}>
              <TextField
                {...registerInput(register('address'))}
                label="Address"
                required
                autoComplete="street-address"
                placeholder="123 Main St, Apt 4B"
                error={Boolean(fieldError('address', errors.address?.message))}
                helperText={fieldError('address', errors.address?.message) ?? ' '}
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
                <TextField
                  {...registerInput(register('city'))}
                  label="City"
                  required
                  autoComplete="address-level2"
                  error={Boolean(fieldError('city', errors.city?.message))}
                  helperText={fieldError('city', errors.city?.message) ?? ' '}
                />
                <TextField
                  {...registerInput(register('zipCode'))}
                  label="Zip code"
                  required
                  autoComplete="postal-code"
                  placeholder="12345"
                  error={Boolean(fieldError('zipCode', errors.zipCode?.message))}
                  helperText={fieldError('zipCode', errors.zipCode?.message) ?? '5 digits, e.g. 10001 or 10001-1234'}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
                />
              </Box>
            </Stack>
          </Section>

          <Section step={4} title="Notes for your cleaner">
            <TextField
              {...registerInput(register('notes'))}
              label="Notes"
              multiline
              minRows={3}
              fullWidth
              placeholder="Access instructions, pets, priority rooms, supplies on site…"
              error={Boolean(fieldError('notes', errors.notes?.message))}
              helperText={fieldError('notes', errors.notes?.message) ?? 'Optional'}
            />
          </Section>
        </Stack>

        <BookingSummaryPanel
          service={selectedService}
          when={date && date >= today ? `${formatDay(`${date}T${time || '00:00'}`)} at ${slotLabel(time || '09:00')}` : 'Pick a date'}
          serviceId={serviceId}
          hours={Number(hours)}
          error={submitError}
          errorRef={errorRef}
          submitting={isSubmitting}
          onBookNow={() => void handleSubmit(onSubmit)()}
        />
      </Box>
    </Container>
  );
}
