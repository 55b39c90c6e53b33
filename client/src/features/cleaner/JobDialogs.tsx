import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ReasonDialog } from '../../components/ui/ReasonDialog';
import type { Outcome } from '../../lib/mutation';

const QUICK_REASONS = ['Schedule conflict', 'Too far from my area', 'Not my specialty', 'Not available that day'];

/**
 * Asks a cleaner why they reject a job, or decline a request addressed to them (`request`), with a
 * reason (required, 3-500 characters, the rejectBooking argument's rules) before
 * `onConfirm(reason)` calls `rejectBooking`; `onDone` runs once it succeeded.
 */
export function RejectJobDialog<T>({
  open,
  serviceName,
  request = false,
  onClose,
  onConfirm,
  onDone,
}: {
  open: boolean;
  serviceName: string;
  /** A request to this cleaner: "Decline" wording; the next cleaner is asked. */
  request?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<Outcome<T>>;
  onDone: () => void;
}) {
  return (
    <ReasonDialog
      open={open}
      title={request ? 'Decline this request?' : 'Reject this job?'}
      description={
        request
          ? `The ${serviceName} request goes to another cleaner, and the customer is kept informed. Please tell us why you can't take it.`
          : `You won't see this ${serviceName} job again, and the customer will be kept informed. Please tell us why you can't take it.`
      }
      suggestions={QUICK_REASONS}
      rules={{
        required: true,
        minLength: 3,
        maxLength: 500,
        requiredMessage: request ? 'Please give a reason for declining this request.' : 'Please give a reason for rejecting this job.',
      }}
      confirmLabel={request ? 'Decline' : 'Reject'}
      cancelLabel="Cancel"
      tone="error"
      onConfirm={onConfirm}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

/** Confirms that a job is finished before calling `updateBookingStatus(completed)`. */
export function CompleteJobDialog({
  open,
  serviceName,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  serviceName: string;
  busy: boolean;
  error?: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Mark this job complete?"
      description={`Confirm that ${serviceName} is finished. The customer will be notified and invited to leave a review.`}
      cancelLabel="Not yet"
      confirmLabel="Mark complete"
      tone="success"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
