/**
 * /payment/:bookingId (customer; docs/decisions/0016): the booking's summary and the way
 * to pay it.
 *
 * On load the page asks the server for the booking's open PaymentIntent (`createPaymentIntent`,
 * idempotent: a reload or a second tab gets the same intent, never a second charge). Then:
 * - test mode (`paymentConfig.testMode`, the embedded gateway): a "Test mode: no money moves"
 *   banner and a card form that takes Stripe's test cards and sends only the matching test
 *   PaymentMethod id to `confirmPayment`;
 * - Stripe mode (a publishable key): the Payment Element, loaded lazily, confirmed in the browser
 *   and then read by the server (`confirmPayment(paymentIntentId)`).
 * Results: 'Payment received' with the amount and a link to the booking, or the gateway's decline
 * message with "Pay again"; focus moves to the result's heading. A booking already paid, or
 * cancelled / rejected, gets its own state instead of a form. The confirmed booking comes back from
 * `confirmPayment`, so its payment status updates in the normalized cache everywhere.
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CreditCardOffRounded from '@mui/icons-material/CreditCardOffRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import { PageTitle } from '../../components/ui/PageTitle';
import { PaymentStatusChip } from '../../components/booking/PaymentStatusChip';
import { CLOSED_BOOKING_STATUSES, automaticChargeNote, isPayable } from '../../components/booking/payability';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { formatDateTime, formatDay, formatMoney } from '../../components/booking/format';
import { graphql } from '../../gql';
import type { PaymentPage_BookingFragment } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { errorCode } from '../../lib/errors';
import {
  useConfirmPayment,
  useCreatePaymentIntent,
  type ConfirmedPayment,
  type OpenPaymentIntent,
} from './paymentMutations';
import { TestCardForm } from '../../components/payment/TestCardForm';
import { TestModeBanner } from '../../components/payment/TestModeBanner';
import { BookingSummary, PaymentSkeleton, Result } from './PaymentParts';

/** The Stripe form (and @stripe/react-stripe-js with it) loads only in Stripe mode. */
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

export const PaymentPage_booking = graphql(`
  fragment PaymentPage_booking on Booking {
    id
    status
    statusLabel
    paymentStatus
    recurring
    service {
      id
      name
    }
    scheduledAt
    endsAt
    durationHours
    address
    city
    zipCode
    totalCents
  }
`);

const PaymentPageQuery = graphql(`
  query PaymentPage($bookingId: ID!) {
    booking(id: $bookingId) {
      id
      ...PaymentPage_booking
    }
    paymentConfig {
      testMode
      publishableKey
    }
  }
`);

/** Where the payment stands on this page. */
type Phase =
  | { kind: 'preparing' }
  | { kind: 'intentError'; message: string }
  | { kind: 'ready'; intent: OpenPaymentIntent; testMode: boolean }
  | { kind: 'confirming' }
  | { kind: 'declined'; message: string }
  | { kind: 'failed'; message: string; intent: OpenPaymentIntent; testMode: boolean }
  | { kind: 'paid'; payment: ConfirmedPayment };

/** Booking link (the customer's detail page). */
const bookingPath = (id: string) => `/customer/bookings/${id}`;

/** The payment page: loads the booking and the gateway mode, then shows the summary and the right state. */
export default function PaymentPage() {
  const { bookingId = '' } = useParams<{ bookingId: string }>();
  const { data, loading, error, refetch } = useQuery(PaymentPageQuery, {
    variables: { bookingId },
    fetchPolicy: 'cache-and-network',
  });

  if (!data?.booking) {
    if (loading) return <PaymentSkeleton />;
    const code = error ? errorCode(error) : 'NOT_FOUND_ERROR';
    if (code === 'NOT_FOUND_ERROR' || code === 'AUTHORIZATION_ERROR') {
      return (
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
          <PageTitle title="Booking not found" />
          <StateMessage
            headingLevel="h1"
            icon={<SearchOffRounded />}
            title="Booking not found"
            description="We couldn't find a booking of yours to pay. The link may be wrong or the booking was removed."
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
        <PageTitle title="Payment" />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 3 }}>
          Payment
        </Typography>
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load this booking" />
      </Container>
    );
  }

  return (
    <PaymentView
      booking={data.booking}
      testMode={data.paymentConfig.testMode}
      publishableKey={data.paymentConfig.publishableKey ?? null}
    />
  );
}

function PaymentView({
  booking,
  testMode: configTestMode,
  publishableKey,
}: {
  booking: PaymentPage_BookingFragment;
  testMode: boolean;
  publishableKey: string | null;
}) {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [createIntent] = useCreatePaymentIntent();
  const [confirm] = useConfirmPayment(booking.id);
  const [phase, setPhase] = useState<Phase>({ kind: 'preparing' });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const started = useRef<string | null>(null);

  const closed = CLOSED_BOOKING_STATUSES.has(booking.status);
  const payable = isPayable(booking);
  // A plan visit is charged automatically (no intent is opened here): what its charge is doing.
  const automatic = automaticChargeNote(booking);

  const prepare = useCallback(async () => {
    setPhase({ kind: 'preparing' });
    const outcome = await createIntent(booking.id);
    if (outcome.ok) setPhase({ kind: 'ready', intent: outcome.data.paymentIntent, testMode: outcome.data.testMode });
    else setPhase({ kind: 'intentError', message: outcome.message });
  }, [booking.id, createIntent]);

  const finish = useCallback(
    async (paymentIntentId: string, paymentMethodId?: string) => {
      const outcome = await confirm(paymentIntentId, paymentMethodId);
      if (outcome.ok) setPhase({ kind: 'paid', payment: outcome.data.payment });
      else if (outcome.error.type === 'PAYMENT_ERROR') setPhase({ kind: 'declined', message: outcome.message });
      else setPhase((current) => (current.kind === 'ready' ? { ...current, kind: 'failed', message: outcome.message } : { kind: 'intentError', message: outcome.message }));
    },
    [confirm],
  );

  // Start once per booking: read the result of a Stripe redirect, or get the open intent.
  useEffect(() => {
    if (!payable || started.current === booking.id) return;
    started.current = booking.id;
    const returnedIntent = params.get('payment_intent');
    if (returnedIntent && params.get('redirect_status')) {
      const next = new URLSearchParams(params);
      for (const key of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) next.delete(key);
      setParams(next, { replace: true });
      setPhase({ kind: 'confirming' });
      void finish(returnedIntent);
      return;
    }
    void prepare();
  }, [payable, booking.id, params, setParams, prepare, finish]);

  // Results take focus, so screen readers announce them and keyboards continue from there.
  useEffect(() => {
    if (phase.kind === 'paid' || phase.kind === 'declined') resultHeading.current?.focus();
  }, [phase.kind]);

  let panel: ReactNode;
  if (phase.kind === 'paid') {
    panel = (
      <Result
        headingRef={resultHeading}
        icon={<CheckCircleRounded />}
        tone="success"
        title="Payment received"
        actions={
          <Button component={RouterLink} to={bookingPath(booking.id)} variant="contained">
            View booking
          </Button>
        }
      >
        <Typography>
          We received <strong>{formatMoney(phase.payment.amountCents)}</strong> for your {booking.service.name} on{' '}
          {formatDay(booking.scheduledAt)}. The payment is listed on your booking.
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Reference {phase.payment.gatewayId} · {formatDateTime(phase.payment.createdAt)}
        </Typography>
      </Result>
    );
  } else if (closed) {
    panel = (
      <Result
        headingRef={resultHeading}
        icon={<EventBusyRounded />}
        tone="neutral"
        title="This booking can't be paid"
        actions={
          <Button component={RouterLink} to={bookingPath(booking.id)} variant="contained">
            View booking
          </Button>
        }
      >
        <Typography>
          This booking was {booking.status === 'rejected' ? 'rejected' : 'cancelled'}, so there is nothing to pay.
        </Typography>
      </Result>
    );
  } else if (automatic) {
    panel = (
      <Result
        headingRef={resultHeading}
        icon={<EventRepeatRounded />}
        tone="neutral"
        title="This plan visit is charged automatically"
        actions={
          <Button component={RouterLink} to={bookingPath(booking.id)} variant="contained">
            View booking
          </Button>
        }
      >
        <Typography>{automatic}</Typography>
      </Result>
    );
  } else if (!payable) {
    panel = (
      <Result
        headingRef={resultHeading}
        icon={<TaskAltRounded />}
        tone="success"
        title="This booking is already paid"
        actions={
          <Button component={RouterLink} to={bookingPath(booking.id)} variant="contained">
            View booking
          </Button>
        }
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>Payment status:</Typography>
          <PaymentStatusChip status={booking.paymentStatus} />
        </Stack>
      </Result>
    );
  } else if (phase.kind === 'declined') {
    panel = (
      <Result
        headingRef={resultHeading}
        icon={<CreditCardOffRounded />}
        tone="error"
        title="Payment declined"
        actions={
          <>
            <Button variant="contained" onClick={() => void prepare()}>
              Pay again
            </Button>
            <Button component={RouterLink} to={bookingPath(booking.id)}>
              View booking
            </Button>
          </>
        }
      >
        <Alert severity="error">{phase.message}</Alert>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          Nothing was charged. You can try again with another card.
        </Typography>
      </Result>
    );
  } else if (phase.kind === 'preparing' || phase.kind === 'confirming') {
    panel = (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>
          {phase.kind === 'preparing' ? 'Preparing a secure payment...' : 'Checking your payment...'}
        </Typography>
      </Stack>
    );
  } else if (phase.kind === 'intentError') {
    panel = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void prepare()}>
            Try again
          </Button>
        }
      >
        <AlertTitle>We couldn't start the payment</AlertTitle>
        {phase.message}
      </Alert>
    );
  } else {
    const testMode = phase.testMode || configTestMode;
    panel = (
      <Stack spacing={2.5}>
        {phase.kind === 'failed' && (
          <Alert severity="error" role="alert">
            {phase.message}
          </Alert>
        )}
        {testMode ? (
          <>
            <TestModeBanner />
            <TestCardForm
              amountCents={phase.intent.amountCents}
              defaultName={user ? `${user.firstName} ${user.lastName}`.trim() : ''}
              onPay={(paymentMethodId) => finish(phase.intent.id, paymentMethodId)}
            />
          </>
        ) : publishableKey ? (
          <Suspense fallback={<Skeleton variant="rounded" height={200} aria-label="Loading the secure payment form" />}>
            <StripePaymentForm
              publishableKey={publishableKey}
              clientSecret={phase.intent.clientSecret}
              paymentIntentId={phase.intent.id}
              amountCents={phase.intent.amountCents}
              onConfirmed={(id) => finish(id)}
              onDeclined={(message) => setPhase({ kind: 'declined', message })}
            />
          </Suspense>
        ) : (
          <Alert severity="error" role="alert">
            Card payments are not available right now. Please try again later or contact support.
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <LockRounded fontSize="small" aria-hidden />
          <Typography variant="body2">
            {testMode
              ? 'Your card number stays in this browser: test mode sends only the test card type.'
              : 'Card details go straight to Stripe over an encrypted connection; we never see them.'}
          </Typography>
        </Stack>
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={`Payment: ${booking.service.name}`} />
      <Button component={RouterLink} to={bookingPath(booking.id)} startIcon={<ArrowBackRounded />} sx={{ mb: 2, ml: -1 }}>
        Back to booking
      </Button>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 3 }}>
        Pay for your booking
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '360px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <BookingSummary booking={booking} />
        <Paper component="section" variant="outlined" aria-labelledby="payment-panel-title" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography id="payment-panel-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
            Payment
          </Typography>
          {panel}
        </Paper>
      </Box>
    </Container>
  );
}
