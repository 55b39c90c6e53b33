/** Client configuration, parsed once from `VITE_*` variables (conventions: "Client config"). */

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** An absolute http(s) URL, or null when unset or not one (a typo never becomes a dead link). */
function webUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The social networks the footer links to (spec section 1: four networks). */
export type SocialNetwork = 'Facebook' | 'Instagram' | 'X' | 'LinkedIn';

/** The product's configured profiles, in the footer's order; networks without a URL are left out. */
function socialLinks(): readonly { network: SocialNetwork; url: string }[] {
  const configured: [SocialNetwork, string | null][] = [
    ['Facebook', webUrl(import.meta.env.VITE_SOCIAL_FACEBOOK_URL)],
    ['Instagram', webUrl(import.meta.env.VITE_SOCIAL_INSTAGRAM_URL)],
    ['X', webUrl(import.meta.env.VITE_SOCIAL_X_URL)],
    ['LinkedIn', webUrl(import.meta.env.VITE_SOCIAL_LINKEDIN_URL)],
  ];
  return Object.freeze(
    configured.flatMap(([network, url]) => (url ? [Object.freeze({ network, url })] : [])),
  );
}

function wsUrl(): string {
  const configured = import.meta.env.VITE_GRAPHQL_WS_URL?.trim();
  if (configured) return configured;
  if (typeof window === 'undefined') return 'ws://127.0.0.1:4000/graphql';
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

const supportEmail = text(import.meta.env.VITE_SUPPORT_EMAIL, 'support@comfortlife.test');

export const config = Object.freeze({
  appName: text(import.meta.env.VITE_APP_NAME, 'Comfort Life'),
  supportEmail,
  /** Press contact shown on /press; the support address when none is configured. */
  pressEmail: text(import.meta.env.VITE_PRESS_EMAIL, supportEmail),
  /** The product's social profiles shown in the footer; empty when none is configured. */
  socialLinks: socialLinks(),
  supportPhone: text(import.meta.env.VITE_SUPPORT_PHONE, '+1 (800) 555-0199'),
  graphqlHttpUrl: '/graphql',
  graphqlWsUrl: wsUrl(),
  /** Spec section 9: API timeout. */
  apiTimeoutMs: 30_000,
  isDev: import.meta.env.DEV,
});
