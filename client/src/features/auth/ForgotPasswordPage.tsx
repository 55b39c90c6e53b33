import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { useForgotPassword } from './authMutations';
import { AuthShell } from './AuthShell';
import { DevOutboxHint } from './DevOutboxHint';
import { emailSchema } from './passwordRules';

const schema = z.object({ email: emailSchema });
type FormValues = z.infer<typeof schema>;

/** /forgot-password: asks for a password reset link by e-mail. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [requestReset] = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    const result = await requestReset(email);
    if (!result.ok) {
      setFormError(result.error.message);
      return;
    }
    setSent({
      email: email.trim(),
      message: result.message || `If an account exists for ${email.trim()}, we've sent a link to reset your password.`,
    });
  });

  if (sent) {
    return (
      <AuthShell icon={<MarkEmailReadIcon />} title="Check your inbox" subtitle={sent.message}>
        <Stack spacing={2} sx={{ textAlign: 'center' }}>
          <Typography color="text.secondary">
            The link expires soon. Didn't get it? Check your spam folder or try again.
          </Typography>
          <Button variant="outlined" onClick={() => setSent(null)}>
            Send another link
          </Button>
          <Button component={RouterLink} to="/login" variant="contained">
            Back to Sign In
          </Button>
          <DevOutboxHint />
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      icon={<KeyIcon />}
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a reset link."
    >
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            required
            {...register('email')}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to="/login">
          Back to Sign In
        </Link>
      </Typography>
    </AuthShell>
  );
}
