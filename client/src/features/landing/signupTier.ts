/**
 * The membership a visitor picks on the landing page, and where a signed-in user goes with it.
 * Kept apart from SignupModal.tsx so the landing page's entry code does not load the modal (its
 * form library and rules load on the first open; docs/decisions/0017-landing-speed.md).
 */

/** The membership a visitor picked before signing up: a tier code ('moon', 'star', 'sun') and its name. */
export interface SignupTier {
  code: string;
  name: string;
}

/** The subscribe path with the chosen tier (spec section 2: /memberships/subscribe). */
export function subscribePath(tier: string): string {
  return `/memberships/subscribe?tier=${encodeURIComponent(tier)}`;
}
