import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { config } from '../../lib/config';
import { useToast } from '../../lib/toast';
import { AuthShell } from './AuthShell';

/** /verification-pending: where freelancers wait for their background check approval. */
export default function VerificationPendingPage() {
  const { user, reloadUser, logout } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [checking, setChecking] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  if (!user) return null;

  const checkStatus = async () => {
    setChecking(true);
    try {
      const fresh = await reloadUser();
      if (fresh && !fresh.requiresVerification) {
        toast.success("You're approved! Welcome aboard.");
        navigate('/dashboard', { replace: true });
      } else {
        toast.info('Your application is still under review. We will email you as soon as it is decided.');
      }
    } finally {
      setChecking(false);
    }
  };

  const signOut = async () => {
    setSigningOut(true);
    try {
      if (await logout()) navigate('/', { replace: true });
    } finally {
      setSigningOut(false);
    }
  };

  if (!user.requiresVerification) {
    return (
      <AuthShell icon={<HowToRegIcon />} title="You're verified" subtitle="Your account is fully set up.">
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large" fullWidth>
          Go to Dashboard
        </Button>
      </AuthShell>
    );
  }

  const rejected = !user.isPendingVerification;
  if (rejected) {
    return (
      <AuthShell
        icon={<ReportGmailerrorredIcon />}
        title="We couldn't approve your application"
        subtitle="Your background check was not approved, so you can't take jobs on the platform yet."
      >
        <Stack spacing={2}>
          <Alert severity="warning">
            If you think this is a mistake or your situation has changed, our team will review it with you.
          </Alert>
          <Button component={RouterLink} to="/contact" variant="contained">
            Contact support
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            Or email <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
          </Typography>
          <Button onClick={() => void signOut()} disabled={signingOut} color="inherit">
            {signingOut ? 'Signing out...' : 'Sign out'}
          </Button>
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      icon={<HourglassTopIcon />}
      title="Your application is under review"
      subtitle={`Thanks for applying, ${user.firstName}! We're running your background check.`}
      maxWidth={560}
    >
      <Stepper orientation="vertical" activeStep={2} sx={{ mb: 3 }}>
        <Step completed>
          <StepLabel>Account created</StepLabel>
        </Step>
        <Step completed={user.emailVerified}>
          <StepLabel>{user.emailVerified ? 'Email verified' : 'Verify your email'}</StepLabel>
        </Step>
        <Step>
          <StepLabel>Background check</StepLabel>
          <StepContent>
            <Typography variant="body2" color="text.secondary">
              Most checks finish within 2 to 3 business days. We'll email you at {user.email} as soon as it's done.
            </Typography>
          </StepContent>
        </Step>
        <Step>
          <StepLabel>Start accepting jobs</StepLabel>
        </Step>
      </Stepper>
      <Stack spacing={1.5}>
        <Button variant="contained" size="large" onClick={() => void checkStatus()} disabled={checking}>
          {checking ? 'Checking...' : 'Check status'}
        </Button>
        <Button component={RouterLink} to="/help-center" variant="outlined">
          Visit the help center
        </Button>
        <Button onClick={() => void signOut()} disabled={signingOut} color="inherit">
          {signingOut ? 'Signing out...' : 'Sign out'}
        </Button>
      </Stack>
    </AuthShell>
  );
}
