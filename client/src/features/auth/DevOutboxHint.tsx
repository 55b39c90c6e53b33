import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { config } from '../../lib/config';

/** Development only: e-mails are kept in the server's outbox at /dev/outbox instead of being sent. */
export function DevOutboxHint() {
  if (!config.isDev) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mt: 2, textAlign: 'left' }}>
      Development mode: emails are not sent. Open the{' '}
      <Link href="/dev/outbox" target="_blank" rel="noopener">
        outbox at /dev/outbox
      </Link>{' '}
      to read them.
    </Alert>
  );
}
