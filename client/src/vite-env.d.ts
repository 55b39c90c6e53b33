/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Display name of the product (default "Comfort Life"). */
  readonly VITE_APP_NAME?: string;
  /** Support e-mail address used by the error screen and contact cards. */
  readonly VITE_SUPPORT_EMAIL?: string;
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
