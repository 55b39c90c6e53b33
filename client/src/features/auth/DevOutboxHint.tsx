import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../lib/config';

/**
 * Development only: without SMTP, mails are kept in the server's outbox, which only an admin may
 * read (the anonymous /dev/outbox is gone). Points to the admin outbox page.
 */
export function DevOutboxHint() {
  if (!config.isDev) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mt: 2, textAlign: 'left' }}>
      Development mode: emails are kept in the outbox instead of being sent. Sign in as an admin (admin@demo.test) and
      open the{' '}
      <Link component={RouterLink} to="/admin/outbox">
        admin outbox
      </Link>{' '}
      to read them.
    </Alert>
  );
}
