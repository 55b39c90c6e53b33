import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseIcon from '@mui/icons-material/Close';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { useNavigate } from 'react-router-dom';
import { RegistrationAlert, RegistrationFields } from '../../components/auth/RegistrationForm';
import { useRegistrationForm } from '../../components/auth/useRegistrationForm';
import { REGISTER_VERIFY_DEFAULT_MESSAGE, useAuth } from '../../lib/auth';
import { errorMessage, errorType } from '../../lib/errors';
import { savePostAuthRedirect } from '../../lib/postAuthRedirect';
import { subscribePath, type SignupTier } from './signupTier';

export type { SignupTier };

/** Milliseconds between the success step and the redirect to the subscribe path (spec section 4). */
export const SIGNUP_REDIRECT_DELAY_MS = 2000;

type Step = 'form' | 'success' | 'check-email';

export interface SignupModalProps {
  open: boolean;
  /** The membership chosen on the landing page; null while the modal is closed. */
  tier: SignupTier | null;
  onClose: () => void;
}

/**
 * The landing page's signup modal (spec sections 2, 4 and 5), on the shared registration form
 * (components/auth/RegistrationForm.tsx) with the modal's own rules. Step 1 is the form; on
 * submit it registers, then signs in with the same email and password. Step 2 (signed in)
 * welcomes the user and goes to the subscribe path with the chosen tier after 2 seconds; step 3
 * (the email must be verified first) asks the user to check their inbox, with 'Go to Login' and
 * 'Close'. The dialog is labelled, traps focus and closes on Escape (MUI Dialog).
 */
export function SignupModal({ open, tier, onClose }: SignupModalProps) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const descriptionId = useId();
  const [step, setStep] = useState<Step>('form');
  const [notice, setNotice] = useState('');
  const [welcome, setWelcome] = useState('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tierCode = tier?.code ?? 'star';

  // The chosen tier outlives the modal: kept for the first sign-in after the email is verified,
  // in whichever tab the verification link opens (lib/postAuthRedirect.ts).
  const rememberTier = () => savePostAuthRedirect({ path: subscribePath(tierCode), state: { membershipIntent: tierCode } });

  const registration = useRegistrationForm({
    variant: 'modal',
    onRegistered: async (result, values) => {
      if (result.requiresVerification) {
        rememberTier();
        setNotice(result.message || REGISTER_VERIFY_DEFAULT_MESSAGE);
        setStep('check-email');
        return;
      }
      try {
        await login(values.email, values.password, false);
      } catch (error) {
        // Registered but not signed in (e.g. the address must be verified first).
        const verify = errorType(error) === 'AUTHORIZATION_ERROR' || (error as { requiresVerification?: unknown }).requiresVerification === true;
        rememberTier();
        setNotice(verify ? REGISTER_VERIFY_DEFAULT_MESSAGE : errorMessage(error));
        setStep('check-email');
        return;
      }
      const message = `Welcome to Comfort Life, ${values.firstName.trim()}!`;
      setWelcome(message);
      setStep('success');
      redirectTimer.current = setTimeout(() => {
        onClose();
        navigate(subscribePath(tierCode), { state: { membershipIntent: tierCode, welcome: message } });
      }, SIGNUP_REDIRECT_DELAY_MS);
    },
  });
  const { reset } = registration;
  const { getValues, formState } = registration.form;
  const { isSubmitting } = formState;

  // A fresh form each time the modal opens; no redirect left pending after it closes.
  useEffect(() => {
    if (open) {
      setStep('form');
      reset();
    }
    return () => clearTimeout(redirectTimer.current);
  }, [open, reset]);

  const close = () => {
    if (isSubmitting) return;
    clearTimeout(redirectTimer.current);
    onClose();
  };

  const goToLogin = () => {
    onClose();
    navigate('/login', { state: { from: subscribePath(tierCode), email: getValues('email').trim() } });
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        fullScreen={fullScreen}
        maxWidth="sm"
        fullWidth
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 800 }}>
          {step === 'form' && (tier ? `Join ${tier.name}` : 'Create your account')}
          {step === 'success' && 'Account created'}
          {step === 'check-email' && 'Check your email'}
        </DialogTitle>
        <IconButton
          onClick={close}
          aria-label="Close sign-up"
          disabled={isSubmitting}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>

        {step === 'form' && (
          <Box component="form" noValidate onSubmit={registration.onSubmit}>
            <DialogContent sx={{ pt: 0 }}>
              <Typography id={descriptionId} color="text.secondary" sx={{ mb: 2 }}>
                {tier
                  ? `Create your account to continue with the ${tier.name} membership.`
                  : 'Create your account to continue.'}{' '}
                Member rates from $18/hour.
              </Typography>
              <RegistrationAlert
                registration={registration}
                loginAction={
                  <Button color="inherit" size="small" onClick={goToLogin}>
                    Log in
                  </Button>
                }
              />
              <RegistrationFields registration={registration} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 3, pt: 0, flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1 }}>
              <Button onClick={close} disabled={isSubmitting} fullWidth={fullScreen}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isSubmitting}
                fullWidth={fullScreen}
                startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                sx={{ ml: { xs: '0 !important', sm: 1 } }}
              >
                {isSubmitting ? 'Creating your account...' : 'Create Account'}
              </Button>
            </DialogActions>
          </Box>
        )}

        {step === 'success' && (
          <DialogContent>
            <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
              <CheckCircleRounded color="success" sx={{ fontSize: 56 }} aria-hidden />
              <Typography id={descriptionId} variant="h6" component="p">
                {welcome}
              </Typography>
              <Typography color="text.secondary">
                Taking you to your {tier?.name ?? 'membership'} subscription...
              </Typography>
              <CircularProgress size={24} aria-hidden />
            </Stack>
          </DialogContent>
        )}

        {step === 'check-email' && (
          <>
            <DialogContent>
              <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
                <MarkEmailReadRounded color="primary" sx={{ fontSize: 56 }} aria-hidden />
                <Typography id={descriptionId}>{notice}</Typography>
                <Typography color="text.secondary" variant="body2">
                  We sent a verification link to <strong>{getValues('email').trim()}</strong>. After verifying, sign
                  in to continue with your {tier?.name ?? 'membership'} membership.
                </Typography>
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
              <Button onClick={close}>Close</Button>
              <Button variant="contained" onClick={goToLogin}>
                Go to Login
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}

export default SignupModal;
