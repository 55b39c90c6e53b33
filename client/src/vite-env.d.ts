/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Display name of the product (default "Comfort Life"). */
  readonly VITE_APP_NAME?: string;
  /** Support e-mail address used by the error screen and contact cards. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Press contact e-mail shown on /press (default: VITE_SUPPORT_EMAIL). */
  readonly VITE_PRESS_EMAIL?: string;
  /** The product's Facebook profile (absolute http(s) URL); unset: no Facebook icon in the footer. */
  readonly VITE_SOCIAL_FACEBOOK_URL?: string;
  /** The product's Instagram profile (absolute http(s) URL); unset: no Instagram icon in the footer. */
  readonly VITE_SOCIAL_INSTAGRAM_URL?: string;
  /** The product's X profile (absolute http(s) URL); unset: no X icon in the footer. */
  readonly VITE_SOCIAL_X_URL?: string;
  /** The product's LinkedIn page (absolute http(s) URL); unset: no LinkedIn icon in the footer. */
  readonly VITE_SOCIAL_LINKEDIN_URL?: string;
  /** Support phone number shown on the landing page. */
  readonly VITE_SUPPORT_PHONE?: string;
  /** Absolute ws(s):// URL of the GraphQL WebSocket endpoint (default: same host, /graphql). */
  readonly VITE_GRAPHQL_WS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Optional error-reporting service (spec section 2 "Error screen"), e.g. installed by a monitoring snippet. */
interface ErrorReporter {
  captureException(error: unknown, context?: Record<string, unknown>): void;
}

interface Window {
  errorReporter?: ErrorReporter;
}
