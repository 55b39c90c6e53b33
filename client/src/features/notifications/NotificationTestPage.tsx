/**
 * /notification-test (public, spec section 2): anyone tries the toasts and a demo notification
 * bell in the page, with no write to the server (NotificationDemo). A signed-in admin also gets
 * the real test sender (AdminTestSender: a notification through the real path to the admin's own
 * bell, pop-up and email) and the admin's notification settings.
 */
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotificationSettings } from '../../components/notifications/NotificationSettings';
import { PageTitle } from '../../components/ui/PageTitle';
import { useAuth } from '../../lib/auth';
import { AdminTestSender } from './AdminTestSender';
import { NotificationDemo } from './NotificationDemo';

/** The notification test page. */
export default function NotificationTestPage() {
  const { user } = useAuth();
  const admin = user?.role === 'admin';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Notification test" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Notification test
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {admin
          ? 'Send yourself a sample notification of any type to check how it looks and where it goes, or try the toasts and a demo bell locally.'
          : 'Try the toasts and the notification bell of the app. Everything here happens in your browser: nothing is sent or saved.'}
      </Typography>

      <Stack spacing={3}>
        {admin && <AdminTestSender />}
        <NotificationDemo />
        {admin && <NotificationSettings />}
      </Stack>
    </Container>
  );
}
