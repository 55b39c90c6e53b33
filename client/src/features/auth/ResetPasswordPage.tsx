import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { AuthShell } from './AuthShell';
import { PasswordChecklist, PasswordField } from './PasswordField';
import { passwordSchema } from './passwordRules';

const schema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
type FormValues = z.infer<typeof schema>;

const RESET_DONE_MESSAGE = 'Your password has been reset. Please sign in with your new password.';

/** /reset-password?token=...: choose a new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const [formError, setFormError] = useState<{ message: string; linkInvalid: boolean } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'newPassword' });

  if (!token) {
    return (
      <AuthShell icon={<LockResetIcon />} title="Reset link incomplete">
        <Alert severity="error" sx={{ mb: 3 }}>
          This password reset link is invalid or incomplete. Please request a new one.
        </Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth>
          Request a new link
        </Button>
      </AuthShell>
    );
  }

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      const body = await api.post<{ message?: string }>('/auth/reset-password', { token, newPassword }, { auth: false });
      const message = body.message || RESET_DONE_MESSAGE;
      toast.success(message);
      navigate('/login', { replace: true, state: { message } });
    } catch (error) {
      const linkInvalid =
        error instanceof ApiError &&
        (error.status === 401 || error.status === 404 || (error.status === 400 && error.field !== 'newPassword'));
      setFormError({ message: errorMessage(error), linkInvalid });
    }
  });

  return (
    <AuthShell icon={<LockResetIcon />} title="Choose a new password" subtitle="Pick a strong password you don't use elsewhere.">
      {formError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            formError.linkInvalid ? (
              <Button component={RouterLink} to="/forgot-password" color="inherit" size="small">
                New link
              </Button>
            ) : undefined
          }
        >
          {formError.message}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <Box>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              autoFocus
              required
              {...register('newPassword')}
              error={Boolean(errors.newPassword)}
              helperText={errors.newPassword?.message}
              slotProps={{ htmlInput: { 'aria-describedby': 'reset-password-rules' } }}
            />
            <Box sx={{ mt: 1 }}>
              <PasswordChecklist value={password ?? ''} id="reset-password-rules" />
            </Box>
          </Box>
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...register('confirmPassword')}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Reset password'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Back to Sign In
        </Link>
      </Typography>
    </AuthShell>
  );
}
