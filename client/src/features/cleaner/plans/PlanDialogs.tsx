import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import type { Outcome } from '../../../lib/mutation';
import { PLAN_DECLINE_NOTICE_HOURS } from '../../../../../schema/rules';

const QUICK_REASONS = ['Schedule conflict', 'Not available that day', 'Too far from my area', 'Taking time off'];

/** The reason rules of a plan decline: the job decline's (required, 3 to 500 characters). */
const rules = (requiredMessage: string) => ({ required: true, minLength: 3, maxLength: 500, requiredMessage });

/**
 * Asks the plan's cleaner why they decline one visit of a recurring plan (docs/decisions/0033, at least 48 h
 * ahead) before `onConfirm(reason)` calls `declinePlanVisit`: that visit alone goes to another
 * cleaner and the customer is told who comes instead; the rest of the series stays theirs.
 */
export function DeclineVisitDialog<T>({
  open,
  serviceName,
  day,
  onClose,
  onConfirm,
  onDone,
}: {
  open: boolean;
  serviceName: string;
  /** The visit's day as shown, e.g. "Wed, Dec 9, 2026". */
  day: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<Outcome<T>>;
  onDone: () => void;
}) {
  return (
    <ReasonDialog
      open={open}
      title="Decline this visit?"
      description={`The ${serviceName} visit on ${day} goes to another cleaner, and the customer is told who comes instead. The other visits of the plan stay yours. Please tell us why you can't make it.`}
      suggestions={QUICK_REASONS}
      rules={rules('Please give a reason for declining this visit.')}
      confirmLabel="Decline visit"
      cancelLabel="Cancel"
      tone="error"
      onConfirm={onConfirm}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

/**
 * Asks the plan's cleaner why they decline a whole recurring plan (docs/decisions/0033) before
 * `onConfirm(reason)` calls `declinePlanSeries`: every visit at least 48 hours ahead goes to
 * another cleaner; visits inside 48 hours stay theirs.
 */
export function DeclineSeriesDialog<T>({
  open,
  serviceName,
  schedule,
  onClose,
  onConfirm,
  onDone,
}: {
  open: boolean;
  serviceName: string;
  /** The plan's rhythm as shown, e.g. "Weekly on Wednesdays at 9:00 AM CST". */
  schedule: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<Outcome<T>>;
  onDone: () => void;
}) {
  return (
    <ReasonDialog
      open={open}
      title="Decline the whole series?"
      description={`You will no longer be the cleaner of this ${serviceName} plan (${schedule}). Every visit at least ${PLAN_DECLINE_NOTICE_HOURS} hours ahead goes to another cleaner and the customer is told; visits within the next ${PLAN_DECLINE_NOTICE_HOURS} hours stay yours. Please tell us why.`}
      suggestions={QUICK_REASONS}
      rules={rules('Please give a reason for declining this series.')}
      confirmLabel="Decline series"
      cancelLabel="Cancel"
      tone="error"
      onConfirm={onConfirm}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
