/**
 * What the two Stripe-mode forms share (the booking payment page's StripePaymentForm and the
 * membership StripeCardForm): the gate that loads Stripe.js (a skeleton meanwhile, the load error
 * with a retry when it cannot), and the form body (Payment Element, a message, the submit button).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import LockRounded from '@mui/icons-material/LockRounded';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { STRIPE_LOAD_ERROR, useStripeJs } from './stripeLoader';

/** Renders `children(stripe)` once Stripe.js has loaded for `publishableKey`. */
export function StripeGate({ publishableKey, loadingLabel, children }: { publishableKey: string; loadingLabel: string; children: (stripe: Stripe) => ReactNode }) {
  const { stripe, failed, retry } = useStripeJs(publishableKey);
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
      <Stack spacing={1.5} aria-busy aria-label={loadingLabel}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  }
  return <>{children(stripe)}</>;
}

/**
 * The Payment Element in a form with its submit button. `onSubmit` gets Stripe and the Elements
 * (both loaded) and answers a message to show under the Element, or null; the button is busy
 * meanwhile and disabled until the Element is ready.
 */
export function StripeElementForm({
  ariaLabel,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  ariaLabel: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (stripe: Stripe, elements: NonNullable<ReturnType<typeof useElements>>) => Promise<string | null>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await onSubmit(stripe, elements));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label={ariaLabel} spacing={2.5}>
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
