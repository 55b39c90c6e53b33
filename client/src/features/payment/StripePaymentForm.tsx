/**
 * Stripe mode of the payment page (docs/decisions/0016: `STRIPE_PUBLISHABLE_KEY` set): the Payment Element
 * through @stripe/react-stripe-js. This module is loaded with React.lazy only in Stripe mode, and
 * Stripe.js itself (a script from Stripe's CDN, which Stripe requires to be loaded from js.stripe.com)
 * is requested only when this form mounts, through `@stripe/stripe-js/pure` (no load on import).
 * When the script cannot be loaded (offline, blocked) the form says so and offers a retry.
 *
 * Paying: `stripe.confirmPayment({ elements, redirect: 'if_required' })` confirms in the browser
 * (3-D Secure and other actions included); then `onConfirmed(paymentIntentId)` lets the server read
 * the result (`confirmPayment(paymentIntentId)`). A card error from Stripe is a decline.
 */
import { Elements } from '@stripe/react-stripe-js';
import { formatMoney } from '../../components/booking/format';
import { StripeElementForm, StripeGate } from '../../components/payment/StripeParts';

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
  const { publishableKey, clientSecret, paymentIntentId, amountCents, onConfirmed, onDeclined } = props;
  return (
    <StripeGate publishableKey={publishableKey} loadingLabel="Loading the secure payment form">
      {(stripe) => (
        <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
          <StripeElementForm
            ariaLabel="Payment details"
            submitLabel={`Pay ${formatMoney(amountCents)}`}
            busyLabel="Processing payment..."
            onSubmit={async (loaded, elements) => {
              const { error, paymentIntent } = await loaded.confirmPayment({
                elements,
                redirect: 'if_required',
                // Only used by payment methods that leave the page; the page reads the result on return.
                confirmParams: { return_url: window.location.href },
              });
              if (error) {
                // Card errors are declines; validation errors are shown inside the Payment Element too.
                if (error.type === 'card_error') {
                  onDeclined(error.message ?? 'Your card was declined.');
                  return null;
                }
                return error.message ?? 'Please check your payment details and try again.';
              }
              await onConfirmed(paymentIntent?.id ?? paymentIntentId);
              return null;
            }}
          />
        </Elements>
      )}
    </StripeGate>
  );
}
