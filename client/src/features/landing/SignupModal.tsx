import { useEffect, useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseIcon from '@mui/icons-material/Close';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { TermsModal } from '../../components/TermsModal';
import { useAuth } from '../../lib/auth';
import { SIGNUP_DEFAULTS, signupSchema, type SignupValues } from './signupRules';
import { subscribePath, type SignupTier } from './signupTier';

export type { SignupTier };

/** Milliseconds between the success step and the redirect to the subscribe path (spec section 4). */
export const SIGNUP_REDIRECT_DELAY_MS = 2000;

export const DUPLICATE_EMAIL_MESSAGE = 'This email is already registered. Please try logging in instead.';
const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';
const CHECK_EMAIL_DEFAULT_MESSAGE = 'Please check your email to verify your account before logging in.';

type Step = 'form' | 'success' | 'check-email';

/** Order in which field errors are summarised: the spec's order of checks. */
const FIELD_ORDER: (keyof SignupValues)[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'agreeToTerms',
  'confirmPassword',
  'phone',
  'marketingEmails',
];

/** Server field names (snake_case over /api, camelCase over GraphQL) to form fields. */
const SERVER_FIELDS: Record<string, keyof SignupValues> = {
  first_name: 'firstName',
  firstName: 'firstName',
  last_name: 'lastName',
  lastName: 'lastName',
  email: 'email',
  password: 'password',
  phone: 'phone',
};

function firstError(errors: FieldErrors<SignupValues>): string | undefined {
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}

/** What a failed register() or login() call tells us, whatever the data layer's error class. */
function describeFailure(error: unknown): {
  message: string;
  conflict: boolean;
  needsVerification: boolean;
  issues: { field: string; message: string }[];
} {
  const e = (error && typeof error === 'object' ? error : {}) as {
    message?: unknown;
    status?: unknown;
    type?: unknown;
    code?: unknown;
    field?: unknown;
    issues?: unknown;
    requiresVerification?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : typeof e.type === 'string' ? e.type : '';
  const conflict = e.status === 409 || code === 'CONFLICT_ERROR';
  const issues = Array.isArray(e.issues)
    ? e.issues.filter(
        (i): i is { field: string; message: string } =>
          Boolean(i) && typeof i.field === 'string' && typeof i.message === 'string',
      )
    : [];
  if (issues.length === 0 && typeof e.field === 'string' && typeof e.message === 'string') {
    issues.push({ field: e.field, message: e.message });
  }
  const message = typeof e.message === 'string' && e.message.trim() ? e.message : REGISTRATION_FAILED_MESSAGE;
  return {
    message: conflict ? DUPLICATE_EMAIL_MESSAGE : message,
    conflict,
    needsVerification: e.requiresVerification === true || e.status === 403,
    issues,
  };
}

export interface SignupModalProps {
  open: boolean;
  /** The membership chosen on the landing page; null while the modal is closed. */
  tier: SignupTier | null;
  onClose: () => void;
}

/**
 * The landing page's signup modal (spec sections 2, 4 and 5). Step 1 is the form with the modal's
 * own rules; on submit it registers, then signs in with the same email and password. Step 2
 * (signed in) welcomes the user and goes to the subscribe path with the chosen tier after
 * 2 seconds; step 3 (the email must be verified first) asks the user to check their inbox, with
 * 'Go to Login' and 'Close'. The dialog is labelled, traps focus and closes on Escape (MUI Dialog).
 */
export function SignupModal({ open, tier, onClose }: SignupModalProps) {
  const { register: registerAccount, login } = useAuth();
  const navigate = useNavigate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const descriptionId = useId();
  const [step, setStep] = useState<Step>('form');
  const [serverError, setServerError] = useState<{ message: string; conflict: boolean } | null>(null);
  const [notice, setNotice] = useState('');
  const [welcome, setWelcome] = useState('');
  const [termsOpen, setTermsOpen] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: SIGNUP_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // A fresh form each time the modal opens; no redirect left pending after it closes.
  useEffect(() => {
    if (open) {
      setStep('form');
      setServerError(null);
      reset(SIGNUP_DEFAULTS);
    }
    return () => clearTimeout(redirectTimer.current);
  }, [open, reset]);

  const tierCode = tier?.code ?? 'star';
  const validationMessage = submitCount > 0 ? firstError(errors) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const email = values.email.trim();
    try {
      const result = await registerAccount({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email,
        password: values.password,
        phone: values.phone.trim() || undefined,
        role: 'customer',
        marketing_emails: values.marketingEmails,
      });
      if (result.requiresVerification) {
        setNotice(result.message || CHECK_EMAIL_DEFAULT_MESSAGE);
        setStep('check-email');
        return;
      }
    } catch (error) {
      const failure = describeFailure(error);
      for (const issue of failure.issues) {
        const field = SERVER_FIELDS[issue.field];
        if (field) setError(field, { message: issue.message });
      }
      if (failure.conflict) setError('email', { message: DUPLICATE_EMAIL_MESSAGE });
      setServerError({ message: failure.message, conflict: failure.conflict });
      return;
    }
    try {
      await login(email, values.password, false);
    } catch (error) {
      // Registered but not signed in (e.g. the address must be verified first).
      const failure = describeFailure(error);
      setNotice(failure.needsVerification ? CHECK_EMAIL_DEFAULT_MESSAGE : failure.message);
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
  });

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
          <Box component="form" noValidate onSubmit={onSubmit}>
            <DialogContent sx={{ pt: 0 }}>
              <Typography id={descriptionId} color="text.secondary" sx={{ mb: 2 }}>
                {tier
                  ? `Create your account to continue with the ${tier.name} membership.`
                  : 'Create your account to continue.'}{' '}
                Member rates from $18/hour.
              </Typography>
              {(validationMessage || serverError) && (
                <Alert
                  severity="error"
                  role="alert"
                  sx={{ mb: 2 }}
                  action={
                    serverError?.conflict ? (
                      <Button color="inherit" size="small" onClick={goToLogin}>
                        Log in
                      </Button>
                    ) : undefined
                  }
                >
                  {validationMessage ?? serverError?.message}
                </Alert>
              )}
              <Stack spacing={2}>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      label="First name"
                      autoComplete="given-name"
                      required
                      fullWidth
                      autoFocus
                      {...register('firstName')}
                      error={Boolean(errors.firstName)}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      label="Last name"
                      autoComplete="family-name"
                      required
                      fullWidth
                      {...register('lastName')}
                      error={Boolean(errors.lastName)}
                    />
                  </Grid>
                </Grid>
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  required
                  fullWidth
                  {...register('email')}
                  error={Boolean(errors.email)}
                  helperText={errors.email && errors.email.message !== validationMessage ? errors.email.message : undefined}
                />
                <TextField
                  label="Password"
                  type="password"
                  autoComplete="new-password"
                  required
                  fullWidth
                  {...register('password')}
                  error={Boolean(errors.password)}
                  helperText={
                    errors.password && errors.password.message !== validationMessage
                      ? errors.password.message
                      : 'At least 8 characters with upper and lower case letters, a digit and one of !@#$%^&*'
                  }
                />
                <TextField
                  label="Confirm password"
                  type="password"
                  autoComplete="new-password"
                  required
                  fullWidth
                  {...register('confirmPassword')}
                  error={Boolean(errors.confirmPassword)}
                />
                <TextField
                  label="Phone (optional)"
                  type="tel"
                  autoComplete="tel"
                  fullWidth
                  {...register('phone')}
                  error={Boolean(errors.phone)}
                  helperText={errors.phone?.message}
                />
                <Box>
                  <Controller
                    name="agreeToTerms"
                    control={control}
                    render={({ field }) => (
                      <FormControl error={Boolean(errors.agreeToTerms)}>
                        <FormControlLabel
                          control={
                            <Checkbox
                              checked={field.value}
                              onChange={(event) => field.onChange(event.target.checked)}
                              onBlur={field.onBlur}
                              slotProps={{ input: { ref: field.ref, 'aria-required': true } }}
                            />
                          }
                          label={
                            <>
                              I agree to the{' '}
                              <Link
                                component="button"
                                type="button"
                                onClick={(event) => {
                                  event.preventDefault();
                                  setTermsOpen(true);
                                }}
                                sx={{ verticalAlign: 'baseline' }}
                              >
                                Terms &amp; Conditions
                              </Link>
                            </>
                          }
                        />
                      </FormControl>
                    )}
                  />
                  <Controller
                    name="marketingEmails"
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
                        label="Send me tips, offers and membership deals by email"
                      />
                    )}
                  />
                </Box>
              </Stack>
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
      <TermsModal
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAgree={() => setValue('agreeToTerms', true)}
      />
    </>
  );
}

export default SignupModal;
