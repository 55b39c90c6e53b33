/**
 * Stripe.js for the forms of Stripe mode (the booking payment page and the membership card forms).
 * Stripe requires its script to come from js.stripe.com, so it is requested only when such a form
 * mounts, through `@stripe/stripe-js/pure` (nothing loads on import), and a form that cannot get it
 * (offline, blocked) says so and offers a retry.
 */
import { useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/** How long Stripe.js may take to load before the form gives up and offers a retry. */
const LOAD_TIMEOUT_MS = 15_000;

/** Shown when Stripe.js cannot be loaded. */
export const STRIPE_LOAD_ERROR =
  "We couldn't load Stripe's secure payment form. Check your connection (and any content blocker) and try again.";

/** Loads Stripe.js for `publishableKey`, failing after LOAD_TIMEOUT_MS. */
export async function loadStripeWithTimeout(publishableKey: string): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Stripe.js load timed out')), LOAD_TIMEOUT_MS);
  });
  try {
    const stripe = await Promise.race([loadStripe(publishableKey), timeout]);
    if (!stripe) throw new Error('Stripe.js is not available here');
    return stripe;
  } finally {
    clearTimeout(timer);
  }
}

/** Stripe.js for `publishableKey`: `stripe` once loaded, `failed` when it could not be, `retry` to try again. */
export function useStripeJs(publishableKey: string): { stripe: Stripe | null; failed: boolean; retry: () => void } {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadStripeWithTimeout(publishableKey).then(
      (loaded) => live && setStripe(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);
  return { stripe, failed, retry: () => setAttempt((n) => n + 1) };
}
