import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { formatPlanDayTime, zonedParts, zonedTimeToUtc } from '../../components/plans/planTime';
import type { PlanVisit } from '../../components/plans/PlanVisitList';
import { useMovePlanVisit } from './planDocuments';
import { PlanFormDialog } from './PlanFormDialog';
import { PLAN_MOVE_NOTICE_HOURS } from '../../../../schema/rules';

/** A visit moves only this long before its old and its new start (docs/decisions/0033), ms. */
export const MOVE_NOTICE_MS = PLAN_MOVE_NOTICE_HOURS * 60 * 60 * 1000;

/** The move form: the new start as a date-time input value ("YYYY-MM-DDTHH:MM") at the address. */
function moveSchema(timeZone: string) {
  return z.object({
    when: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Please pick a date and time')
      .refine((value) => {
        const [date = '', time = ''] = value.split('T');
        return zonedTimeToUtc(date, time, timeZone).getTime() - Date.now() >= MOVE_NOTICE_MS;
      }, `Pick a time at least ${PLAN_MOVE_NOTICE_HOURS} hours from now`),
  });
}

/** A visit can still be moved: it starts more than 24 hours from now. */
export function canMoveVisit(visit: Pick<PlanVisit, 'scheduledAt'>, now = Date.now()): boolean {
  return new Date(visit.scheduledAt).getTime() - now >= MOVE_NOTICE_MS;
}

/**
 * Moves one visit of a plan to another day and time (a date-time picker at the address's local
 * time, `timeZone`). The new start is checked again like a new visit, with the same cleaner; a
 * refusal (that time is not free, less than 24 hours ahead) shows the server's message.
 */
export function MoveVisitDialog({
  open,
  planId,
  timeZone,
  serviceName,
  visit,
  onClose,
  onMoved,
}: {
  open: boolean;
  planId: string;
  timeZone: string;
  serviceName: string;
  visit: PlanVisit | null;
  onClose: () => void;
  onMoved: (scheduledAt: string) => void;
}) {
  const [move] = useMovePlanVisit();
  const { register, handleSubmit, reset, setError, formState } = useForm<{ when: string }>({
    resolver: zodResolver(moveSchema(timeZone)),
    defaultValues: { when: '' },
  });
  const busy = formState.isSubmitting;

  useEffect(() => {
    if (!open || !visit) return;
    const { date, time } = zonedParts(visit.scheduledAt, timeZone);
    reset({ when: `${date}T${time}` });
  }, [open, visit, timeZone, reset]);

  const min = zonedParts(new Date(Date.now() + MOVE_NOTICE_MS), timeZone);
  const { ref, ...field } = register('when');

  const submit = handleSubmit(async ({ when }) => {
    if (!visit) return;
    const [date = '', time = ''] = when.split('T');
    const scheduledAt = zonedTimeToUtc(date, time, timeZone).toISOString();
    const outcome = await move({ id: planId, date: visit.date, scheduledAt });
    if (outcome.ok) {
      onMoved(scheduledAt);
      return;
    }
    if (outcome.fields.scheduledAt) setError('when', { message: outcome.fields.scheduledAt });
    else setError('root', { message: outcome.message });
  });

  return (
    <PlanFormDialog
      open={open}
      title="Move this visit?"
      busy={busy}
      failure={formState.errors.root?.message}
      cancelLabel="Keep time"
      submitLabel="Move visit"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {visit && (
        <DialogContentText>
          Your {serviceName} on {formatPlanDayTime(visit.scheduledAt, timeZone)} moves to the time you pick, with the same cleaner. The rest of
          your plan stays as it is.
        </DialogContentText>
      )}
      <TextField
        {...field}
        inputRef={ref}
        type="datetime-local"
        label="New date and time"
        required
        fullWidth
        autoFocus
        sx={{ mt: 2.5 }}
        error={Boolean(formState.errors.when)}
        helperText={formState.errors.when?.message ?? `Local time at the address (${timeZone.replace(/_/g, ' ')}), at least ${PLAN_MOVE_NOTICE_HOURS} hours from now`}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: `${min.date}T${min.time}`, step: 1800 } }}
      />
    </PlanFormDialog>
  );
}
