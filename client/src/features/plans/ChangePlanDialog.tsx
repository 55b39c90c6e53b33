import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { PLAN_FREQUENCIES, PLAN_FREQUENCY_LABELS } from '../../components/plans/planLabels';
import type { PlanFrequency } from '../../gql/graphql';
import { useUpdatePlan } from './planDocuments';
import { PlanFormDialog } from './PlanFormDialog';

const changeSchema = z.object({
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please pick a start time'),
  frequency: z.enum(['weekly', 'biweekly', 'every_4_weeks']),
});

type ChangeValues = z.infer<typeof changeSchema>;

/** What the change dialog answers: the plan's visits after the change, to count their conflicts. */
export interface ChangedPlan {
  visits: readonly { conflict?: { code: string } | null }[];
}

/**
 * Changes the local start time and/or the frequency of all future visits of a plan (docs/decisions/0033).
 * Future unpaid visits are re-created from the next date and checked again;
 * `onChanged` gets the plan the server answered (its visits carry any conflicts). Sends only
 * what changed; nothing changed closes the dialog.
 */
export function ChangePlanDialog({
  open,
  planId,
  startTime,
  frequency,
  timeZone,
  onClose,
  onChanged,
}: {
  open: boolean;
  planId: string;
  /** The plan's local start time, "HH:MM" at the address. */
  startTime: string;
  frequency: PlanFrequency;
  timeZone: string;
  onClose: () => void;
  onChanged: (plan: ChangedPlan) => void;
}) {
  const [update] = useUpdatePlan();
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangeValues>({
    resolver: zodResolver(changeSchema),
    defaultValues: { startTime, frequency },
  });
  const busy = formState.isSubmitting;

  useEffect(() => {
    if (open) reset({ startTime, frequency });
  }, [open, startTime, frequency, reset]);

  const time = register('startTime');
  const often = register('frequency');

  const submit = handleSubmit(async (values) => {
    const input = {
      startTime: values.startTime !== startTime ? values.startTime : undefined,
      frequency: values.frequency !== frequency ? values.frequency : undefined,
    };
    if (!input.startTime && !input.frequency) {
      onClose();
      return;
    }
    const outcome = await update({ id: planId, input });
    if (outcome.ok) {
      onChanged(outcome.data);
      return;
    }
    if (outcome.fields.startTime) setError('startTime', { message: outcome.fields.startTime });
    else if (outcome.fields.frequency) setError('frequency', { message: outcome.fields.frequency });
    else setError('root', { message: outcome.message });
  });

  return (
    <PlanFormDialog
      open={open}
      title="Change time or frequency"
      busy={busy}
      failure={formState.errors.root?.message}
      cancelLabel="Keep plan"
      submitLabel="Save changes"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <DialogContentText>
        Every future visit that is not paid yet is booked again at the new time or frequency, and each one is checked with your cleaner.
        The recurring discount follows the frequency.
      </DialogContentText>
      <Box sx={{ display: 'grid', gap: 2, mt: 2.5 }}>
        <TextField
          {...time}
          inputRef={time.ref}
          type="time"
          label="Start time"
          required
          error={Boolean(formState.errors.startTime)}
          helperText={formState.errors.startTime?.message ?? `Local time at the address (${timeZone.replace(/_/g, ' ')})`}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1800 } }}
        />
        <TextField
          {...often}
          inputRef={often.ref}
          select
          label="Frequency"
          required
          error={Boolean(formState.errors.frequency)}
          helperText={formState.errors.frequency?.message ?? ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {PLAN_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {PLAN_FREQUENCY_LABELS[value]}
            </option>
          ))}
        </TextField>
      </Box>
    </PlanFormDialog>
  );
}
