/** Client configuration, parsed once from `VITE_*` variables (conventions: "Client config"). */

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function wsUrl(): string {
  const configured = import.meta.env.VITE_GRAPHQL_WS_URL?.trim();
  if (configured) return configured;
  if (typeof window === 'undefined') return 'ws://127.0.0.1:4000/graphql';
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

export const config = Object.freeze({
  appName: text(import.meta.env.VITE_APP_NAME, 'Comfort Life'),
  supportEmail: text(import.meta.env.VITE_SUPPORT_EMAIL, 'support@comfortlife.test'),
  supportPhone: text(import.meta.env.VITE_SUPPORT_PHONE, '+1 (800) 555-0199'),
  graphqlHttpUrl: '/graphql',
  graphqlWsUrl: wsUrl(),
  /** Spec section 9: API timeout. */
  apiTimeoutMs: 30_000,
  isDev: import.meta.env.DEV,
});
