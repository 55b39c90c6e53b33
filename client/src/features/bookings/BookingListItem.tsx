import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { BookingListItem_BookingFragment } from '../../gql/graphql';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { formatDay, formatHours, formatMoney, formatTimeRange } from '../../components/booking/format';

export const BookingListItem_booking = graphql(`
  fragment BookingListItem_booking on Booking {
    id
    service {
      id
      name
      category
    }
    scheduledAt
    endsAt
    durationHours
    address
    city
    zipCode
    totalCents
    ...BookingStatusChip_booking
  }
`);

/** One booking in the customer's list: service, schedule, duration, address, total and status; links to its detail page. */
export function BookingListItem(props: { booking: BookingListItem_BookingFragment }) {
  const booking = props.booking;
  const titleId = `booking-${booking.id}-title`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        position: 'relative',
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto' },
        alignItems: 'center',
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: 3 },
        '&:focus-within': { borderColor: 'primary.main', boxShadow: 3 },
      }}
    >
      <CategoryIcon category={booking.service.category} />
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            <Link
              component={RouterLink}
              to={`/customer/bookings/${booking.id}`}
              underline="none"
              color="inherit"
              sx={{
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
                '&:focus-visible': { outline: 'none' },
                '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {booking.service.name}
            </Link>
          </Typography>
          <BookingStatusChip booking={booking} />
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          useFlexGap
          sx={{ color: 'text.secondary', flexWrap: 'wrap' }}
        >
          <Meta icon={<EventRounded fontSize="inherit" />}>{formatDay(booking.scheduledAt)}</Meta>
          <Meta icon={<ScheduleRounded fontSize="inherit" />}>
            {formatTimeRange(booking.scheduledAt, booking.endsAt)} · {formatHours(booking.durationHours)}
          </Meta>
          <Meta icon={<PlaceRounded fontSize="inherit" />}>
            {booking.address}, {booking.city} {booking.zipCode}
          </Meta>
        </Stack>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'flex-end',
          gridColumn: { xs: '1 / -1', md: 'auto' },
          borderTop: { xs: 1, md: 0 },
          borderColor: 'divider',
          pt: { xs: 1.5, md: 0 },
        }}
      >
        <Typography sx={{ fontWeight: 800, fontSize: '1.1rem' }}>{formatMoney(booking.totalCents)}</Typography>
        <ChevronRightRounded aria-hidden sx={{ color: 'text.secondary' }} />
      </Stack>
    </Paper>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex', fontSize: 18 }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Placeholder shaped like a BookingListItem. */
export function BookingListItemSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'center' }} aria-hidden>
      <Skeleton variant="rounded" width={44} height={44} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton width="40%" height={28} />
        <Skeleton width="75%" />
      </Box>
      <Skeleton width={72} height={32} />
    </Paper>
  );
}
