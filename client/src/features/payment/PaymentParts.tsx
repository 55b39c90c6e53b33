/**
 * The payment page's parts: the booking summary, a result panel with a focusable heading, and the
 * loading skeleton.
 */
import type { ReactNode, RefObject } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay, formatHours, formatMoney, formatTimeRange } from '../../components/booking/format';
import { PaymentStatusChip } from '../../components/booking/PaymentStatusChip';
import type { PaymentPage_BookingFragment } from '../../gql/graphql';

/** The booking being paid: service, time, duration, address and the total (cents shown as dollars). */
export function BookingSummary({ booking }: { booking: PaymentPage_BookingFragment }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="payment-summary-title" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="payment-summary-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        Booking summary
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        <SummaryItem label="Service">{booking.service.name}</SummaryItem>
        <SummaryItem label="Date">{formatDay(booking.scheduledAt)}</SummaryItem>
        <SummaryItem label="Time">{formatTimeRange(booking.scheduledAt, booking.endsAt)}</SummaryItem>
        <SummaryItem label="Duration">{formatHours(booking.durationHours)}</SummaryItem>
        <SummaryItem label="Address">
          {booking.address}, {booking.city} {booking.zipCode}
        </SummaryItem>
        <SummaryItem label="Payment status">
          <PaymentStatusChip status={booking.paymentStatus} />
        </SummaryItem>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 800 }} data-testid="payment-total">
          {formatMoney(booking.totalCents)}
        </Typography>
      </Stack>
    </Paper>
  );
}

function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A result of the payment (received, declined, already paid, not payable) with a focusable heading. */
export function Result({
  headingRef,
  icon,
  tone,
  title,
  children,
  actions,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  icon: ReactNode;
  tone: 'success' | 'error' | 'neutral';
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const color = tone === 'neutral' ? 'text.secondary' : `${tone}.main`;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box aria-hidden sx={{ color, display: 'flex', '& svg': { fontSize: 36 } }}>
          {icon}
        </Box>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          component="h3"
          variant="h5"
          sx={{ fontWeight: 800, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
        >
          {title}
        </Typography>
      </Stack>
      <Box sx={{ width: '100%' }}>{children}</Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {actions}
      </Stack>
    </Stack>
  );
}

export function PaymentSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-busy aria-label="Loading payment">
      <Skeleton width={140} sx={{ mb: 2 }} />
      <Skeleton width="45%" height={48} sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '360px minmax(0, 1fr)' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={380} />
      </Box>
    </Container>
  );
}
