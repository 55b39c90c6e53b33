import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { BookingListItem_BookingFragment } from '../../gql/graphql';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { formatDay, formatHours, formatMoney, formatTimeRange } from '../../components/booking/format';
import { ListCard, ListCardTitle } from '../../components/ui/ListCard';
import { UnreadMessagesChip } from '../../components/messages/UnreadMessagesChip';

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
    messageThread {
      ...MessageThread_thread
    }
    ...BookingStatusChip_booking
  }
`);

/** One booking in the customer's list: service, schedule, duration, address, total, status and unread messages; links to its detail page. */
export function BookingListItem(props: { booking: BookingListItem_BookingFragment }) {
  const booking = props.booking;
  const titleId = `booking-${booking.id}-title`;
  return (
    <ListCard titleId={titleId}>
      <CategoryIcon category={booking.service.category} />
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <ListCardTitle id={titleId} to={`/customer/bookings/${booking.id}`}>
            {booking.service.name}
          </ListCardTitle>
          <BookingStatusChip booking={booking} />
          <UnreadMessagesChip count={booking.messageThread?.unreadCount} />
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
    </ListCard>
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
