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
import { useToast } from '../../lib/toast';
import { useResetPassword } from './authMutations';
import { AuthShell } from './AuthShell';
import { PasswordChecklist, PasswordField } from '../../components/auth/PasswordField';
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
  const [resetPassword] = useResetPassword();
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
    const result = await resetPassword(token, newPassword);
    if (result.ok) {
      const message = result.message || RESET_DONE_MESSAGE;
      toast.success(message);
      navigate('/login', { replace: true, state: { message } });
      return;
    }
    const { error } = result;
    // The token is bad unless the complaint is about the new password itself.
    const linkInvalid =
      error.type === 'AUTHENTICATION_ERROR' ||
      error.type === 'NOT_FOUND_ERROR' ||
      (error.type === 'VALIDATION_ERROR' && !(error.field ?? '').endsWith('newPassword'));
    setFormError({ message: error.message, linkInvalid });
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
