/**
 * "Change status" of a booking for admins (docs/decisions/0020, updateBookingStatus with a
 * reason): the new status and a required reason (3 to 500 characters), recorded in the booking's
 * timeline and the audit trail. Completing a paid job schedules the cleaner's payout; cancelling
 * refunds the customer in full (server rules, docs/decisions/0004 and 0018). The bookings drawer
 * and the payments page (docs/decisions/0016, "Set booking status") both use it.
 */
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BookingStatus } from '../../../gql/graphql';
import { useToast } from '../../../lib/toast';
import { useAdminChangeBookingStatus } from './bookingAdminMutations';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, CLOSED_BOOKING_STATUSES, isBookingStatusIn } from '../../../../../schema/vocabulary';
import { adminReason } from '../adminReason';
import { AdminReasonField } from '../AdminReasonField';
import { FormDialogActions, FormFailure } from '../../../components/ui/FormDialogParts';

/** The statuses an admin may set, with their labels, in the drawer's order. */
export const STATUS_OPTIONS: readonly (readonly [BookingStatus, string])[] = BOOKING_STATUSES.map((status) => [status, BOOKING_STATUS_LABELS[status]] as const);

const statusForm = z.object({
  status: z.string().min(1),
  reason: adminReason,
});
type StatusForm = z.infer<typeof statusForm>;

/** The drawer's dialog; `booking` null keeps it closed. The new status label is toasted. */
export function ChangeBookingStatusDialog({ booking, onClose, onChanged }: { booking: { id: string; status: string } | null; onClose: () => void; onChanged: () => void }) {
  const toast = useToast();
  if (!booking) return null;
  return (
    <BookingStatusForm
      key={booking.id}
      bookingId={booking.id}
      title="Change status"
      description="The change is recorded with your name and reason, and the customer and cleaner are told. Completing a paid job schedules the cleaner's payout; cancelling refunds the customer in full."
      options={STATUS_OPTIONS.filter(([value]) => value !== booking.status)}
      initialStatus={booking.status === 'in_progress' ? 'completed' : 'cancelled'}
      onClose={onClose}
      onChanged={(statusLabel) => {
        toast.success(`Status set to ${statusLabel}.`);
        onChanged();
      }}
    />
  );
}

/**
 * The status + reason form in a dialog: `options` are the statuses offered with their labels,
 * `onChanged(statusLabel)` runs once the server changed it; the server's refusal shows inside.
 */
export function BookingStatusForm({
  bookingId,
  title,
  description,
  options,
  initialStatus,
  cancelLabel = 'Cancel',
  onClose,
  onChanged,
}: {
  bookingId: string;
  title: string;
  description: string;
  options: readonly (readonly [BookingStatus, string])[];
  initialStatus: BookingStatus;
  cancelLabel?: string;
  onClose: () => void;
  onChanged: (statusLabel: string) => void;
}) {
  const titleId = useId();
  const [change] = useAdminChangeBookingStatus();
  const { control, handleSubmit, setError, watch, formState } = useForm<StatusForm>({
    resolver: zodResolver(statusForm),
    defaultValues: { status: initialStatus, reason: '' },
  });
  const loading = formState.isSubmitting;
  const failure = formState.errors.root?.message;
  const status = watch('status');

  const close = () => {
    if (!loading) onClose();
  };

  const submit = handleSubmit(async (values) => {
    const result = await change(bookingId, values.status as BookingStatus, values.reason);
    if (result.ok) onChanged(result.data.statusLabel);
    else if (result.fields.reason) setError('reason', { message: result.fields.reason });
    else setError('root', { message: result.message });
  });

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{description}</DialogContentText>
          <Controller
            name="status"
            control={control}
            render={({ field }) => (
              <TextField select label="New status" {...field} fullWidth sx={{ mt: 2 }} disabled={loading}>
                {options.map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <AdminReasonField control={control} name="reason" fullWidth sx={{ mt: 2 }} disabled={loading} />
          <FormFailure message={failure} sx={{ mt: 2 }} />
        </DialogContent>
        <FormDialogActions
          busy={loading}
          cancelLabel={cancelLabel}
          submitLabel="Set status"
          color={isBookingStatusIn(CLOSED_BOOKING_STATUSES, status) ? 'error' : 'primary'}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
