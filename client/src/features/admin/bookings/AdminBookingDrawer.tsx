/**
 * The booking drawer of /admin/bookings (issue 10 "Bookings"): one booking's details (service,
 * time, address, customer, cleaner, price, notes), its history (lifecycle and events) and the admin
 * changes to it (audit trail), with the admin actions: "Assign cleaner" / "Reassign cleaner" and
 * "Edit details" while it is pending, awaiting a response or confirmed, and "Change status".
 * Issue 16: how the booking finds its cleaner, "Unmatched since <time>" when the request cascade
 * gave up and opened it to every eligible cleaner, and every request to a cleaner with its outcome.
 * Issue 20: the booking's messages, read on request (the read is audited) and answered as support.
 * Data: GraphQL `booking(id)` and `adminAudit(entityType: "booking", entityId)`.
 */
import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SyncAltRounded from '@mui/icons-material/SyncAltRounded';
import { BookingStatusChip } from '../../../components/booking/BookingStatusChip';
import { PaymentStatusChip } from '../../../components/booking/PaymentStatusChip';
import { QueryErrorState } from '../../../components/ui/StateMessage';
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
    matching
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

/** How the booking finds its cleaner (Booking.matching), as the Details list says it. */
const MATCHING_LABELS: Record<BookingMatching, string> = {
  open: 'Open board',
  chosen: 'Chosen by the customer',
  best: 'Best available (one cleaner at a time)',
};

/** Statuses from which an admin may assign a cleaner or edit the details (server: bookings.admin.service.ts). */
const CHANGEABLE = new Set(['pending', 'pending_cleaner_response', 'confirmed']);

/** The right-hand drawer with one booking; `bookingId` null keeps it closed. */
export function AdminBookingDrawer({ bookingId, onClose }: { bookingId: string | null; onClose: () => void }) {
  const titleId = useId();
  // The last booking shown stays rendered while the drawer slides out.
  const [shownId, setShownId] = useState(bookingId);
  if (bookingId && bookingId !== shownId) setShownId(bookingId);
  return (
    <Drawer
      anchor="right"
      open={Boolean(bookingId)}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 560 }, maxWidth: '100%' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Booking details
        </Typography>
        <IconButton onClick={onClose} aria-label="Close booking details">
          <CloseRounded />
        </IconButton>
      </Stack>
      <Divider />
      {shownId && <DrawerBody key={shownId} bookingId={shownId} />}
    </Drawer>
  );
}

function DrawerBody({ bookingId }: { bookingId: string }) {
  const { data, error, refetch } = useQuery(AdminBookingDetailQuery, { variables: { id: bookingId }, fetchPolicy: 'cache-and-network' });
  const booking = data?.booking;
  const [dialog, setDialog] = useState<'assign' | 'edit' | 'status' | null>(null);
  // A new audit read after each change of this booking (remounts the list, which reads cache-and-network).
  const [auditVersion, setAuditVersion] = useState(0);
  const changed = () => {
    setDialog(null);
    setAuditVersion((v) => v + 1);
  };

  if (error && !booking) {
    return (
      <Box sx={{ p: 2.5 }}>
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load this booking" />
      </Box>
    );
  }
  if (!booking) {
    return (
      <Stack spacing={2} sx={{ p: 2.5 }} aria-busy="true" aria-label="Loading the booking">
        <Skeleton variant="text" width="60%" height={32} />
        <Skeleton variant="rounded" height={36} width="70%" />
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }

  const changeable = CHANGEABLE.has(booking.status);
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
        {changeable && (
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setDialog('assign')}>
            {booking.cleaner ? 'Reassign cleaner' : 'Assign cleaner'}
          </Button>
        )}
        {changeable && (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setDialog('edit')}>
            Edit details
          </Button>
        )}
        <Button variant="outlined" startIcon={<SyncAltRounded />} onClick={() => setDialog('status')}>
          Change status
        </Button>
      </Stack>

      <Section title="Details">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
          <Field label="Service">{booking.service.name}</Field>
          <Field label="When">
            {formatDay(booking.scheduledAt)}, {formatTimeRange(booking.scheduledAt, booking.endsAt)} ({formatHours(booking.durationHours)})
          </Field>
          <Field label="Address">
            {booking.address ?? 'Not given'}, {booking.city} {booking.zipCode}
          </Field>
          <Field label="Customer">
            {customerName}
            {booking.customer.email && <Line>{booking.customer.email}</Line>}
            {booking.customer.phone && <Line>{booking.customer.phone}</Line>}
          </Field>
          <Field label="Cleaner">
            {cleanerName ?? 'Unassigned'}
            {booking.cleaner?.email && <Line>{booking.cleaner.email}</Line>}
            {booking.cleaner?.phone && <Line>{booking.cleaner.phone}</Line>}
          </Field>
          <Field label="Matching">
            {MATCHING_LABELS[booking.matching] ?? booking.matching}
            {booking.matching === 'chosen' && <Line>{booking.fallbackToBest ? 'Falls back to the best available cleaner' : 'No fallback to other cleaners'}</Line>}
          </Field>
          <Field label="Price">
            {formatMoney(booking.hourlyRateCents)}/h × {formatHours(booking.durationHours)} = <strong>{formatMoney(booking.totalCents)}</strong>
            <Line>{booking.priceTier === 'member' ? 'Member rate' : 'Regular rate'}</Line>
          </Field>
          <Field label="Notes">{booking.notes || 'None'}</Field>
          <Field label="Reference">
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
              {booking.id}
            </Box>
          </Field>
        </Box>
      </Section>

      {booking.messageThread && <AdminMessagesSection bookingId={booking.id} thread={booking.messageThread} />}

      <Section title="Requests to cleaners">
        <BookingOffers booking={booking} />
      </Section>

      <Section title="Timeline">
        <BookingHistory booking={booking} />
      </Section>

      <Section title="Admin changes">
        <BookingAuditList key={auditVersion} bookingId={booking.id} names={names} />
      </Section>

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Line({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
      {children}
    </Box>
  );
}

