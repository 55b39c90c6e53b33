/**
 * The Stripe card form (StripeCardForm), loaded only when a page in Stripe mode shows it: neither
 * its code nor @stripe/react-stripe-js is in a test-mode or visitor's bundle.
 */
import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { StripeCardFormProps } from './StripeCardForm';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** StripeCardForm behind React.lazy, with a placeholder of its height while its code loads. */
export function StripeCard(props: StripeCardFormProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={180} aria-label="Loading the secure card form" />}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}
