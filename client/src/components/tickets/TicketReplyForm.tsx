import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendRounded from '@mui/icons-material/SendRounded';
import { TICKET_MESSAGE_MAX, ticketMessage } from '../../../../schema/tickets';

/** The reply box's rule: the server's message rule (schema/tickets.ts). */
const replySchema = z.object({ body: ticketMessage });
type ReplyValues = z.input<typeof replySchema>;
type ReplyOutput = z.output<typeof replySchema>;

/**
 * The reply box under a ticket's thread (docs/decisions/0021): a multi-line field (react-hook-form + zod, the
 * message rule the server checks: up to 5,000 characters), a submit button and room for extra
 * controls (the admin's "Internal note" switch). `onSend` gets the trimmed text and resolves to null
 * when sent (the box empties) or to an error message shown under the field. Disabled with
 * `disabledReason` shown instead (e.g. a closed ticket).
 */
export function TicketReplyForm({
  label,
  submitLabel,
  onSend,
  busy,
  disabledReason,
  placeholder,
  controls,
}: {
  label: string;
  submitLabel: string;
  onSend: (body: string) => Promise<string | null>;
  busy: boolean;
  disabledReason?: ReactNode;
  placeholder?: string;
  controls?: ReactNode;
}) {
  const disabled = Boolean(disabledReason);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReplyValues, unknown, ReplyOutput>({ resolver: zodResolver(replySchema), defaultValues: { body: '' } });
  const { ref: bodyRef, ...bodyField } = register('body');
  const body = useWatch({ control, name: 'body' }) ?? '';
  const error = errors.body?.message;

  const submit = handleSubmit(async ({ body: text }) => {
    if (busy || disabled) return;
    const failure = await onSend(text);
    if (failure) setError('body', { message: failure });
    else reset({ body: '' });
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      {disabledReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {disabledReason}
        </Alert>
      )}
      <TextField
        label={label}
        {...bodyField}
        inputRef={bodyRef}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        disabled={disabled}
        placeholder={placeholder}
        error={Boolean(error)}
        helperText={error ? <span role="alert">{error}</span> : `${body.length.toLocaleString('en-US')} / ${TICKET_MESSAGE_MAX.toLocaleString('en-US')} characters`}
        slotProps={{ htmlInput: { maxLength: TICKET_MESSAGE_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Box>{controls}</Box>
        <Button
          type="submit"
          variant="contained"
          disabled={disabled || busy || isSubmitting}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendRounded />}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
