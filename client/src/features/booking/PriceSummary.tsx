import { skipToken, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import { graphql } from '../../gql';
import { formatHourly, formatMoney } from '../../components/booking/format';
import { errorMessage } from '../../lib/errors';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { hoursLabel } from './bookingForm';

const BookingQuoteQuery = graphql(`
  query BookingQuote($serviceId: ID!, $durationHours: Float!) {
    bookingQuote(serviceId: $serviceId, durationHours: $durationHours) {
      serviceId
      durationMinutes
      memberRateCents
      regularRateCents
      appliedTier
      hourlyRateCents
      totalCents
      regularTotalCents
      savingsCents
      isMember
    }
  }
`);

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography variant="body2" sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'h6' : 'body2'} component="span" sx={{ fontWeight: strong ? 800 : 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Live price of the booking being composed: member vs regular rate, total, savings or a membership nudge. */
export function PriceSummary({ serviceId, hours }: { serviceId: string; hours: number }) {
  const valid = Boolean(serviceId) && hours >= 1 && hours <= 12;
  const { data, previousData, loading, error } = useQuery(
    BookingQuoteQuery,
    valid ? { variables: { serviceId, durationHours: hours } } : skipToken,
  );
  const quote = (data ?? previousData)?.bookingQuote;

  if (!valid) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Choose a service to see your price.
      </Typography>
    );
  }
  if (error && !quote) {
    return <Alert severity="warning">{errorMessage(error)} The price will be confirmed when you book.</Alert>;
  }
  if (!quote) {
    return (
      <Stack spacing={1} aria-busy aria-label="Calculating price">
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" height={36} />
      </Stack>
    );
  }

  const quotedHours = quote.durationMinutes / 60;
  const memberTotal = Math.round(quote.memberRateCents * quotedHours);
  const potentialSavings = quote.regularTotalCents - memberTotal;
  const isMemberPrice = quote.appliedTier === 'member';

  return (
    <Box aria-live="polite" aria-busy={loading} sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Stack spacing={1}>
        <Row
          label="Member rate"
          value={
            <Box component="span" sx={{ color: 'primary.main' }}>
              {formatHourly(quote.memberRateCents)}
            </Box>
          }
        />
        <Row
          label="Regular rate"
          value={
            <Box component="span" sx={{ textDecoration: isMemberPrice ? 'line-through' : 'none', color: isMemberPrice ? 'text.secondary' : 'inherit' }}>
              {formatHourly(quote.regularRateCents)}
            </Box>
          }
        />
        <Row label="Duration" value={hoursLabel(quotedHours)} />
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Row
        strong
        label={
          <>
            Total
            <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
              {formatHourly(quote.hourlyRateCents)} × {hoursLabel(quotedHours)} at the {isMemberPrice ? 'member' : 'regular'} rate
            </Typography>
          </>
        }
        value={formatMoney(quote.totalCents)}
      />
      {isMemberPrice && quote.savingsCents > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
            <VisuallyHidden>Regular total </VisuallyHidden>
            {formatMoney(quote.regularTotalCents)}
          </Typography>
          <Chip size="small" color="success" label={`You save ${formatMoney(quote.savingsCents)}`} sx={{ fontWeight: 700 }} />
        </Stack>
      )}
      {quote.isMember ? (
        <Alert icon={<CardMembershipRounded />} severity="success" sx={{ mt: 2 }}>
          Your membership applies: you pay the member rate.
        </Alert>
      ) : (
        potentialSavings > 0 && (
          <Alert icon={<CardMembershipRounded />} severity="info" sx={{ mt: 2 }}>
            Members pay {formatHourly(quote.memberRateCents)} instead of {formatHourly(quote.regularRateCents)}: this booking
            would cost {formatMoney(memberTotal)}, saving {formatMoney(potentialSavings)}.{' '}
            <Link component={RouterLink} to="/customer/membership" sx={{ fontWeight: 700 }}>
              Become a member
            </Link>
          </Alert>
        )
      )}
    </Box>
  );
}
