import Chip, { type ChipProps } from '@mui/material/Chip';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import CleaningServicesRounded from '@mui/icons-material/CleaningServicesRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import DoNotDisturbOnRounded from '@mui/icons-material/DoNotDisturbOnRounded';
import type { ReactElement } from 'react';
import { graphql } from '../../gql';
import type { BookingStatusChip_BookingFragment } from '../../gql/graphql';

export const BookingStatusChip_booking = graphql(`
  fragment BookingStatusChip_booking on Booking {
    id
    status
    statusLabel
  }
`);

type Tone = NonNullable<ChipProps['color']>;

const STATUS_STYLE: Record<string, { color: Tone; icon: ReactElement }> = {
  pending: { color: 'warning', icon: <HourglassEmptyRounded /> },
  pending_cleaner_response: { color: 'warning', icon: <PersonSearchRounded /> },
  confirmed: { color: 'info', icon: <EventAvailableRounded /> },
  in_progress: { color: 'secondary', icon: <CleaningServicesRounded /> },
  completed: { color: 'success', icon: <TaskAltRounded /> },
  cancelled: { color: 'default', icon: <CancelRounded /> },
  rejected: { color: 'error', icon: <DoNotDisturbOnRounded /> },
};

/** Coloured chip showing a booking's status label (e.g. "Awaiting Cleaner Response"). */
export function BookingStatusChip(props: {
  booking: BookingStatusChip_BookingFragment;
  size?: ChipProps['size'];
}) {
  const booking = props.booking;
  const style = STATUS_STYLE[booking.status] ?? { color: 'default' as Tone, icon: <HourglassEmptyRounded /> };
  return (
    <Chip
      size={props.size ?? 'small'}
      color={style.color}
      variant={booking.status === 'cancelled' ? 'outlined' : 'filled'}
      icon={style.icon}
      label={booking.statusLabel}
      sx={{ fontWeight: 600 }}
    />
  );
}
