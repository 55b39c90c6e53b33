/**
 * The booking drawer of /admin/bookings (docs/decisions/0020): one booking's details (service,
 * time, address, customer, cleaner, price, notes), its history (lifecycle and events) and the admin
 * changes to it (audit trail), with the admin actions: "Assign cleaner" / "Reassign cleaner" and
 * "Edit details" while it is pending, awaiting a response or confirmed, and "Change status".
 * docs/decisions/0027: how the booking finds its cleaner, "Unmatched since <time>" when the request cascade
 * gave up and opened it to every eligible cleaner, and every request to a cleaner with its outcome.
 * docs/decisions/0034: the booking's messages, read on request (the read is audited) and answered as support.
 * Data: GraphQL `booking(id)` and `adminAudit(entityType: "booking", entityId)`.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SyncAltRounded from '@mui/icons-material/SyncAltRounded';
import { BookingStatusChip } from '../../../components/booking/BookingStatusChip';
import { PaymentStatusChip } from '../../../components/booking/PaymentStatusChip';
import { DetailDrawer, DetailDrawerError, DetailDrawerLoading, DetailField, DetailLine, DetailList, DetailReference, DetailSection } from '../../../components/ui/DetailDrawer';
import { formatDateTime, formatDay, formatHours, formatMoney, formatTimeRange } from '../../../components/booking/format';
import { graphql } from '../../../gql';
import type { BookingMatching } from '../../../gql/graphql';

import { isUnmatched } from './adminBookingColumns';
import { AssignCleanerDialog } from './AssignCleanerDialog';
import { BookingAuditList } from './BookingAuditList';
import { BookingOffers } from './BookingOffers';
import { BookingHistory } from './BookingHistory';
import { ChangeBookingStatusDialog } from './ChangeBookingStatusDialog';
import { EditBookingDetailsDialog } from './EditBookingDetailsDialog';
import { AdminMessagesSection } from '../../../components/messages/AdminMessagesSection';

export const AdminBookingDrawer_booking = graphql(`
  fragment AdminBookingDrawer_booking on Booking {
    id
    ...AdminBookingsPage_booking
    ...BookingHistory_booking
    ...BookingOffers_booking
    allowedActions
    matching {
      mode
      requested
    }
    fallbackToBest
    openedToBoardAt
    address
    notes
    durationHours
    hourlyRateCents
    priceTier
    messageThread {
      ...MessageThread_thread
    }
    customer {
      id
      fullName
      firstName
      lastName
      email
      phone
    }
    cleaner {
      id
      fullName
      firstName
      lastName
      email
      phone
    }
  }
`);

const AdminBookingDetailQuery = graphql(`
  query AdminBookingDetail($id: ID!) {
    booking(id: $id) {
      id
      ...AdminBookingDrawer_booking
    }
  }
`);

/** How the booking finds its cleaner (Booking.matching.requested), as the Details list says it. */
const MATCHING_LABELS: Record<BookingMatching, string> = {
  open: 'Open board',
  chosen: 'Chosen by the customer',
  best: 'Best available (one cleaner at a time)',
};

/** The right-hand drawer with one booking; `bookingId` null keeps it closed. */
export function AdminBookingDrawer({ bookingId, onClose }: { bookingId: string | null; onClose: () => void }) {
  return (
    <DetailDrawer id={bookingId} title="Booking details" closeLabel="Close booking details" width={560} divider onClose={onClose}>
      {(shownId) => <DrawerBody key={shownId} bookingId={shownId} />}
    </DetailDrawer>
  );
}

function DrawerBody({ bookingId }: { bookingId: string }) {
  const { data, error, refetch } = useQuery(AdminBookingDetailQuery, { variables: { id: bookingId }, fetchPolicy: 'cache-and-network' });
  const booking = data?.booking;
  const [dialog, setDialog] = useState<'assign' | 'edit' | 'status' | null>(null);
  // A new audit read after each change of this booking, and once its messages are read (remounts the list, which reads cache-and-network).
  const [auditVersion, setAuditVersion] = useState(0);
  const changed = () => {
    setDialog(null);
    setAuditVersion((v) => v + 1);
  };

  if (error && !booking) {
    return <DetailDrawerError error={error} onRetry={() => void refetch()} title="We couldn't load this booking" />;
  }
  if (!booking) {
    return <DetailDrawerLoading label="Loading the booking" lastHeight={160} />;
  }

  // What the admin may do comes from the server (Booking.allowedActions: lifecycle.ts ADMIN_CHANGEABLE).
  const canAssign = booking.allowedActions.includes('ASSIGN');
  const canEdit = booking.allowedActions.includes('EDIT_DETAILS');
  const cleanerName = booking.cleaner ? (booking.cleaner.fullName ?? booking.cleaner.firstName) : null;
  const customerName = booking.customer.fullName ?? booking.customer.firstName;
  const names: Record<string, string> = booking.cleaner && cleanerName ? { [booking.cleaner.id]: cleanerName } : {};

  return (
    <Box sx={{ p: 2.5, overflowY: 'auto' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {booking.service.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDay(booking.scheduledAt)}, {formatTimeRange(booking.scheduledAt, booking.endsAt)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <BookingStatusChip booking={booking} />
        <PaymentStatusChip status={booking.paymentStatus} />
      </Stack>
      {booking.openedToBoardAt && isUnmatched(booking) && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          <strong>Unmatched since {formatDateTime(booking.openedToBoardAt)}.</strong> No asked cleaner accepted, so the booking is open to every eligible cleaner.
          Assign one to fill it.
        </Alert>
      )}

      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
        {canAssign && (
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setDialog('assign')}>
            {booking.cleaner ? 'Reassign cleaner' : 'Assign cleaner'}
          </Button>
        )}
        {canEdit && (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setDialog('edit')}>
            Edit details
          </Button>
        )}
        <Button variant="outlined" startIcon={<SyncAltRounded />} onClick={() => setDialog('status')}>
          Change status
        </Button>
      </Stack>

      <DetailSection title="Details">
        <DetailList labelWidth={140}>
          <DetailField label="Service">{booking.service.name}</DetailField>
          <DetailField label="When">
            {formatDay(booking.scheduledAt)}, {formatTimeRange(booking.scheduledAt, booking.endsAt)} ({formatHours(booking.durationHours)})
          </DetailField>
          <DetailField label="Address">
            {booking.address ?? 'Not given'}, {booking.city} {booking.zipCode}
          </DetailField>
          <DetailField label="Customer">
            {customerName}
            {booking.customer.email && <DetailLine>{booking.customer.email}</DetailLine>}
            {booking.customer.phone && <DetailLine>{booking.customer.phone}</DetailLine>}
          </DetailField>
          <DetailField label="Cleaner">
            {cleanerName ?? 'Unassigned'}
            {booking.cleaner?.email && <DetailLine>{booking.cleaner.email}</DetailLine>}
            {booking.cleaner?.phone && <DetailLine>{booking.cleaner.phone}</DetailLine>}
          </DetailField>
          <DetailField label="Matching">
            {MATCHING_LABELS[booking.matching.requested] ?? booking.matching.requested}
            {booking.matching.mode === 'instant' && <DetailLine>Confirmed by instant booking</DetailLine>}
            {booking.matching.requested === 'chosen' && <DetailLine>{booking.fallbackToBest ? 'Falls back to the best available cleaner' : 'No fallback to other cleaners'}</DetailLine>}
          </DetailField>
          <DetailField label="Price">
            {formatMoney(booking.hourlyRateCents)}/h × {formatHours(booking.durationHours)} = <strong>{formatMoney(booking.totalCents)}</strong>
            <DetailLine>{booking.priceTier === 'member' ? 'Member rate' : 'Regular rate'}</DetailLine>
          </DetailField>
          <DetailField label="Notes">{booking.notes || 'None'}</DetailField>
          <DetailField label="Reference">
            <DetailReference>{booking.id}</DetailReference>
          </DetailField>
        </DetailList>
      </DetailSection>

      {booking.messageThread && <AdminMessagesSection bookingId={booking.id} thread={booking.messageThread} onRead={() => setAuditVersion((v) => v + 1)} />}

      <DetailSection title="Requests to cleaners">
        <BookingOffers booking={booking} />
      </DetailSection>

      <DetailSection title="Timeline">
        <BookingHistory booking={booking} />
      </DetailSection>

      <DetailSection title="Admin changes">
        <BookingAuditList key={auditVersion} bookingId={booking.id} names={names} />
      </DetailSection>

      <AssignCleanerDialog
        booking={
          dialog === 'assign'
            ? { id: booking.id, serviceName: booking.service.name, scheduledAt: booking.scheduledAt, zipCode: booking.zipCode, currentCleanerId: booking.cleaner?.id ?? null }
            : null
        }
        onClose={() => setDialog(null)}
        onAssigned={changed}
      />
      <EditBookingDetailsDialog booking={dialog === 'edit' ? booking : null} onClose={() => setDialog(null)} onSaved={changed} />
      <ChangeBookingStatusDialog booking={dialog === 'status' ? booking : null} onClose={() => setDialog(null)} onChanged={changed} />
    </Box>
  );
}
