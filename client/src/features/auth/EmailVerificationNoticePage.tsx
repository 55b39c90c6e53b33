import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { REGISTER_VERIFY_DEFAULT_MESSAGE } from '../../lib/auth';
import { AuthShell } from './AuthShell';
import { DevOutboxHint } from './DevOutboxHint';
import { ResendVerification } from './ResendVerification';

/** /email-verification-notice: "check your inbox" after registration, with resend. */
export default function EmailVerificationNoticePage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state as { email?: string; message?: string } | null) ?? {};
  const email = state.email ?? params.get('email') ?? '';
  const message = state.message || REGISTER_VERIFY_DEFAULT_MESSAGE;

  return (
    <AuthShell icon={<MarkEmailUnreadIcon />} title="Check your inbox" subtitle={message}>
      <Stack spacing={3}>
        {email && (
          <Box sx={{ textAlign: 'center', p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              We sent a verification link to
            </Typography>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{email}</Typography>
          </Box>
        )}
        <List dense disablePadding component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
          {[
            'Open the email from Comfort Life.',
            'Click "Verify email" (the link is valid for a limited time).',
            'Sign in and start booking.',
          ].map((step) => (
            <ListItem key={step} sx={{ display: 'list-item', pl: 0.5 }}>
              <ListItemText primary={step} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          Nothing yet? Check your spam or promotions folder, or send the link again.
        </Typography>
        <ResendVerification initialEmail={email} />
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Go to Login
        </Button>
        <DevOutboxHint />
      </Stack>
    </AuthShell>
  );
}
