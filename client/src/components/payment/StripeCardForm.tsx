/**
 * A card for a membership in Stripe mode (decision 0019 "Saved cards"): Stripe's Payment
 * Element without an intent (`paymentMethodCreation: 'manual'`), which turns what the customer
 * types into a PaymentMethod (`pm_...`) in the browser; `onPaymentMethod` sends that id to the
 * server, which charges it on the customer's Stripe Customer and keeps it for renewals
 * (`setup_future_usage: off_session`). Card details never reach our server.
 *
 * `amountCents` of 50 or more shows the Element for a payment of that amount; less (saving a card,
 * or an upgrade too small to charge) shows it for setting up a card only. Loaded with React.lazy
 * in Stripe mode only; Stripe.js itself loads when this form mounts (components/payment/stripeLoader.ts).
 */
import { Elements } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { StripeElementForm, StripeGate } from './StripeParts';

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
export default function StripeCardForm({ publishableKey, amountCents, submitLabel, busyLabel, onPaymentMethod }: StripeCardFormProps) {
  const options: StripeElementsOptions =
    amountCents >= STRIPE_MIN_CHARGE_CENTS
      ? { mode: 'payment', amount: amountCents, currency: 'usd', setupFutureUsage: 'off_session', paymentMethodCreation: 'manual', appearance: { theme: 'stripe' } }
      : { mode: 'setup', currency: 'usd', paymentMethodCreation: 'manual', appearance: { theme: 'stripe' } };
  return (
    <StripeGate publishableKey={publishableKey} loadingLabel="Loading the secure card form">
      {(stripe) => (
        <Elements stripe={stripe} options={options}>
          <StripeElementForm
            ariaLabel="Card details"
            submitLabel={submitLabel}
            busyLabel={busyLabel}
            onSubmit={async (loaded, elements) => {
              // Checks the fields (their own messages show inside the Element), then creates the card.
              const checked = await elements.submit();
              if (checked.error) return checked.error.message ?? 'Please check your card details and try again.';
              const { error, paymentMethod } = await loaded.createPaymentMethod({ elements });
              if (error || !paymentMethod) return error?.message ?? 'Please check your card details and try again.';
              await onPaymentMethod(paymentMethod.id);
              return null;
            }}
          />
        </Elements>
      )}
    </StripeGate>
  );
}
