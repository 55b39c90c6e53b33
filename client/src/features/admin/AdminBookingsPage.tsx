import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/booking/PageTitle';

/** Placeholder, replaced by the page (issue 10). */
export default function AdminBookingsPage() {
  return (
    <Container sx={{ py: 4 }}>
      <PageTitle title="Bookings" />
      <Typography variant="h4" component="h1">
        Bookings
      </Typography>
    </Container>
  );
}
