import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import HomeIcon from '@mui/icons-material/Home';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { TermsModal } from '../../components/TermsModal';
import { REGISTER_VERIFY_DEFAULT_MESSAGE, useAuth } from '../../lib/auth';
import { AppError, DUPLICATE_EMAIL_MESSAGE, REGISTRATION_FAILED_MESSAGE, fieldIssues } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { AuthShell } from './AuthShell';
import { PasswordChecklist, PasswordField } from './PasswordField';
import { emailSchema, passwordSchema } from './passwordRules';
import { isSafePath, savePostAuthRedirect } from './redirects';


const schema = z
  .object({
    accountType: z.enum(['customer', 'freelancer']),
    firstName: z.string().trim().min(1, 'First name is required').max(60, 'First name is too long'),
    lastName: z.string().trim().min(1, 'Last name is required').max(60, 'Last name is too long'),
    email: emailSchema,
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\+?[\d\s().-]{7,20}$/.test(v), 'Please enter a valid phone number'),
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    marketingEmails: z.boolean(),
    acceptTerms: z.boolean().refine((v) => v, 'Please accept the Terms & Conditions to continue'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
type FormValues = z.infer<typeof schema>;

/** Server field names (last segment of the issue path, e.g. input.firstName) to form fields. */
const SERVER_FIELDS: Record<string, keyof FormValues> = {
  first_name: 'firstName',
  firstName: 'firstName',
  last_name: 'lastName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  password: 'password',
  role: 'accountType',
};

const TIER_NAMES: Record<string, string> = { moon: 'Moon', star: 'Star', sun: 'Sun', supersaver: 'SuperSaver' };

interface RegisterState {
  membershipIntent?: string;
  redirectTo?: string;
}

/** /register: customer or freelancer sign-up (spec sections 3, 5 and 8). */
export default function RegisterPage() {
  const { register: registerAccount, login, status } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [termsOpen, setTermsOpen] = useState(false);
  const [formError, setFormError] = useState<{ message: string; duplicate?: boolean } | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const intent = (location.state as RegisterState | null) ?? {};
  const membershipIntent = typeof intent.membershipIntent === 'string' ? intent.membershipIntent : undefined;
  const redirectTo = isSafePath(intent.redirectTo) ? intent.redirectTo : undefined;

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      accountType: params.get('role') === 'freelancer' ? 'freelancer' : 'customer',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      marketingEmails: true,
      acceptTerms: false,
    },
  });
  const password = useWatch({ control, name: 'password' });
  const accountType = useWatch({ control, name: 'accountType' });

  if (status === 'authenticated' && !submitted) return <Navigate to="/dashboard" replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSubmitted(true);
    try {
      const result = await registerAccount({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        phone: values.phone.trim() || undefined,
        role: values.accountType,
        marketing_emails: values.marketingEmails,
      });
      const afterAuth = redirectTo
        ? { path: redirectTo, state: membershipIntent ? { membershipIntent } : undefined }
        : null;
      if (result.requiresVerification) {
        if (afterAuth) savePostAuthRedirect(afterAuth);
        const message = result.message || REGISTER_VERIFY_DEFAULT_MESSAGE;
        toast.success(message);
        navigate(`/email-verification-notice?email=${encodeURIComponent(values.email.trim())}`, {
          replace: true,
          state: { email: values.email.trim(), message },
        });
        return;
      }
      await login(values.email.trim(), values.password, false);
      navigate(afterAuth?.path ?? '/dashboard', { replace: true, state: afterAuth?.state });
    } catch (error) {
      setSubmitted(false);
      if (error instanceof AppError && error.type === 'CONFLICT_ERROR') {
        setError('email', { message: DUPLICATE_EMAIL_MESSAGE });
        setFormError({ message: DUPLICATE_EMAIL_MESSAGE, duplicate: true });
        return;
      }
      if (error instanceof AppError && error.type === 'VALIDATION_ERROR') {
        for (const [key, message] of Object.entries(fieldIssues(error))) {
          const field = SERVER_FIELDS[key];
          if (field) setError(field, { message });
        }
      }
      const message = error instanceof AppError ? error.message : REGISTRATION_FAILED_MESSAGE;
      setFormError({ message });
      toast.error(message || REGISTRATION_FAILED_MESSAGE);
    }
  });

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
      {formError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            formError.duplicate ? (
              <Button component={RouterLink} to="/login" color="inherit" size="small">
                Log in
              </Button>
            ) : undefined
          }
        >
          {formError.message}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormControl>
            <FormLabel id="account-type-label" sx={{ mb: 1 }}>
              I want to
            </FormLabel>
            <Controller
              name="accountType"
              control={control}
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  color="primary"
                  value={field.value}
                  onChange={(_, value: FormValues['accountType'] | null) => value && field.onChange(value)}
                  aria-labelledby="account-type-label"
                >
                  <ToggleButton value="customer" sx={{ gap: 1, py: 1.5 }}>
                    <HomeIcon aria-hidden /> Book cleanings (Customer)
                  </ToggleButton>
                  <ToggleButton value="freelancer" sx={{ gap: 1, py: 1.5 }}>
                    <CleaningServicesIcon aria-hidden /> Work as a Freelancer
                  </ToggleButton>
                </ToggleButtonGroup>
              )}
            />
            {isFreelancer && (
              <FormHelperText>
                Freelancers pass a background check before taking jobs. We'll guide you after you sign up.
              </FormHelperText>
            )}
          </FormControl>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="First name"
                autoComplete="given-name"
                required
                {...register('firstName')}
                error={Boolean(errors.firstName)}
                helperText={errors.firstName?.message}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Last name"
                autoComplete="family-name"
                required
                {...register('lastName')}
                error={Boolean(errors.lastName)}
                helperText={errors.lastName?.message}
              />
            </Grid>
          </Grid>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            {...register('phone')}
            error={Boolean(errors.phone)}
            helperText={errors.phone?.message ?? 'Used only to coordinate your bookings.'}
          />
          <Box>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              required
              {...register('password')}
              error={Boolean(errors.password)}
              helperText={errors.password?.message}
              slotProps={{ htmlInput: { 'aria-describedby': 'password-rules' } }}
            />
            <Box sx={{ mt: 1 }}>
              <PasswordChecklist value={password ?? ''} id="password-rules" />
            </Box>
          </Box>
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...register('confirmPassword')}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword?.message}
          />
          <Box>
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
            <Controller
              name="acceptTerms"
              control={control}
              render={({ field }) => (
                <FormControl error={Boolean(errors.acceptTerms)}>
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
                  {errors.acceptTerms && <FormHelperText>{errors.acceptTerms.message}</FormHelperText>}
                </FormControl>
              )}
            />
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Creating your account...' : isFreelancer ? 'Apply as a Freelancer' : 'Create Account'}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
      </Typography>
      <TermsModal
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAgree={() => setValue('acceptTerms', true, { shouldValidate: true })}
      />
    </AuthShell>
  );
}
