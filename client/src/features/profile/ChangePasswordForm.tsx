import { forwardRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_RULES, PASSWORD_RULE_TEXT, currentPassword, password } from '../../../../schema/rules';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { useToast } from '../../lib/toast';
import { useChangePassword } from './profileMutations';

/** Spec section 5's general password rule (schema/rules.ts, the rule the server checks too). */
const schema = z
  .object({
    currentPassword,
    newPassword: password,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: 'The new password must differ from the current one.' });
type FormValues = z.infer<typeof schema>;

const DONE_MESSAGE = 'Your password has been changed. Other devices have been signed out.';

/** A password input with a show/hide toggle. */
const PasswordInput = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      inputRef={ref}
      type={visible ? 'text' : 'password'}
      fullWidth
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
                edge="end"
                aria-label={visible ? `Hide ${String(props.label).toLowerCase()}` : `Show ${String(props.label).toLowerCase()}`}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});

/** The live checklist of the password rule. */
function PasswordChecklist({ value, id }: { value: string; id: string }) {
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {PASSWORD_RULE_TEXT}.
      </Typography>
      <List dense disablePadding sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.pattern.test(value);
          return (
            <ListItem key={rule.id} disableGutters sx={{ py: 0 }}>
              <ListItemIcon sx={{ minWidth: 26 }}>
                {met ? (
                  <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {rule.label}
                    <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
                  </>
                }
                slotProps={{ primary: { variant: 'caption', sx: { color: met ? 'success.main' : 'text.secondary' } } }}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * Change password on the profile pages (docs/decisions/0019): current password, a new one meeting spec
 * section 5's general rule (live checklist) and its confirmation; `changePassword` keeps this
 * session and signs out every other one, which the success message says.
 */
export function ChangePasswordForm() {
  const toast = useToast();
  const [change] = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setDone(false);
    const result = await change(values.currentPassword, values.newPassword);
    if (result.ok) {
      reset();
      setDone(true);
      toast.success(DONE_MESSAGE);
      return;
    }
    let placed = false;
    for (const field of ['currentPassword', 'newPassword'] as const) {
      const message = result.fields[field];
      if (message) {
        setError(field, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (!placed) setFormError(result.message);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change password">
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setDone(false)}>
          {DONE_MESSAGE}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...register('currentPassword')}
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword?.message}
        />
        <Box>
          <PasswordInput
            id="change-password-new"
            label="New password"
            autoComplete="new-password"
            required
            {...register('newPassword')}
            error={Boolean(errors.newPassword)}
            helperText={errors.newPassword?.message}
            slotProps={{
              htmlInput: {
                'aria-describedby': errors.newPassword ? 'change-password-new-helper-text change-password-rules' : 'change-password-rules',
                maxLength: 128,
              },
            }}
          />
          <PasswordChecklist value={newPassword} id="change-password-rules" />
        </Box>
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...register('confirmPassword')}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword?.message}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Change password
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          You stay signed in here; every other device is signed out.
        </Typography>
      </Stack>
    </Box>
  );
}
