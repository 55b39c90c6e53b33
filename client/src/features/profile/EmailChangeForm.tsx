import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { email as emailRule } from '../../../../schema/rules';
import { graphql } from '../../gql';
import type { EmailChangeForm_UserFragment } from '../../gql/graphql';
import { useToast } from '../../lib/toast';
import { useUpdateProfile } from './profileMutations';

export const EmailChangeForm_user = graphql(`
  fragment EmailChangeForm_user on User {
    id
    email
    pendingEmail
  }
`);

/**
 * The account's email address on the profile pages (docs/decisions/0019): the current address and a form for
 * a new one. `updateProfile(email)` keeps the new address as `pendingEmail` and mails a
 * confirmation link to it; while it waits, a notice says so and offers to send the link again.
 */
export function EmailChangeForm({ user }: { user: EmailChangeForm_UserFragment }) {
  const toast = useToast();
  const [save, { loading }] = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const current = (user.email ?? '').toLowerCase();
  const schema = z.object({
    email: emailRule.refine((v) => v !== current, 'This is already your email address'),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    defaultValues: { email: '' },
  });

  const send = async (address: string): Promise<boolean> => {
    setFormError(null);
    const result = await save({ email: address });
    if (result.ok) {
      toast.success(`We sent a confirmation link to ${address}`);
      return true;
    }
    const message = result.fields.email ?? (result.error.type === 'CONFLICT_ERROR' ? result.message : null);
    if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
    else setFormError(result.message);
    return false;
  };

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await send(email)) reset({ email: '' });
  });

  return (
    <Box>
      <Typography>
        You sign in with <Box component="strong" sx={{ wordBreak: 'break-all' }}>{user.email}</Box>.
      </Typography>
      {user.pendingEmail && (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" disabled={loading} onClick={() => void send(user.pendingEmail ?? '')}>
              Resend link
            </Button>
          }
        >
          We sent a confirmation link to <Box component="strong" sx={{ wordBreak: 'break-all' }}>{user.pendingEmail}</Box>. Your address changes
          once you follow it; until then keep signing in with your current address.
        </Alert>
      )}
      {formError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Change email address" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="New email address"
          type="email"
          autoComplete="email"
          fullWidth
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message ?? 'We email a confirmation link to the new address.'}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={loading}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Send confirmation link
        </Button>
      </Stack>
    </Box>
  );
}
