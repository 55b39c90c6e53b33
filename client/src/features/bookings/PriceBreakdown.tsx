import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { PriceBreakdown_BookingFragment } from '../../gql/graphql';
import { formatHourly, formatHours, formatMoney } from '../../components/booking/format';
import { PaymentStatusChip } from '../../components/booking/PaymentStatusChip';

export const PriceBreakdown_booking = graphql(`
  fragment PriceBreakdown_booking on Booking {
    id
    priceTier
    hourlyRateCents
    durationHours
    totalCents
    paymentStatus
    service {
      id
      regularPriceCents
    }
  }
`);

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Price of a booking: hourly rate × hours = total, the price tier, member savings and payment status. */
export function PriceBreakdown(props: { booking: PriceBreakdown_BookingFragment }) {
  const b = props.booking;
  const isMember = b.priceTier === 'member';
  const regularTotal = Math.round(b.service.regularPriceCents * b.durationHours);
  const saved = isMember ? regularTotal - b.totalCents : 0;
  return (
    <Stack spacing={1.25}>
      <Line label="Rate">
        <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
          <Chip
            component="span"
            size="small"
            variant="outlined"
            color={isMember ? 'primary' : 'default'}
            label={isMember ? 'Member rate' : 'Regular rate'}
          />
          <span>{formatHourly(b.hourlyRateCents)}</span>
        </Stack>
      </Line>
      <Line label="Hours">{formatHours(b.durationHours)}</Line>
      <Line label="Calculation">
        {formatHourly(b.hourlyRateCents)} × {b.durationHours} h
      </Line>
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography variant="h6" component="span" sx={{ fontWeight: 800 }}>
          {formatMoney(b.totalCents)}
        </Typography>
      </Stack>
      {saved > 0 && (
        <Box sx={{ textAlign: 'right' }}>
          <Chip size="small" color="success" label={`You saved ${formatMoney(saved)} with membership`} />
        </Box>
      )}
      <Line label="Payment">
        <PaymentStatusChip status={b.paymentStatus} />
      </Line>
    </Stack>
  );
}
