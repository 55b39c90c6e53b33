import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useAuth } from '../../lib/auth';
import { AppError, VERIFY_EMAIL_MESSAGE, errorMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { useResendVerification } from './authMutations';
import { AuthShell } from './AuthShell';
import { PasswordField } from '../../components/auth/PasswordField';
import { emailSchema } from './passwordRules';
import { fromPath, takePostAuthRedirect } from '../../lib/postAuthRedirect';


const DEMO_ACCOUNTS = [
  { label: 'Customer', email: 'customer@demo.test' },
  { label: 'Freelancer', email: 'cleaner@demo.test' },
  { label: 'Admin', email: 'admin@demo.test' },
];
const DEMO_PASSWORD = 'Demo123!';

const schema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean(),
});
type FormValues = z.infer<typeof schema>;

/** /login: e-mail and password sign-in with remember me, verification handling and demo accounts. */
export default function LoginPage() {
  const { login, status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [resendVerification, { loading: resending }] = useResendVerification();
  const [submitted, setSubmitted] = useState(false);
  const notice = (location.state as { message?: string } | null)?.message;

  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  if (status === 'authenticated' && !submitted) {
    return <Navigate to={fromPath(location.state) ?? '/dashboard'} replace />;
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setNeedsVerification(false);
    setSubmitted(true);
    try {
      await login(values.email, values.password, values.rememberMe);
      const from = fromPath(location.state);
      // Read (and forget) the stored intent either way, so an old one never surfaces later.
      const saved = takePostAuthRedirect();
      const stored = from ? null : saved;
      if (from) navigate(from, { replace: true });
      else if (stored) navigate(stored.path, { replace: true, state: stored.state });
      else navigate('/dashboard', { replace: true });
    } catch (error) {
      setSubmitted(false);
      // lib/errors.ts loginError: 401 server message or the catalogue text, 403 + verification flag.
      if (error instanceof AppError && error.requiresVerification) {
        setNeedsVerification(true);
        setFormError(VERIFY_EMAIL_MESSAGE);
      } else {
        setFormError(errorMessage(error));
      }
    }
  });

  const resend = async () => {
    const result = await resendVerification(getValues('email'));
    if (result.ok) toast.success(result.message || 'Verification email sent. Please check your inbox.');
    else toast.apiError('resend the verification email', result.error);
  };

  const fillDemo = (email: string) => {
    setValue('email', email, { shouldValidate: true });
    setValue('password', DEMO_PASSWORD, { shouldValidate: true });
  };

  return (
    <AuthShell icon={<LockOpenIcon />} title="Welcome back" subtitle="Sign in to book, manage and track your cleanings.">
      {notice && !formError && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {formError && (
        <Alert
          severity={needsVerification ? 'warning' : 'error'}
          sx={{ mb: 2 }}
          action={
            needsVerification ? (
              <Button color="inherit" size="small" onClick={() => void resend()} disabled={resending}>
                {resending ? 'Sending...' : 'Resend verification email'}
              </Button>
            ) : undefined
          }
        >
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
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            {...register('password')}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
            <Controller
              name="rememberMe"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                  label="Remember me"
                />
              )}
            />
            <Link component={RouterLink} to="/forgot-password">
              Forgot password?
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        New here?{' '}
        <Link component={RouterLink} to="/register" sx={{ fontWeight: 600 }}>
          Create an account
        </Link>
      </Typography>
      <Divider sx={{ my: 3 }}>Demo accounts</Divider>
      <Alert severity="info" icon={false}>
        <AlertTitle>Try the product</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Every demo account uses the password <strong>{DEMO_PASSWORD}</strong>. Pick one to fill the form:
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {DEMO_ACCOUNTS.map((account) => (
            <Chip
              key={account.email}
              label={`${account.label}: ${account.email}`}
              onClick={() => fillDemo(account.email)}
              variant="outlined"
              color="primary"
            />
          ))}
        </Stack>
      </Alert>
    </AuthShell>
  );
}
