import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendRounded from '@mui/icons-material/SendRounded';
import { MESSAGE_MAX } from './ticketLabels';

/**
 * The reply box under a ticket's thread (issue 9): a multi-line field (up to 5,000 characters, as
 * the server checks), a submit button and room for extra controls (the admin's "Internal note"
 * switch). `onSend` resolves to null when sent (the box empties) or to an error message shown under
 * the field. Disabled with `disabledReason` shown instead (e.g. a closed ticket).
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
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disabled = Boolean(disabledReason);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    const text = body.trim();
    if (!text) return setError('Please write a message.');
    if (text.length > MESSAGE_MAX) return setError(`The message must be at most ${MESSAGE_MAX.toLocaleString('en-US')} characters.`);
    setError(null);
    const failure = await onSend(text);
    if (failure) setError(failure);
    else setBody('');
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      {disabledReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {disabledReason}
        </Alert>
      )}
      <TextField
        label={label}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          if (error) setError(null);
        }}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        disabled={disabled}
        placeholder={placeholder}
        error={Boolean(error)}
        helperText={error ? <span role="alert">{error}</span> : `${body.length.toLocaleString('en-US')} / ${MESSAGE_MAX.toLocaleString('en-US')} characters`}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Box>{controls}</Box>
        <Button
          type="submit"
          variant="contained"
          disabled={disabled || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendRounded />}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
