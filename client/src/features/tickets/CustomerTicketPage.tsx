import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/booking/PageTitle';

/** Placeholder, replaced by the page (issue 9). */
export default function CustomerTicketPage() {
  return (
    <Container sx={{ py: 4 }}>
      <PageTitle title="Support ticket" />
      <Typography variant="h4" component="h1">
        Support ticket
      </Typography>
    </Container>
  );
}
