import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/booking/PageTitle';

/** Placeholder, replaced by the page (issue 10). */
export default function AdminLocationAnalyticsPage() {
  return (
    <Container sx={{ py: 4 }}>
      <PageTitle title="Location analytics" />
      <Typography variant="h4" component="h1">
        Location analytics
      </Typography>
    </Container>
  );
}
