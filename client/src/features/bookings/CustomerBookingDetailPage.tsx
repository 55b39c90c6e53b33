import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import NotesRounded from '@mui/icons-material/NotesRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import TimerRounded from '@mui/icons-material/TimerRounded';
import { AddToCalendarButton } from '../../components/calendar/AddToCalendarButton';
import { PageTitle } from '../../components/ui/PageTitle';
import { graphql } from '../../gql';
import type { CustomerBookingDetailPage_BookingFragment } from '../../gql/graphql';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { errorCode } from '../../lib/errors';
import { formatDateTime, formatDay, formatHours, formatTimeRange } from '../../components/booking/format';
import { isPayable } from '../../components/booking/payability';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { useToast } from '../../lib/toast';
import { BookingTimeline } from './BookingTimeline';
import { CancelBookingDialog } from './CancelBookingDialog';
import { CleanerCard } from './CleanerCard';
import { isCancelledUnfilled, OfferStatus } from './OfferStatus';
import { FavoriteCleanerButton } from './FavoriteCleanerButton';
import { shortPersonName } from '../../../../schema/format';
import { BookingPayments } from './BookingPayments';
import { BookingReview } from './BookingReview';
import { PriceBreakdown } from './PriceBreakdown';
import { MessageThread } from '../../components/messages/MessageThread';
import { LiveStateAlert } from '../../components/messages/LiveStateAlert';
import { AWAITING_CLEANER_BOOKING_STATUSES, CLOSED_BOOKING_STATUSES, isBookingStatusIn } from '../../../../schema/vocabulary';

export const CustomerBookingDetailPage_booking = graphql(`
  fragment CustomerBookingDetailPage_booking on Booking {
    id
    status
    statusLabel
    service {
      id
      name
      category
    }
    cleaner {
      id
      fullName
      ...CleanerCard_user
    }
    cleanerIsFavorite
    scheduledAt
    endsAt
    durationHours
    address
    city
    zipCode
    notes
    paymentStatus
    cancelledAt
    rejectionReason
    allowedActions
    planId
    recurring
    liveState
    liveStateAt
    messageThread {
      ...MessageThread_thread
    }
    ...BookingStatusChip_booking
    ...PriceBreakdown_booking
    ...BookingPayments_booking
    ...BookingTimeline_booking
    ...BookingReview_booking
    ...OfferStatus_booking
  }
`);

const CustomerBookingDetailQuery = graphql(`
  query CustomerBookingDetail($id: ID!) {
    booking(id: $id) {
      id
      ...CustomerBookingDetailPage_booking
    }
  }
`);

const CustomerBookingUpdatedSubscription = graphql(`
  subscription CustomerBookingUpdated($id: ID!) {
    bookingUpdated(id: $id) {
      id
      ...CustomerBookingDetailPage_booking
    }
  }
`);

/**
 * A customer's booking (/customer/bookings/:id): schedule, address, price, payments, cleaner,
 * timeline, live status (with the request cascade: who is asked, until when, who declined; issue
 * 16), favourites and cancellation; the messages with the cleaner and the cleaner's live state
 * ("Your cleaner is on the way", docs/decisions/0034).
 */
export default function CustomerBookingDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(CustomerBookingDetailQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  // Live status: results are normalised by id, so the query above re-renders with the new status.
  useSubscription(CustomerBookingUpdatedSubscription, data?.booking ? { variables: { id } } : skipToken);

  if (!data?.booking) {
    if (loading) return <DetailSkeleton />;
    const code = error ? errorCode(error) : 'NOT_FOUND_ERROR';
    if (code === 'NOT_FOUND_ERROR' || code === 'AUTHORIZATION_ERROR') {
      const forbidden = code === 'AUTHORIZATION_ERROR';
      return (
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
          <PageTitle title={forbidden ? 'No access' : 'Booking not found'} />
          <StateMessage
            headingLevel="h1"
            icon={forbidden ? <LockRounded /> : <SearchOffRounded />}
            title={forbidden ? "You don't have access to this booking" : 'Booking not found'}
            description={
              forbidden
                ? "You don't have permission to do this. Bookings can only be viewed by the customer who made them."
                : "We couldn't find what you're looking for. The link may be wrong or the booking was removed."
            }
            actions={
              <Button component={RouterLink} to="/customer/bookings" variant="contained">
                Back to my bookings
              </Button>
            }
          />
        </Container>
      );
    }
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load this booking" />
      </Container>
    );
  }

  return <BookingDetail booking={data.booking} />;
}

function BookingDetail(props: { booking: CustomerBookingDetailPage_BookingFragment }) {
  const booking = props.booking;
  const notify = useToast();
  const [cancelOpen, setCancelOpen] = useState(false);

  const canCancel = booking.allowedActions.includes('CANCEL');
  const closed = isBookingStatusIn(CLOSED_BOOKING_STATUSES, booking.status);
  const canPay = isPayable(booking);
  // docs/decisions/0019: a completed booking without a review offers "Write a review"; a reviewed one shows it.
  const canReview = booking.status === 'completed' && !booking.review;
  const awaitingCleaner = isBookingStatusIn(AWAITING_CLEANER_BOOKING_STATUSES, booking.status);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={`${booking.service.name}, ${formatDay(booking.scheduledAt)}`} />
      <Button component={RouterLink} to="/customer/bookings" startIcon={<ArrowBackRounded />} sx={{ mb: 2, ml: -1 }}>
        My bookings
      </Button>

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' }, mb: 3 }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <CategoryIcon category={booking.service.category} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
              {booking.service.name}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <Box aria-live="polite">
                <BookingStatusChip booking={booking} size="medium" />
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Booking #{booking.id.slice(-8).toUpperCase()}
              </Typography>
            </Stack>
          </Box>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {canPay && (
            <Button component={RouterLink} to={`/payment/${booking.id}`} variant="contained" startIcon={<PaymentsRounded />}>
              Pay now
            </Button>
          )}
          {canReview && (
            <Button
              component={RouterLink}
              to={`/customer/review/${booking.id}`}
              variant="contained"
              startIcon={<StarRounded />}
            >
              Write a review
            </Button>
          )}
          {!closed && <AddToCalendarButton bookingId={booking.id} />}
          {canCancel && (
            <Button variant="outlined" color="error" onClick={() => setCancelOpen(true)}>
              Cancel booking
            </Button>
          )}
        </Stack>
      </Stack>

      {awaitingCleaner && (
        <Alert severity="info" icon={<PersonSearchRounded />} sx={{ mb: 3 }}>
          We're matching you with a vetted cleaner. You'll be notified as soon as one accepts, and this page updates live.
        </Alert>
      )}
      {canReview && (
        <Alert severity="success" icon={<StarRounded />} sx={{ mb: 3 }}>
          Your job is complete. How did it go? Rating it takes a minute and helps other customers choose.
        </Alert>
      )}
      {booking.status === 'rejected' && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          This booking couldn't be taken{booking.rejectionReason ? `: ${booking.rejectionReason}` : '.'} You can book again
          at another time.
        </Alert>
      )}
      {booking.planId && (
        <Alert
          severity="info"
          icon={<EventRepeatRounded />}
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to={`/customer/plans/${booking.planId}`} color="inherit" size="small">
              View plan
            </Button>
          }
        >
          This visit is part of your recurring plan.
        </Alert>
      )}
      <OfferStatus booking={booking} />
      <LiveStateAlert liveState={booking.liveState} liveStateAt={booking.liveStateAt} status={booking.status} />
      {booking.status === 'cancelled' && !isCancelledUnfilled(booking) && (
        <Alert severity="info" sx={{ mb: 3 }}>
          This booking was cancelled{booking.cancelledAt ? ` on ${formatDateTime(booking.cancelledAt)}` : ''}.
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {booking.messageThread && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}>
              <MessageThread bookingId={booking.id} thread={booking.messageThread} viewer="customer" />
            </Paper>
          )}
          {booking.review && (
            <Card title="Your review">
              <BookingReview booking={booking} />
            </Card>
          )}
          <Card title="Schedule">
            <Stack spacing={1.5}>
              <Fact icon={<EventRounded />} label="Date">
                {formatDay(booking.scheduledAt)}
              </Fact>
              <Fact icon={<ScheduleRounded />} label="Time">
                {formatTimeRange(booking.scheduledAt, booking.endsAt)}
              </Fact>
              <Fact icon={<TimerRounded />} label="Duration">
                {formatHours(booking.durationHours)}
              </Fact>
            </Stack>
          </Card>
          <Card title="Location and notes">
            <Stack spacing={1.5}>
              <Fact icon={<PlaceRounded />} label="Address">
                {booking.address}
                <br />
                {booking.city} {booking.zipCode}
              </Fact>
              <Fact icon={<NotesRounded />} label="Notes">
                {booking.notes ? (
                  <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                    {booking.notes}
                  </Box>
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    No notes
                  </Box>
                )}
              </Fact>
            </Stack>
          </Card>
          <Card title="Timeline">
            <BookingTimeline booking={booking} />
          </Card>
        </Stack>

        <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <Card title="Price">
            <PriceBreakdown booking={booking} />
          </Card>
          <Card title="Payments">
            <BookingPayments booking={booking} />
          </Card>
          <Card title="Your cleaner">
            {booking.cleaner ? (
              <>
                <CleanerCard cleaner={booking.cleaner} />
                {booking.status === 'pending_cleaner_response' && booking.currentOffer && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
                    Asked to take your booking: waiting for {booking.currentOffer.cleanerName} to accept.
                  </Typography>
                )}
                {booking.status === 'completed' && (
                  <FavoriteCleanerButton
                    bookingId={booking.id}
                    cleanerId={booking.cleaner.id}
                    name={shortPersonName(booking.cleaner.fullName ?? '')}
                    favorite={booking.cleanerIsFavorite}
                  />
                )}
              </>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {closed
                  ? 'No cleaner was assigned.'
                  : 'No cleaner assigned yet. We will notify you as soon as a background-checked professional accepts.'}
              </Typography>
            )}
          </Card>
        </Stack>
      </Box>

      {canCancel && (
        <CancelBookingDialog
          open={cancelOpen}
          bookingId={booking.id}
          serviceName={booking.service.name}
          scheduledAt={booking.scheduledAt}
          onClose={() => setCancelOpen(false)}
          onCancelled={() => {
            setCancelOpen(false);
            notify.success('Your booking was cancelled.');
          }}
        />
      )}
    </Container>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} aria-label={title}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {label}
        </Typography>
        <Typography variant="body1" component="div">
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-busy aria-label="Loading booking">
      <Skeleton width={120} sx={{ mb: 2 }} />
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <Skeleton variant="rounded" width={56} height={56} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="50%" height={40} />
          <Skeleton width={160} />
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' } }}>
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Container>
  );
}
