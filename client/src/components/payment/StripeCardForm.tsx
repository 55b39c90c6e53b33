/**
 * A card for a membership in Stripe mode (issue 8; decision 0019 "Saved cards"): Stripe's Payment
 * Element without an intent (`paymentMethodCreation: 'manual'`), which turns what the customer
 * types into a PaymentMethod (`pm_...`) in the browser; `onPaymentMethod` sends that id to the
 * server, which charges it on the customer's Stripe Customer and keeps it for renewals
 * (`setup_future_usage: off_session`). Card details never reach our server.
 *
 * `amountCents` of 50 or more shows the Element for a payment of that amount; less (saving a card,
 * or an upgrade too small to charge) shows it for setting up a card only. Loaded with React.lazy
 * in Stripe mode only; Stripe.js itself loads when this form mounts (components/payment/stripeLoader.ts).
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
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { STRIPE_LOAD_ERROR, useStripeJs } from './stripeLoader';

/** Stripe's smallest charge in USD, cents. */
const STRIPE_MIN_CHARGE_CENTS = 50;

export interface StripeCardFormProps {
  publishableKey: string;
  /** What the server will charge now, in cents (0 when only saving the card). */
  amountCents: number;
  /** The button's text. */
  submitLabel: string;
  /** The button's text while the card is being created and sent. */
  busyLabel: string;
  /** Gets the new PaymentMethod id; the caller sends it to the server and shows its answer. */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
}

/** The Payment Element and its button, once Stripe.js has loaded; a clear error (with retry) if it cannot. */
export default function StripeCardForm(props: StripeCardFormProps) {
  const { stripe, failed, retry } = useStripeJs(props.publishableKey);
  if (failed) {
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
      <Stack spacing={1.5} aria-busy aria-label="Loading the secure card form">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  }
  const options: StripeElementsOptions =
    props.amountCents >= STRIPE_MIN_CHARGE_CENTS
      ? { mode: 'payment', amount: props.amountCents, currency: 'usd', setupFutureUsage: 'off_session', paymentMethodCreation: 'manual', appearance: { theme: 'stripe' } }
      : { mode: 'setup', currency: 'usd', paymentMethodCreation: 'manual', appearance: { theme: 'stripe' } };
  return (
    <Elements stripe={stripe} options={options}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ submitLabel, busyLabel, onPaymentMethod }: StripeCardFormProps) {
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
        // Checks the fields (their own messages show inside the Element), then creates the card.
        const checked = await elements.submit();
        if (checked.error) {
          setMessage(checked.error.message ?? 'Please check your card details and try again.');
          return;
        }
        const { error, paymentMethod } = await stripe.createPaymentMethod({ elements });
        if (error || !paymentMethod) {
          setMessage(error?.message ?? 'Please check your card details and try again.');
          return;
        }
        await onPaymentMethod(paymentMethod.id);
      } finally {
        setBusy(false);
      }
    },
    [stripe, elements, busy, onPaymentMethod],
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label="Card details" spacing={2.5}>
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
        {busy ? busyLabel : submitLabel}
      </Button>
    </Stack>
  );
}
