/**
 * Stripe mode of the payment page (issue 7: `STRIPE_PUBLISHABLE_KEY` set): the Payment Element
 * through @stripe/react-stripe-js. This module is loaded with React.lazy only in Stripe mode, and
 * Stripe.js itself (a script from Stripe's CDN, which Stripe requires to be loaded from js.stripe.com)
 * is requested only when this form mounts, through `@stripe/stripe-js/pure` (no load on import).
 * When the script cannot be loaded (offline, blocked) the form says so and offers a retry.
 *
 * Paying: `stripe.confirmPayment({ elements, redirect: 'if_required' })` confirms in the browser
 * (3-D Secure and other actions included); then `onConfirmed(paymentIntentId)` lets the server read
 * the result (`confirmPayment(paymentIntentId)`). A card error from Stripe is a decline.
 */
import { useCallback, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import LockRounded from '@mui/icons-material/LockRounded';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { formatMoney } from '../../components/booking/format';
import { STRIPE_LOAD_ERROR, useStripeJs } from '../../components/payment/stripeLoader';


export interface StripePaymentFormProps {
  publishableKey: string;
  /** The PaymentIntent's client secret (from `createPaymentIntent`). */
  clientSecret: string;
  paymentIntentId: string;
  amountCents: number;
  /** The browser confirmed the intent: the server reads and records the result. */
  onConfirmed: (paymentIntentId: string) => Promise<void>;
  /** Stripe refused the payment (a card error), with Stripe's message. */
  onDeclined: (message: string) => void;
}

/** The Payment Element and its Pay button, once Stripe.js has loaded; a clear error (with retry) if it cannot. */
export default function StripePaymentForm(props: StripePaymentFormProps) {
  const { publishableKey, clientSecret } = props;
  const { stripe, failed: loadFailed, retry } = useStripeJs(publishableKey);

  if (loadFailed) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Try again
          </Button>
        }
      >
        {STRIPE_LOAD_ERROR}
      </Alert>
    );
  }
  if (!stripe) {
    return (
      <Stack spacing={1.5} aria-busy aria-label="Loading the secure payment form">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <CheckoutForm {...props} />
    </Elements>
  );
}

function CheckoutForm({ paymentIntentId, amountCents, onConfirmed, onDeclined }: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!stripe || !elements || busy) return;
      setBusy(true);
      setMessage(null);
      try {
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          // Only used by payment methods that leave the page; the page reads the result on return.
          confirmParams: { return_url: window.location.href },
        });
        if (error) {
          // Card errors are declines; validation errors are shown inside the Payment Element too.
          if (error.type === 'card_error') onDeclined(error.message ?? 'Your card was declined.');
          else setMessage(error.message ?? 'Please check your payment details and try again.');
          return;
        }
        await onConfirmed(paymentIntent?.id ?? paymentIntentId);
      } finally {
        setBusy(false);
      }
    },
    [stripe, elements, busy, onConfirmed, onDeclined, paymentIntentId],
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label="Payment details" spacing={2.5}>
      <Box sx={{ minHeight: 120 }}>
        <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      </Box>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!stripe || !elements || !ready || busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockRounded />}
        sx={{ fontWeight: 700, py: 1.25 }}
      >
        {busy ? 'Processing payment...' : `Pay ${formatMoney(amountCents)}`}
      </Button>
    </Stack>
  );
}
