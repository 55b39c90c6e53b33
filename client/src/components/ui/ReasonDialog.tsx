import { useEffect, useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Outcome } from '../../lib/mutation';

/** The rules of the reason field: required or optional, a minimum and a maximum length (characters). */
export interface ReasonRules {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Shown when the reason is required and shorter than `minLength` (or empty). */
  requiredMessage?: string;
}

function reasonSchema({ required = false, minLength = required ? 1 : 0, maxLength = 1000, requiredMessage = 'Please give a reason' }: ReasonRules) {
  const text = z.string().trim().max(maxLength, `At most ${maxLength} characters`);
  return z.object({ reason: required ? text.min(Math.max(1, minLength), requiredMessage) : text });
}

/**
 * The one dialog that asks for a reason before an action (cancel a booking, reject a job, suspend
 * a user, end a membership, refund, report a problem...): a title, an explanation, one reason
 * field (react-hook-form + zod, rules from `rules`), extra content (e.g. a refund quote), the
 * server's message when the action fails, and Keep / confirm buttons. The confirm button is
 * disabled while the action runs, so it cannot be sent twice; Escape and Keep close it unless busy.
 *
 * `onConfirm(reason)` runs the action (trimmed reason; '' when optional and left blank) and
 * resolves to its Outcome (lib/mutation.ts): on success the dialog resets and `onDone(data)` runs;
 * on failure its message is shown, and a validation message about `reason` sits on the field.
 */
export function ReasonDialog<T>({
  open,
  title,
  description,
  children,
  label = 'Reason',
  placeholder,
  hint,
  suggestions,
  rules = {},
  confirmLabel,
  cancelLabel = 'Keep',
  tone = 'primary',
  onConfirm,
  onDone,
  onClose,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Extra content under the description (facts, a quote, a warning). */
  children?: ReactNode;
  label?: string;
  placeholder?: string;
  /** Helper text under the field while it has no error (default: 'Optional' when not required). */
  hint?: string;
  /** Common reasons offered as chips above the field; choosing one fills the field. */
  suggestions?: readonly string[];
  rules?: ReasonRules;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'primary' | 'error' | 'warning';
  onConfirm: (reason: string) => Promise<Outcome<T>>;
  onDone?: (data: T) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const { control, handleSubmit, reset, setError, setValue, formState } = useForm<{ reason: string }>({
    resolver: zodResolver(reasonSchema(rules)),
    defaultValues: { reason: '' },
  });
  const busy = formState.isSubmitting;
  const failure = formState.errors.root?.message;
  const chosen = useWatch({ control, name: 'reason' }).trim();

  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ reason }) => {
    const outcome = await onConfirm(reason);
    if (outcome.ok) {
      reset({ reason: '' });
      onDone?.(outcome.data);
      return;
    }
    if (outcome.fields.reason) setError('reason', { message: outcome.fields.reason });
    else setError('root', { message: outcome.message });
  });

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          {description && <DialogContentText id={descriptionId}>{description}</DialogContentText>}
          {children}
          {suggestions && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }} role="group" aria-label="Common reasons">
              {suggestions.map((text) => (
                <Chip
                  key={text}
                  label={text}
                  clickable
                  variant={chosen === text ? 'filled' : 'outlined'}
                  color={chosen === text ? 'primary' : 'default'}
                  onClick={() => setValue('reason', text, { shouldValidate: formState.isSubmitted })}
                />
              ))}
            </Stack>
          )}
          <Controller
            name="reason"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={label}
                placeholder={placeholder}
                required={rules.required}
                multiline
                minRows={3}
                fullWidth
                sx={{ mt: 2 }}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? hint ?? (rules.required ? undefined : 'Optional')}
                slotProps={{ htmlInput: { maxLength: rules.maxLength ?? 1000 } }}
              />
            )}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={tone}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
