import { useEffect, useState } from 'react';

/** sessionStorage key set when the visitor dismissed the SuperSaver promo. */
export const PROMO_DISMISS_KEY = 'promoDismissed';
/** The floating promo shows this long after the landing page opened (spec section 9). */
export const PROMO_SHOW_AFTER_MS = 6000;

function promoDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(PROMO_DISMISS_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * True once the floating promo is due: {@link PROMO_SHOW_AFTER_MS} after mounting, unless it was
 * dismissed in this session. The promo's own code loads then (docs/decisions/0017-landing-speed.md).
 */
export function usePromoDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (promoDismissed()) return undefined;
    const timer = setTimeout(() => setDue(true), PROMO_SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return due;
}
