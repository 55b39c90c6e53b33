import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useToast } from '../../lib/toast';
import { useResendVerification } from './authMutations';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from './passwordRules';

const COOLDOWN_S = 60;

/** Resend-verification control: an e-mail field (when the address is unknown) and a button with a 60 s cooldown. */
export function ResendVerification({ initialEmail = '' }: { initialEmail?: string }) {
  const toast = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [resendVerification, { loading: sending }] = useResendVerification();
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return undefined;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const send = async () => {
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setEmailError(EMAIL_MESSAGE);
      return;
    }
    setEmailError(null);
    const result = await resendVerification(address);
    if (!result.ok) {
      toast.apiError('resend the verification email', result.error);
      return;
    }
    toast.success(result.message || `We sent a new verification link to ${address}.`);
    setCooldown(COOLDOWN_S);
  };

  return (
    <Stack spacing={1.5}>
      {!initialEmail && (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(emailError)}
          helperText={emailError}
        />
      )}
      <Button variant="outlined" onClick={() => void send()} disabled={sending || cooldown > 0}>
        {sending ? 'Sending...' : cooldown > 0 ? `Resend available in ${cooldown}s` : 'Resend verification email'}
      </Button>
    </Stack>
  );
}
