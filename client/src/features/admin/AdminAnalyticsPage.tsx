import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/booking/PageTitle';

/** Placeholder, replaced by the page (issue 10). */
export default function AdminAnalyticsPage() {
  return (
    <Container sx={{ py: 4 }}>
      <PageTitle title="Analytics" />
      <Typography variant="h4" component="h1">
        Analytics
      </Typography>
    </Container>
  );
}
