import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddTaskRounded from '@mui/icons-material/AddTaskRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import DoNotDisturbOnRounded from '@mui/icons-material/DoNotDisturbOnRounded';
import type { ReactElement } from 'react';
import { graphql } from '../../gql';
import type { BookingTimeline_BookingFragment } from '../../gql/graphql';
import { formatDateTime } from '../../components/booking/format';
import { CLOSED_BOOKING_STATUSES, isBookingStatusIn } from '../../../../schema/vocabulary';

export const BookingTimeline_booking = graphql(`
  fragment BookingTimeline_booking on Booking {
    id
    status
    createdAt
    acceptedAt
    startedAt
    completedAt
    cancelledAt
    cancellationReason
    rejectionReason
  }
`);

interface Step {
  key: string;
  label: string;
  at: string | null | undefined;
  icon: ReactElement;
  tone: 'primary' | 'success' | 'error' | 'grey';
  detail?: string | null;
}

/** Vertical timeline of a booking: created, accepted, started, completed or cancelled / rejected. */
export function BookingTimeline(props: { booking: BookingTimeline_BookingFragment }) {
  const b = props.booking;
  const steps: Step[] = [{ key: 'created', label: 'Booked', at: b.createdAt, icon: <AddTaskRounded />, tone: 'primary' }];
  const ended = isBookingStatusIn(CLOSED_BOOKING_STATUSES, b.status);

  if (b.acceptedAt || !ended) {
    steps.push({ key: 'accepted', label: 'Accepted by cleaner', at: b.acceptedAt, icon: <HowToRegRounded />, tone: 'primary' });
  }
  if (b.startedAt || !ended) {
    steps.push({ key: 'started', label: 'Cleaning started', at: b.startedAt, icon: <PlayArrowRounded />, tone: 'primary' });
  }
  if (b.status === 'cancelled') {
    steps.push({
      key: 'cancelled',
      label: 'Cancelled',
      at: b.cancelledAt,
      icon: <CancelRounded />,
      tone: 'error',
      detail: b.cancellationReason ? `Reason: ${b.cancellationReason}` : null,
    });
  } else if (b.status === 'rejected') {
    steps.push({
      key: 'rejected',
      label: 'Rejected',
      at: b.cancelledAt,
      icon: <DoNotDisturbOnRounded />,
      tone: 'error',
      detail: b.rejectionReason ? `Reason: ${b.rejectionReason}` : null,
    });
  } else {
    steps.push({ key: 'completed', label: 'Completed', at: b.completedAt, icon: <TaskAltRounded />, tone: 'success' });
  }

  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step, index) => {
        const done = Boolean(step.at) || step.key === 'rejected';
        const color = !done ? 'grey.400' : step.tone === 'grey' ? 'grey.500' : `${step.tone}.main`;
        const last = index === steps.length - 1;
        return (
          <Box
            component="li"
            key={step.key}
            sx={{ display: 'grid', gridTemplateColumns: '32px 1fr', columnGap: 1.5, position: 'relative', pb: last ? 0 : 2.5 }}
          >
            {!last && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: 15,
                  top: 34,
                  bottom: 2,
                  width: 2,
                  bgcolor: done && steps[index + 1]?.at ? color : 'divider',
                }}
              />
            )}
            <Box
              aria-hidden
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: done ? 'common.white' : 'text.disabled',
                bgcolor: done ? color : 'transparent',
                border: 2,
                borderColor: color,
                '& svg': { fontSize: 18 },
              }}
            >
              {step.icon}
            </Box>
            <Box sx={{ pt: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 700, color: done ? 'text.primary' : 'text.secondary' }}>
                {step.label}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {step.at ? formatDateTime(step.at) : done ? '' : 'Not yet'}
              </Typography>
              {step.detail && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {step.detail}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
