import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { formatHourly } from '../../components/booking/format';
import { errorMessage } from '../../lib/errors';
import { HOUR_OPTIONS, hoursLabel, slotLabel, TIME_SLOTS } from './bookingForm';
import type { BookingFieldName, BookingFormState } from './useBookingForm';

/** Helper texts that replace a field's default one (e.g. /book-ai's "Please check"). */
export type FieldHints = Partial<Record<BookingFieldName, string | undefined>>;

/** MUI TextField wiring for a react-hook-form `register()` result (the ref goes to the <input>). */
function registerInput({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}

/**
 * The service picker of the booking form: services grouped by category with their member rate.
 * `defaultHelp` is the helper text when there is no error and no hint; `invalid` marks a choice
 * the list does not hold (with `defaultHelp` saying so).
 */
export function ServiceField({ state, hints = {}, defaultHelp, invalid = false }: { state: BookingFormState; hints?: FieldHints; defaultHelp: string; invalid?: boolean }) {
  const { form, services, servicesQuery, selectedService, fieldError } = state;
  return (
    <Controller
      control={form.control}
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
              error={Boolean(fieldError('serviceId', fieldState.error?.message)) || invalid}
              helperText={
                fieldError('serviceId', fieldState.error?.message) ??
                hints.serviceId ??
                (!invalid && servicesQuery.error ? errorMessage(servicesQuery.error) : defaultHelp)
              }
            />
          )}
        />
      )}
    />
  );
}

/** Date, start time and hours. With `unset`, time and hours offer an empty "Choose" first. */
export function ScheduleFields({ state, hints = {}, unset = false }: { state: BookingFormState; hints?: FieldHints; unset?: boolean }) {
  const { form, fieldError, today, maxDate } = state;
  const { errors } = form.formState;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 1fr' } }}>
      <TextField
        {...registerInput(form.register('date'))}
        type="date"
        label="Date"
        required
        error={Boolean(fieldError('date', errors.date?.message))}
        helperText={fieldError('date', errors.date?.message) ?? hints.date ?? 'At least 2 hours from now'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: maxDate } }}
      />
      <Controller
        control={form.control}
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
            helperText={fieldError('time', fieldState.error?.message) ?? hints.time ?? 'Start time'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {unset && <option value="">Choose</option>}
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slotLabel(slot)}
              </option>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="hours"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Hours"
            required
            name={field.name}
            value={Number.isFinite(field.value) ? String(field.value) : ''}
            onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : Number.NaN)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldError('hours', fieldState.error?.message))}
            helperText={fieldError('hours', fieldState.error?.message) ?? hints.hours ?? 'Duration'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {unset && <option value="">Choose</option>}
            {HOUR_OPTIONS.map((h) => (
              <option key={h} value={String(h)}>
                {hoursLabel(h)}
              </option>
            ))}
          </TextField>
        )}
      />
    </Box>
  );
}

/** Street address with unit, city and zip code. */
export function AddressFields({ state, hints = {} }: { state: BookingFormState; hints?: FieldHints }) {
  const { form, fieldError } = state;
  const { errors } = form.formState;
  return (
    <Stack spacing={2}>
      <TextField
        {...registerInput(form.register('address'))}
        label="Address"
        required
        autoComplete="street-address"
        placeholder="123 Main St, Apt 4B"
        error={Boolean(fieldError('address', errors.address?.message))}
        helperText={fieldError('address', errors.address?.message) ?? hints.address ?? ' '}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          {...registerInput(form.register('city'))}
          label="City"
          required
          autoComplete="address-level2"
          error={Boolean(fieldError('city', errors.city?.message))}
          helperText={fieldError('city', errors.city?.message) ?? hints.city ?? ' '}
        />
        <TextField
          {...registerInput(form.register('zipCode'))}
          label="Zip code"
          required
          autoComplete="postal-code"
          placeholder="12345"
          error={Boolean(fieldError('zipCode', errors.zipCode?.message))}
          helperText={fieldError('zipCode', errors.zipCode?.message) ?? hints.zipCode ?? '5 digits, e.g. 10001 or 10001-1234'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
      </Box>
    </Stack>
  );
}

/** Optional notes for the cleaner. */
export function NotesField({ state, minRows = 3 }: { state: BookingFormState; minRows?: number }) {
  const { form, fieldError } = state;
  const { errors } = form.formState;
  return (
    <TextField
      {...registerInput(form.register('notes'))}
      label="Notes"
      multiline
      minRows={minRows}
      fullWidth
      placeholder="Access instructions, pets, priority rooms, supplies on site…"
      error={Boolean(fieldError('notes', errors.notes?.message))}
      helperText={fieldError('notes', errors.notes?.message) ?? 'Optional'}
    />
  );
}
