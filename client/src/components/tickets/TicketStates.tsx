import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../ui/PageTitle';
import { QueryErrorState, StateMessage } from '../ui/StateMessage';
import { errorCode } from '../../lib/errors';

/**
 * What a ticket page shows when `ticket(id)` gave no ticket (docs/decisions/0021): the catalogue's not-found
 * state (spec section 8, NOT_FOUND_ERROR; another person's ticket is a 404 too) with a way back,
 * or the load error with "Try again".
 */
export function TicketLoadFailure({ error, backTo, backLabel, onRetry }: { error: unknown; backTo: string; backLabel: string; onRetry: () => void }) {
  const code = error ? errorCode(error) : 'NOT_FOUND_ERROR';
  if (code === 'NOT_FOUND_ERROR' || code === 'VALIDATION_ERROR') {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <PageTitle title="Ticket not found" />
        <StateMessage
          headingLevel="h1"
          icon={<SearchOffRounded />}
          title="Ticket not found"
          description="We couldn't find what you're looking for. The link may be wrong or the ticket is not yours."
          actions={
            <Button component={RouterLink} to={backTo} variant="contained">
              {backLabel}
            </Button>
          }
        />
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title="Support ticket" />
      <QueryErrorState error={error} onRetry={onRetry} title="We couldn't load this ticket" />
    </Container>
  );
}

/** Placeholder of a ticket page while it loads. */
export function TicketDetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} role="status" aria-busy aria-label="Loading ticket">
      <PageTitle title="Support ticket" />
      <Skeleton width={140} sx={{ mb: 2 }} />
      <Skeleton width="60%" height={44} />
      <Skeleton width={220} sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' } }}>
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
        <Skeleton variant="rounded" height={240} />
      </Box>
    </Container>
  );
}
