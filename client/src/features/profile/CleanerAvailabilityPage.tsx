import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/booking/PageTitle';

/** Placeholder, replaced by the page (issue 8). */
export default function CleanerAvailabilityPage() {
  return (
    <Container sx={{ py: 4 }}>
      <PageTitle title="Availability" />
      <Typography variant="h4" component="h1">
        Availability
      </Typography>
    </Container>
  );
}
