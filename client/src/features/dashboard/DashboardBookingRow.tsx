import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import type { DashboardBookingRow_BookingFragment } from '../../gql/graphql';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { formatDay, formatHours, formatMoney, formatTimeRange } from '../../components/booking/format';

export const DashboardBookingRow_booking = graphql(`
  fragment DashboardBookingRow_booking on Booking {
    id
    service {
      id
      name
    }
    scheduledAt
    endsAt
    durationHours
    city
    totalCents
    ...BookingStatusChip_booking
  }
`);

/** Compact upcoming booking / job row: calendar date, service, time, city, total and status; links to `to`. */
export function DashboardBookingRow(props: { booking: DashboardBookingRow_BookingFragment; to: string }) {
  const b = props.booking;
  const date = new Date(b.scheduledAt);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: '56px minmax(0, 1fr) auto',
        gap: 2,
        alignItems: 'center',
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box
        aria-hidden
        sx={{ textAlign: 'center', borderRadius: 2, border: 1, borderColor: 'divider', py: 0.5, bgcolor: 'background.paper' }}
      >
        <Typography variant="caption" sx={{ display: 'block', color: 'error.main', fontWeight: 700, lineHeight: 1.4 }}>
          {date.toLocaleDateString('en-US', { month: 'short' }).toUpperCase()}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', lineHeight: 1.1 }}>{date.getDate()}</Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 700 }} noWrap>
          <Link
            component={RouterLink}
            to={props.to}
            color="inherit"
            underline="none"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
            }}
          >
            {b.service.name}
          </Link>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {formatDay(b.scheduledAt)}, {formatTimeRange(b.scheduledAt, b.endsAt)} · {formatHours(b.durationHours)} · {b.city}
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        <BookingStatusChip booking={b} />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatMoney(b.totalCents)}
        </Typography>
      </Stack>
    </Box>
  );
}

/** Placeholder rows while dashboard lists load. */
export function DashboardRowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Box aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <Stack key={i} direction="row" spacing={2} sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}>
          <Skeleton variant="rounded" width={56} height={52} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="80%" />
          </Box>
          <Skeleton width={80} height={32} />
        </Stack>
      ))}
    </Box>
  );
}
