/**
 * A booking's history for admins (docs/decisions/0020; spec section 4): the lifecycle steps
 * (booked, accepted, started, completed or cancelled / rejected, from the booking's timestamps)
 * and every BookingEvent (assignments, declines, detail changes, status and payment-status changes
 * by admins, refunds, problem reports, payout releases) with who did it and why, oldest first,
 * and when the request cascade opened it to every eligible cleaner (docs/decisions/0027).
 * Data: the Booking fields of GraphQL `booking(id)`.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql';
import type { BookingHistory_BookingFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../components/booking/format';
import { paymentStatusLabel } from '../../../components/booking/PaymentStatusChip';
import { BOOKING_STATUS_LABELS } from '../../../../../schema/vocabulary';

export const BookingHistory_booking = graphql(`
  fragment BookingHistory_booking on Booking {
    id
    status
    createdAt
    acceptedAt
    startedAt
    completedAt
    cancelledAt
    cancellationReason
    rejectionReason
    openedToBoardAt
    cleaner {
      id
      fullName
      firstName
    }
    events {
      id
      kind
      fromValue
      toValue
      reason
      actorName
      createdAt
    }
  }
`);

const STATUS_LABELS: Readonly<Record<string, string>> = BOOKING_STATUS_LABELS;

const statusLabel = (value: string | null | undefined) => (value ? (STATUS_LABELS[value] ?? value) : '');

type Event = BookingHistory_BookingFragment['events'][number];

interface Entry {
  key: string;
  at: string;
  title: string;
  detail?: string | null;
  tone: 'primary' | 'success' | 'error' | 'warning' | 'info';
}

/** Title and detail line of one BookingEvent. */
function describeEvent(event: Event, cleanerId: string | null, cleanerName: string | null): Pick<Entry, 'title' | 'detail' | 'tone'> {
  switch (event.kind) {
    case 'assigned':
      return {
        title: event.fromValue ? 'Cleaner reassigned' : 'Cleaner assigned',
        detail: event.toValue && event.toValue === cleanerId && cleanerName ? `Asked ${cleanerName} to take the job` : 'A cleaner was asked to take the job',
        tone: 'info',
      };
    case 'assignment_declined':
      return { title: 'Assigned cleaner declined', detail: 'The booking is open again', tone: 'warning' };
    case 'details_changed':
      return { title: 'Details changed', tone: 'info' };
    case 'status_changed':
      return { title: 'Status changed', detail: `${statusLabel(event.fromValue)} → ${statusLabel(event.toValue)}`, tone: event.toValue === 'cancelled' ? 'error' : 'info' };
    case 'payment_status_changed':
      return {
        title: 'Payment status changed',
        detail: `${event.fromValue ? paymentStatusLabel(event.fromValue) : ''} → ${event.toValue ? paymentStatusLabel(event.toValue) : ''}`,
        tone: 'info',
      };
    case 'refunded':
      return { title: 'Refunded', tone: 'warning' };
    case 'problem_reported':
      return { title: 'Problem reported', tone: 'error' };
    case 'payout_released':
      return { title: 'Payout released to the cleaner', tone: 'success' };
    default:
      return { title: event.kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()), tone: 'info' };
  }
}

/** The booking's lifecycle and events as one list, oldest first. */
export function BookingHistory({ booking }: { booking: BookingHistory_BookingFragment }) {
  const b = booking;
  const entries: Entry[] = [{ key: 'created', at: b.createdAt, title: 'Booked', tone: 'primary' }];
  if (b.acceptedAt) entries.push({ key: 'accepted', at: b.acceptedAt, title: 'Accepted by the cleaner', tone: 'primary' });
  if (b.startedAt) entries.push({ key: 'started', at: b.startedAt, title: 'Cleaning started', tone: 'primary' });
  if (b.completedAt) entries.push({ key: 'completed', at: b.completedAt, title: 'Completed', tone: 'success' });
  if (b.status === 'cancelled' && b.cancelledAt) {
    entries.push({ key: 'cancelled', at: b.cancelledAt, title: 'Cancelled', detail: b.cancellationReason ? `Reason: ${b.cancellationReason}` : null, tone: 'error' });
  }
  if (b.status === 'rejected') {
    entries.push({ key: 'rejected', at: b.cancelledAt ?? b.createdAt, title: 'Rejected', detail: b.rejectionReason ? `Reason: ${b.rejectionReason}` : null, tone: 'error' });
  }
  if (b.openedToBoardAt) {
    entries.push({
      key: 'opened-to-board',
      at: b.openedToBoardAt,
      title: 'Opened to every eligible cleaner',
      detail: 'Unmatched: no asked cleaner had accepted; admins were alerted',
      tone: 'warning',
    });
  }
  const cleanerName = b.cleaner ? (b.cleaner.fullName ?? b.cleaner.firstName) : null;
  for (const event of b.events) {
    const described = describeEvent(event, b.cleaner?.id ?? null, cleanerName);
    const by = event.actorName ? `By ${event.actorName}` : 'By the platform';
    const detail = [described.detail, event.reason ? `Reason: ${event.reason}` : null, by].filter(Boolean).join(' · ');
    entries.push({ key: `event-${event.id}`, at: event.createdAt, title: described.title, detail, tone: described.tone });
  }
  entries.sort((x, y) => Date.parse(x.at) - Date.parse(y.at));

  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entry.key}
          sx={{ display: 'grid', gridTemplateColumns: '14px 1fr', columnGap: 1.5, position: 'relative', pb: index === entries.length - 1 ? 0 : 2 }}
        >
          {index < entries.length - 1 && <Box aria-hidden sx={{ position: 'absolute', left: 6, top: 16, bottom: 0, width: 2, bgcolor: 'divider' }} />}
          <Box aria-hidden sx={{ width: 14, height: 14, mt: 0.5, borderRadius: '50%', bgcolor: `${entry.tone}.main` }} />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {entry.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {formatDateTime(entry.at)}
            </Typography>
            {entry.detail && (
              <Typography variant="body2" color="text.secondary">
                {entry.detail}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
