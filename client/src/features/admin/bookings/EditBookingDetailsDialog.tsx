/**
 * "Edit details" of a booking for admins (docs/decisions/0020, updateBookingDetails): start time
 * (a datetime-local input in the admin's time zone, sent as a UTC ISO instant), hours (1 to 12 in
 * half-hour steps), address, city, zip code and notes. Only changed fields are sent; the total is
 * re-quoted at the booking's own hourly rate (previewed here, confirmed by the server's answer).
 */
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ADDRESS_MAX,
  BOOKING_MESSAGES,
  CITY_MAX,
  MAX_DURATION_HOURS,
  MAX_LEAD_DAYS,
  MIN_DURATION_HOURS,
  MIN_LEAD_MINUTES,
  NOTES_MAX,
  ZIP_CODE_MESSAGE,
  ZIP_CODE_PATTERN,
} from '../../../../../schema/rules';
import { formatHours, formatMoney } from '../../../components/booking/format';
import { useToast } from '../../../lib/toast';
import { useUpdateBookingDetails, type BookingDetailsChanges } from './bookingAdminMutations';

/** The booking as the form edits it. */
export interface EditableBooking {
  id: string;
  scheduledAt: string;
  durationHours: number;
  address: string | null;
  city: string;
  zipCode: string;
  notes: string | null;
  hourlyRateCents: number;
  totalCents: number;
  paymentStatus: string;
}

/** 1, 1.5, ... 12. */
const HOUR_OPTIONS = Array.from({ length: (MAX_DURATION_HOURS - MIN_DURATION_HOURS) * 2 + 1 }, (_, i) => MIN_DURATION_HOURS + i / 2);

/** An ISO instant as a datetime-local value in this browser's time zone ("2026-11-24T09:30"). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as a UTC ISO instant; null when not a date. */
export function fromLocalInput(value: string): string | null {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
}

/** The server's re-quote: hourly rate × minutes / 60, rounded to the cent. */
export function requote(hourlyRateCents: number, hours: number): number {
  return Math.round((hourlyRateCents * Math.round(hours * 60)) / 60);
}

const schema = z.object({
  start: z.string().refine((v) => fromLocalInput(v) !== null, BOOKING_MESSAGES.start),
  hours: z.number().min(MIN_DURATION_HOURS, BOOKING_MESSAGES.minHours).max(MAX_DURATION_HOURS, BOOKING_MESSAGES.maxHours),
  address: z.string().trim().min(5, BOOKING_MESSAGES.address).max(ADDRESS_MAX, BOOKING_MESSAGES.addressLong),
  city: z.string().trim().min(2, BOOKING_MESSAGES.city).max(CITY_MAX, BOOKING_MESSAGES.cityLong),
  zipCode: z.string().trim().regex(ZIP_CODE_PATTERN, ZIP_CODE_MESSAGE),
  notes: z.string().max(NOTES_MAX, BOOKING_MESSAGES.notesLong),
});
type Values = z.infer<typeof schema>;

const FORM_FIELD: Record<string, keyof Values> = {
  scheduledAt: 'start',
  durationHours: 'hours',
  address: 'address',
  city: 'city',
  zipCode: 'zipCode',
  notes: 'notes',
};

/** The dialog; `booking` null keeps it closed. */
export function EditBookingDetailsDialog({ booking, onClose, onSaved }: { booking: EditableBooking | null; onClose: () => void; onSaved: () => void }) {
  if (!booking) return null;
  return <EditDetailsForm key={booking.id} booking={booking} onClose={onClose} onSaved={onSaved} />;
}

function EditDetailsForm({ booking, onClose, onSaved }: { booking: EditableBooking; onClose: () => void; onSaved: () => void }) {
  const toast = useToast();
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const [save, { loading }] = useUpdateBookingDetails();
  const defaults: Values = {
    start: toLocalInput(booking.scheduledAt),
    hours: booking.durationHours,
    address: booking.address ?? '',
    city: booking.city,
    zipCode: booking.zipCode,
    notes: booking.notes ?? '',
  };
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults, mode: 'onTouched' });
  const hours = useWatch({ control, name: 'hours' });
  const newTotal = requote(booking.hourlyRateCents, hours);
  const paid = booking.paymentStatus !== 'unpaid' && booking.paymentStatus !== 'failed';
  const busy = loading || isSubmitting;

  const close = () => {
    if (!busy) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    const changes: BookingDetailsChanges = {};
    if (values.start !== defaults.start) {
      const iso = fromLocalInput(values.start);
      if (!iso) return setError('start', { message: BOOKING_MESSAGES.start });
      const at = Date.parse(iso);
      if (at < Date.now() + MIN_LEAD_MINUTES * 60_000) return setError('start', { message: `Please choose a start time at least ${MIN_LEAD_MINUTES / 60} hours from now.` });
      if (at > Date.now() + MAX_LEAD_DAYS * 86_400_000) return setError('start', { message: `Bookings can be made up to ${MAX_LEAD_DAYS} days ahead.` });
      changes.scheduledAt = iso;
    }
    if (values.hours !== defaults.hours) changes.durationHours = values.hours;
    if (values.address.trim() !== defaults.address.trim()) changes.address = values.address.trim();
    if (values.city.trim() !== defaults.city.trim()) changes.city = values.city.trim();
    if (values.zipCode.trim() !== defaults.zipCode.trim()) changes.zipCode = values.zipCode.trim();
    if (values.notes.trim() !== defaults.notes.trim()) changes.notes = values.notes.trim() ? values.notes.trim() : null;
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing changed.');
      onClose();
      return;
    }
    const result = await save(booking.id, changes);
    if (result.ok) {
      toast.success(`Booking updated. The total is now ${formatMoney(result.data.totalCents)}.`);
      onSaved();
      return;
    }
    for (const [field, message] of Object.entries(result.fields)) {
      const name = FORM_FIELD[field];
      if (name) setError(name, { message });
    }
    setError('root', { message: result.message });
  });

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          Edit booking details
        </DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            The customer and the cleaner are told about the change. The total is re-quoted at this booking's own rate of {formatMoney(booking.hourlyRateCents)} per
            hour.
          </DialogContentText>
          <Stack spacing={2.5}>
            {errors.root?.message && (
              <Alert severity="error" role="alert">
                {errors.root.message}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Start"
                type="datetime-local"
                required
                fullWidth
                {...register('start')}
                error={Boolean(errors.start)}
                helperText={errors.start?.message ?? 'Your local time'}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
              />
              <Controller
                name="hours"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Hours"
                    required
                    fullWidth
                    value={field.value}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? (paid ? 'Paid: the length cannot change the total' : undefined)}
                  >
                    {HOUR_OPTIONS.map((h) => (
                      <MenuItem key={h} value={h}>
                        {formatHours(h)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <TextField
              label="Address"
              required
              fullWidth
              autoComplete="off"
              {...register('address')}
              error={Boolean(errors.address)}
              helperText={errors.address?.message}
              slotProps={{ htmlInput: { maxLength: ADDRESS_MAX } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="City"
                required
                fullWidth
                {...register('city')}
                error={Boolean(errors.city)}
                helperText={errors.city?.message}
                slotProps={{ htmlInput: { maxLength: CITY_MAX } }}
              />
              <TextField
                label="Zip code"
                required
                fullWidth
                {...register('zipCode')}
                error={Boolean(errors.zipCode)}
                helperText={errors.zipCode?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
              />
            </Stack>
            <TextField
              label="Notes for the cleaner"
              fullWidth
              multiline
              minRows={2}
              {...register('notes')}
              error={Boolean(errors.notes)}
              helperText={errors.notes?.message ?? 'Leave empty to clear'}
              slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
            />
            <Box role="status" sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
              <Typography variant="body2">
                Total: <strong>{formatMoney(newTotal)}</strong>
                {newTotal !== booking.totalCents && <> (was {formatMoney(booking.totalCents)})</>}
              </Typography>
              {paid && newTotal !== booking.totalCents && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                  This booking is paid, so its length cannot change. Cancel it and book again, or keep the hours.
                </Typography>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
            Save changes
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
