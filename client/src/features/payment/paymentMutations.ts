/**
 * The payment page's two mutations (docs/decisions/0016), one hook each with its cache
 * update next to it:
 * - `createPaymentIntent(bookingId)`: the server's open PaymentIntent for the booking (idempotent:
 *   calling again for the same unpaid booking gives the same intent) and whether the embedded test
 *   gateway runs;
 * - `confirmPayment(paymentIntentId, paymentMethodId?)`: charges the intent (test gateway: with the
 *   test PaymentMethod the card form chose; Stripe: reads the result of the browser's confirmation)
 *   and returns the Payment and the Booking. The returned booking (paymentStatus, payments) is
 *   normalized by Apollo, so every page showing it updates without a refetch. A decline comes back
 *   as the PaymentError member ('Your card was declined.'); the server then records the attempt,
 *   so the cached booking's payment fields are evicted and read again.
 * Both resolve to an Outcome (lib/mutation.ts) and never throw.
 */
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';

const CreatePaymentIntentMutation = graphql(`
  mutation CreatePaymentIntent($bookingId: ID!) {
    createPaymentIntent(bookingId: $bookingId) {
      __typename
      ... on MutationCreatePaymentIntentSuccess {
        data {
          testMode
          paymentIntent {
            id
            clientSecret
            amountCents
            currency
            status
          }
        }
      }
      ...ErrorFields
    }
  }
`);

const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($paymentIntentId: String!, $paymentMethodId: String) {
    confirmPayment(paymentIntentId: $paymentIntentId, paymentMethodId: $paymentMethodId) {
      __typename
      ... on MutationConfirmPaymentSuccess {
        data {
          payment {
            id
            kind
            amountCents
            currency
            status
            gatewayId
            failureMessage
            createdAt
          }
          booking {
            id
            status
            paymentStatus
            payments {
              id
              kind
              amountCents
              currency
              status
              gatewayId
              failureMessage
              createdAt
            }
          }
        }
      }
      ...ErrorFields
    }
  }
`);

/** The intent the page pays (amount in cents, ISO currency in lower case as Stripe writes it). */
export interface OpenPaymentIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: string;
}

/** Creates (or re-reads, idempotently) the booking's open PaymentIntent: the Outcome's data is `{ testMode, paymentIntent }`. */
export function useCreatePaymentIntent() {
  const [run, state] = useResultMutation(CreatePaymentIntentMutation);
  const create = useCallback((bookingId: string) => run({ bookingId }), [run]);
  return [create, state] as const;
}

/** The payment the server recorded for a successful confirmation. */
export interface ConfirmedPayment {
  id: string;
  amountCents: number;
  currency: string;
  status: string;
  gatewayId: string;
  createdAt: string;
}

/**
 * Confirms a PaymentIntent: the Outcome's data is `{ payment, booking }`; a decline is a failure
 * whose `error.type` is PAYMENT_ERROR (the gateway refused the card, with its message). On success
 * the returned booking updates the cache; on a decline the cached booking's `paymentStatus` and
 * `payments` are evicted, so the pages showing them read the server's record (docs/decisions/0016).
 */
export function useConfirmPayment(bookingId: string) {
  const [run, state] = useResultMutation(ConfirmPaymentMutation, {
    update(cache, { data }) {
      if (data?.confirmPayment.__typename !== 'PaymentError') return;
      const id = cache.identify({ __typename: 'Booking', id: bookingId });
      cache.evict({ id, fieldName: 'paymentStatus' });
      cache.evict({ id, fieldName: 'payments' });
      cache.gc();
    },
  });
  const confirm = useCallback((paymentIntentId: string, paymentMethodId?: string) => run({ paymentIntentId, paymentMethodId }), [run]);
  return [confirm, state] as const;
}
