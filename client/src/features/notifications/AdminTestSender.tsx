/**
 * The admins' part of /notification-test (docs/decisions/0021): sends the
 * signed-in admin a sample notification of a chosen type (sendTestNotification, admins only on the
 * server) through the same path as real ones: stored, pushed live to the bell and shown as a
 * pop-up when in-app is on, emailed when email is on, as the admin's own settings say. The types
 * and labels come from the `notificationPreferences` query; each sent notification is watched in
 * the Apollo cache, so the section shows the moment the live bell receives it.
 */
import { useId, useState, type FormEvent } from 'react';
import { useFragment, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendRounded from '@mui/icons-material/SendRounded';
import { NotificationRow_notification } from '../../components/notifications/NotificationRow';
import { NotificationPreferencesDocument, useSendTestNotification } from '../../components/notifications/notificationMutations';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';

interface Sent {
  key: number;
  id: string | null;
  type: string;
  label: string;
  sentAt: string;
}

const onOff = (value: boolean) => (value ? 'on' : 'off');

/** One test notification sent from this page, and whether the live bell has it yet (read from the cache). */
function SentItem({ sent }: { sent: Sent }) {
  const { data, complete } = useFragment({
    fragment: NotificationRow_notification,
    from: sent.id ? { __typename: 'Notification', id: sent.id } : null,
  });
  const arrived = Boolean(sent.id) && complete;
  return (
    <Box component="li" sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{arrived && data?.title ? data.title : sent.label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {sent.type} · sent {formatDateTime(sent.sentAt)}
        </Typography>
      </Box>
      {!sent.id ? (
        <Chip size="small" variant="outlined" label="Not shown in the app (in-app is off for this type)" />
      ) : arrived ? (
        <Chip size="small" color="success" label={data?.isRead ? 'In the bell, read' : 'In the bell, unread'} />
      ) : (
        <Chip size="small" variant="outlined" icon={<CircularProgress size={12} aria-hidden />} label="Waiting for the live bell…" />
      )}
    </Box>
  );
}

/** "Send a test notification": a real notification to the signed-in admin. */
export function AdminTestSender() {
  const formHeadingId = useId();
  const sentHeadingId = useId();
  const { data, error, refetch } = useQuery(NotificationPreferencesDocument, { fetchPolicy: 'cache-and-network' });
  const [send, { loading: sending }] = useSendTestNotification();
  const [chosen, setChosen] = useState('');
  const [sent, setSent] = useState<Sent[]>([]);
  const [result, setResult] = useState<{ severity: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const types = data?.notificationPreferences;
  const type = chosen || types?.[0]?.type || '';
  const selected = types?.find((t) => t.type === type);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!selected || sending) return;
    setResult(null);
    const outcome = await send(selected.type);
    if (!outcome.ok) {
      setResult({ severity: 'error', text: `Failed to send the test notification: ${outcome.message}` });
      return;
    }
    setSent((previous) => [{ key: Date.now(), id: outcome.id, type: selected.type, label: selected.label, sentAt: new Date().toISOString() }, ...previous].slice(0, 10));
    setResult(
      outcome.id
        ? {
            severity: 'success',
            text: `Test notification sent: "${selected.label}". It arrives live in the bell at the top of the page and as a pop-up${selected.email ? ', and by email' : ''}.`,
          }
        : {
            severity: 'warning',
            text: `Sent, but not shown in the app: in-app notifications of "${selected.label}" are off in your settings below.${selected.email ? ' It is still emailed.' : ''}`,
          },
    );
  }

  return (
    <Paper component="section" aria-labelledby={formHeadingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={formHeadingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Send a test notification
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        A test goes through the same path as real notifications. It is stored for your account, pushed live to the bell in the top bar and
        shown as a pop-up when <strong>In app</strong> is on for its type, and emailed to you when <strong>Email</strong> is on (sent mails
        are listed in the{' '}
        <Link component={RouterLink} to="/admin/outbox">
          outbox
        </Link>
        ). Its <em>View</em> action leads back to this page.
      </Typography>

      {error && !types ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          We couldn't load the notification types. {errorMessage(error)}
        </Alert>
      ) : !types ? (
        <Skeleton variant="rounded" height={56} sx={{ mt: 2.5 }} aria-hidden />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ mt: 2.5, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            select
            label="Notification type"
            value={type}
            onChange={(event) => setChosen(event.target.value)}
            required
            sx={{ flex: '1 1 260px', minWidth: 0 }}
            helperText={selected ? `Your settings for this type: in app ${onOff(selected.inApp)}, email ${onOff(selected.email)}.` : undefined}
          >
            {types.map((t) => (
              <MenuItem key={t.type} value={t.type}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!selected || sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendRounded />}
            sx={{ mt: 0.5 }}
          >
            {sending ? 'Sending…' : 'Send test notification'}
          </Button>
        </Box>
      )}

      {result && result.severity !== 'error' && (
        <Alert severity={result.severity} role="status" sx={{ mt: 2 }} onClose={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      {result?.severity === 'error' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setResult(null)}>
          {result.text}
        </Alert>
      )}

      {sent.length > 0 && (
        <Box component="section" aria-labelledby={sentHeadingId} sx={{ mt: 3 }}>
          <Typography id={sentHeadingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Sent from this page
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Each one shows “In the bell” as soon as the live bell receives it.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {sent.map((item) => (
              <SentItem key={item.key} sent={item} />
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
