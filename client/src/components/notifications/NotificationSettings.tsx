import { useId, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import type { NotificationPreferenceInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { ScrollableTable } from '../ScrollableTable';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { NotificationPreferencesDocument, useSetNotificationPreferences } from './notificationMutations';

type Channel = 'inApp' | 'email';

const CHANNEL_LABEL: Record<Channel, string> = { inApp: 'In app', email: 'Email' };

/**
 * The "Notifications" section of /customer/profile and /cleaner/profile (docs/decisions/0021):
 * every notification type (its label) with two switches, "In app" (the bell and live
 * pop-ups) and "Email". Each switch saves on change (setNotificationPreferences), shown at once
 * and rolled back with an error if the save fails. Data: the `notificationPreferences` query.
 * Renders a `<section>` titled by an h2, to sit under the page's h1.
 */
export function NotificationSettings() {
  const headingId = useId();
  const descriptionId = useId();
  const { data, error, loading, refetch } = useQuery(NotificationPreferencesDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useSetNotificationPreferences();
  const pending = useRef(0);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const preferences = data?.notificationPreferences;

  async function toggle(type: string, channel: Channel, checked: boolean) {
    const current = preferences ?? [];
    const row = current.find((p) => p.type === type);
    if (!row) return;
    const change: NotificationPreferenceInput = { type, inApp: row.inApp, email: row.email, [channel]: checked };
    pending.current += 1;
    setSaving(true);
    setSaved(false);
    setSaveError(null);
    const result = await save([change], current);
    pending.current -= 1;
    if (!result.ok) setSaveError(`Failed to save notification settings: ${result.message} Your change was undone.`);
    if (pending.current === 0) {
      setSaving(false);
      if (result.ok) setSaved(true);
    }
  }

  return (
    <Paper component="section" id="notification-settings" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Notifications
      </Typography>
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Choose what shows in the app (the bell and pop-up alerts) and what we also send by email. Each switch saves as soon as you change it.
      </Typography>

      <Box role="status" aria-live="polite" sx={{ minHeight: 24, mt: 1.5 }}>
        {saving ? (
          <Typography variant="body2" color="text.secondary">
            Saving…
          </Typography>
        ) : saved ? (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.main' }}>
            <CheckCircleOutlineRounded fontSize="small" aria-hidden />
            <Typography variant="body2">Notification settings saved.</Typography>
          </Stack>
        ) : null}
      </Box>
      {saveError && (
        <Alert severity="error" role="alert" onClose={() => setSaveError(null)} sx={{ mt: 1 }}>
          {saveError}
        </Alert>
      )}

      <Box sx={{ mt: 1.5 }}>
        {error && !preferences ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            We couldn't load your notification settings. {errorMessage(error)}
          </Alert>
        ) : !preferences ? (
          <Stack spacing={1} role="status" aria-busy={loading}>
            <VisuallyHidden>Loading notification settings</VisuallyHidden>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={36} />
            ))}
          </Stack>
        ) : preferences.length === 0 ? (
          <Typography color="text.secondary">There are no notification settings for your account.</Typography>
        ) : (
          <ScrollableTable label="Notification settings">
            <Table size="small" aria-describedby={descriptionId}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Notification
                  </TableCell>
                  <TableCell component="th" scope="col" align="center" sx={{ width: 88 }}>
                    In app
                  </TableCell>
                  <TableCell component="th" scope="col" align="center" sx={{ width: 88 }}>
                    Email
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preferences.map((p) => (
                  <TableRow key={p.type}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 400, overflowWrap: 'anywhere' }}>
                      {p.label}
                    </TableCell>
                    {(['inApp', 'email'] as const).map((channel) => (
                      <TableCell key={channel} align="center" sx={{ py: 0.25 }}>
                        <Switch
                          checked={p[channel]}
                          onChange={(event) => void toggle(p.type, channel, event.target.checked)}
                          slotProps={{ input: { 'aria-label': `${CHANNEL_LABEL[channel]}: ${p.label}` } }}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTable>
        )}
      </Box>
    </Paper>
  );
}

export default NotificationSettings;
