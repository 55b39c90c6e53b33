/**
 * The payment page's two mutations (issue 7 "Payments (customer)"), one hook each with its cache
 * update next to it:
 * - `createPaymentIntent(bookingId)`: the server's open PaymentIntent for the booking (idempotent:
 *   calling again for the same unpaid booking gives the same intent) and whether the embedded test
 *   gateway runs;
 * - `confirmPayment(paymentIntentId, paymentMethodId?)`: charges the intent (test gateway: with the
 *   test PaymentMethod the card form chose; Stripe: reads the result of the browser's confirmation)
 *   and returns the Payment and the Booking. The returned booking (paymentStatus, payments) is
 *   normalized by Apollo, so every page showing it updates without a refetch. A decline comes back
 *   as the PaymentError member ('Your card was declined.'); the booking is then `failed` on the
 *   server, and the cached booking says so too.
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { defaultMessage, errorMessage, mutationErrorMessage } from '../../lib/errors';

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
      ... on Error {
        code
        message
      }
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
      ... on Error {
        code
        message
      }
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

/** What `createPaymentIntent` gave: the intent and the gateway mode, or a message to show. */
export type CreateIntentResult =
  | { ok: true; intent: OpenPaymentIntent; testMode: boolean }
  | { ok: false; code: string; message: string };

/** Creates (or re-reads, idempotently) the booking's open PaymentIntent. Never throws. */
export function useCreatePaymentIntent() {
  const [mutate, state] = useMutation(CreatePaymentIntentMutation);
  async function create(bookingId: string): Promise<CreateIntentResult> {
    try {
      const { data } = await mutate({ variables: { bookingId } });
      const result = data?.createPaymentIntent;
      if (result?.__typename === 'MutationCreatePaymentIntentSuccess') {
        return { ok: true, intent: result.data.paymentIntent, testMode: result.data.testMode };
      }
      if (result && 'code' in result) return { ok: false, code: result.code, message: mutationErrorMessage(result) };
      return { ok: false, code: 'UNKNOWN_ERROR', message: defaultMessage('UNKNOWN_ERROR') };
    } catch (error) {
      return { ok: false, code: 'UNKNOWN_ERROR', message: errorMessage(error) };
    }
  }
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
 * What `confirmPayment` gave: the recorded payment, a decline (`declined`: the gateway refused the
 * card, with its message) or another error (`declined: false`).
 */
export type ConfirmResult =
  | { ok: true; payment: ConfirmedPayment }
  | { ok: false; declined: boolean; message: string };

/**
 * Confirms a PaymentIntent. On success the returned booking updates the cache; on a decline the
 * cached booking's `paymentStatus` becomes `failed`, as the server records it (issue 7). Never throws.
 */
export function useConfirmPayment(bookingId: string) {
  const [mutate, state] = useMutation(ConfirmPaymentMutation, {
    update(cache, { data }) {
      if (data?.confirmPayment.__typename !== 'PaymentError') return;
      cache.modify({
        id: cache.identify({ __typename: 'Booking', id: bookingId }),
        fields: { paymentStatus: () => 'failed' },
      });
    },
  });
  async function confirm(paymentIntentId: string, paymentMethodId?: string): Promise<ConfirmResult> {
    try {
      const { data } = await mutate({ variables: { paymentIntentId, paymentMethodId } });
      const result = data?.confirmPayment;
      if (result?.__typename === 'MutationConfirmPaymentSuccess') return { ok: true, payment: result.data.payment };
      if (result && 'code' in result) {
        return { ok: false, declined: result.code === 'PAYMENT_ERROR', message: mutationErrorMessage(result) };
      }
      return { ok: false, declined: false, message: defaultMessage('UNKNOWN_ERROR') };
    } catch (error) {
      return { ok: false, declined: false, message: errorMessage(error) };
    }
  }
  return [confirm, state] as const;
}
