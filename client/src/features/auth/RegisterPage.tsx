import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useWatch } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RegistrationAlert, RegistrationFields } from '../../components/auth/RegistrationForm';
import { useRegistrationForm } from '../../components/auth/useRegistrationForm';
import { REGISTER_VERIFY_DEFAULT_MESSAGE, useAuth } from '../../lib/auth';
import { useToast } from '../../lib/toast';
import { AuthShell } from './AuthShell';
import { isSafePath, savePostAuthRedirect } from '../../lib/postAuthRedirect';

const TIER_NAMES: Record<string, string> = { moon: 'Moon', star: 'Star', sun: 'Sun' };

interface RegisterState {
  membershipIntent?: string;
  redirectTo?: string;
}

/**
 * /register: customer or freelancer sign-up (spec sections 3, 5 and 8), on the shared
 * registration form (components/auth/RegistrationForm.tsx). A new account that must verify its
 * e-mail goes to /email-verification-notice (keeping a membership intent for after sign-in);
 * otherwise it signs in and continues to the intent or /dashboard.
 */
export default function RegisterPage() {
  const { login, status } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [submitted, setSubmitted] = useState(false);

  const intent = (location.state as RegisterState | null) ?? {};
  const membershipIntent = typeof intent.membershipIntent === 'string' ? intent.membershipIntent : undefined;
  const redirectTo = isSafePath(intent.redirectTo) ? intent.redirectTo : undefined;

  const registration = useRegistrationForm({
    variant: 'page',
    accountType: params.get('role') === 'freelancer' ? 'freelancer' : 'customer',
    onFailure: (message) => toast.error(message),
    onRegistered: async (result, values) => {
      setSubmitted(true);
      const afterAuth = redirectTo ? { path: redirectTo, state: membershipIntent ? { membershipIntent } : undefined } : null;
      if (result.requiresVerification) {
        if (afterAuth) savePostAuthRedirect(afterAuth);
        const message = result.message || REGISTER_VERIFY_DEFAULT_MESSAGE;
        toast.success(message);
        navigate(`/email-verification-notice?email=${encodeURIComponent(values.email)}`, {
          replace: true,
          state: { email: values.email, message },
        });
        return;
      }
      try {
        await login(values.email, values.password, false);
      } catch (error) {
        setSubmitted(false);
        throw error;
      }
      navigate(afterAuth?.path ?? '/dashboard', { replace: true, state: afterAuth?.state });
    },
  });
  const { control, formState } = registration.form;
  const accountType = useWatch({ control, name: 'accountType' });

  if (status === 'authenticated' && !submitted) return <Navigate to="/dashboard" replace />;

  const isFreelancer = accountType === 'freelancer';

  return (
    <AuthShell
      icon={<PersonAddIcon />}
      title="Create your account"
      subtitle={
        isFreelancer
          ? 'Join our freelancer community: pick your jobs, set your hours, get paid securely.'
          : 'Book trusted cleaners in minutes. Member rates from $18/hour.'
      }
      maxWidth={560}
    >
      {membershipIntent && (
        <Alert severity="info" icon={<WorkspacePremiumIcon />} sx={{ mb: 2 }}>
          You're signing up for the <strong>{TIER_NAMES[membershipIntent] ?? membershipIntent}</strong> membership. After
          you verify your email and sign in, we'll take you straight to it.
        </Alert>
      )}
      <RegistrationAlert
        registration={registration}
        loginAction={
          <Button component={RouterLink} to="/login" color="inherit" size="small">
            Log in
          </Button>
        }
      />
      <Box component="form" noValidate onSubmit={registration.onSubmit}>
        <Stack spacing={2.5}>
          <RegistrationFields registration={registration} />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Creating your account...' : isFreelancer ? 'Apply as a Freelancer' : 'Create Account'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
      </Typography>
    </AuthShell>
  );
}
