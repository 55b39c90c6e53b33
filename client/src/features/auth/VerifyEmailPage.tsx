import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { useVerifyEmail } from './authMutations';
import { AuthShell } from './AuthShell';
import { ResendVerification } from './ResendVerification';

const VERIFIED_MESSAGE = 'Your email address has been verified. You can now sign in.';

type State = { kind: 'verifying' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** /verify-email?token=...: confirms the address and links to /login. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, reloadUser } = useAuth();
  const verify = useVerifyEmail();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'verifying' } : { kind: 'failed', message: 'This verification link is invalid or incomplete.' },
  );

  useEffect(() => {
    if (!token) return undefined;
    let active = true;
    void verify(token).then((result) => {
      if (!active) return;
      setState(result.ok ? { kind: 'done', message: result.message || VERIFIED_MESSAGE } : { kind: 'failed', message: result.error.message });
    });
    return () => {
      active = false;
    };
  }, [token, verify]);

  // A signed-in user's emailVerified flag changed: re-read the user once.
  const reloaded = useRef(false);
  useEffect(() => {
    if (state.kind !== 'done' || !user || reloaded.current) return;
    reloaded.current = true;
    void reloadUser();
  }, [state.kind, user, reloadUser]);

  if (state.kind === 'verifying') {
    return (
      <AuthShell icon={<MarkEmailReadIcon />} title="Verifying your email">
        <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">Verifying your email...</Typography>
        </Box>
      </AuthShell>
    );
  }

  if (state.kind === 'done') {
    return (
      <AuthShell icon={<MarkEmailReadIcon />} title="Email verified!" subtitle={state.message}>
        <Button component={RouterLink} to={user ? '/dashboard' : '/login'} variant="contained" size="large" fullWidth>
          {user ? 'Go to Dashboard' : 'Go to Login'}
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell icon={<ErrorOutlineIcon />} title="We couldn't verify your email">
      <Stack spacing={2.5}>
        <Alert severity="error">{state.message}</Alert>
        <Typography color="text.secondary">
          Verification links expire and can only be used once. Enter your email to get a fresh link.
        </Typography>
        <ResendVerification initialEmail={user?.email} />
        <Button component={RouterLink} to="/login" variant="text">
          Back to Sign In
        </Button>
      </Stack>
    </AuthShell>
  );
}
