import { useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import { lateCancellationRuleText } from '../../components/booking/instantRule';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ReasonDialog } from '../../components/ui/ReasonDialog';
import type { Outcome } from '../../lib/mutation';
import { CleanerLateCancellationRuleQuery } from './jobMutations';

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

/**
 * Confirms that the cleaner cancels a confirmed instant job (issue 31; docs/decisions/0044), with an
 * optional reason for the customer, and warns about the late-cancellation rule in force: when the
 * start is closer than its `lateHours`, this cancellation counts as late.
 */
export function CancelInstantJobDialog<T>({
  open,
  serviceName,
  scheduledAt,
  onClose,
  onConfirm,
  onDone,
}: {
  open: boolean;
  serviceName: string;
  /** The job's start (ISO instant). */
  scheduledAt: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<Outcome<T>>;
  onDone: () => void;
}) {
  const { data } = useQuery(CleanerLateCancellationRuleQuery, open ? {} : skipToken);
  const rule = data?.myInstantBook.lateCancellationRule;
  const [now] = useState(() => Date.now());
  const late = rule ? Date.parse(scheduledAt) - now < rule.lateHours * 3_600_000 : false;
  return (
    <ReasonDialog
      open={open}
      title="Cancel this instant job?"
      description="The customer gets a full refund and is told at once. Tell them why if you can."
      rules={{ required: false, maxLength: 500 }}
      label="Reason for the customer (optional)"
      confirmLabel="Cancel job"
      cancelLabel="Keep the job"
      tone="error"
      onConfirm={onConfirm}
      onDone={onDone}
      onClose={onClose}
    >
      {rule && (
        <Alert severity={late ? 'warning' : 'info'} sx={{ mt: 2 }}>
          {late ? `${serviceName} starts in less than ${rule.lateHours} hours, so this counts as a late cancellation. ` : ''}
          {lateCancellationRuleText(rule)}
        </Alert>
      )}
    </ReasonDialog>
  );
}
