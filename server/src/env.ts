/**
 * Validated configuration (read once at boot). Every variable is documented in README.md's
 * configuration table and in .env.example. An invalid value stops the process with the field
 * errors printed.
 */
import 'dotenv/config';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every configuration variable the app reads, with its rule and default (also read by tests of the deploy manifests). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** HTTP port of the single origin (web app, /graphql, /api). */
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Interface to bind; 0.0.0.0 in containers. */
  HOST: z.string().default('127.0.0.1'),
  /** Public URL of the app, used in mailed links. Defaults to http://localhost:PORT. */
  APP_URL: z.string().url().optional(),
  /**
   * Seconds every request to a cleaner waits for an answer, when set (tests and demos may use
   * seconds): no lead-time scaling. Unset (the default) = the deadline scales with lead time up to
   * MATCHING_MAX_ANSWER_SECONDS (docs/decisions/0045, matching/waves.ts offerDeadline).
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(86_400).optional().or(z.literal('').transform(() => undefined)),
  /** Longest answer time of a request, seconds, when REQUEST_TIMEOUT_SECONDS is unset (default 900 = 15 minutes; docs/decisions/0045). */
  MATCHING_MAX_ANSWER_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Seconds a favourite cleaner is asked alone before the wave (default 300 = 5 minutes; 0 = no head start; docs/decisions/0045). */
  MATCHING_HEAD_START_SECONDS: z.coerce.number().int().min(0).max(3_600).default(300),
  /** Cleaners asked at once per wave of the request cascade (k, default 3; 1 = one at a time; docs/decisions/0045). */
  MATCHING_WAVE_SIZE: z.coerce.number().int().min(1).max(10).default(3),
  /** PostgreSQL connection string. Unset = embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().optional().transform((v) => v || undefined),
  /** pg pool size (real PostgreSQL only). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Where embedded data (PGlite files, generated secrets) lives. */
  DATA_DIR: z.string().default('.data'),
  /**
   * Tests only: a PGlite data-directory dump (an uncompressed tar written by `dumpDataDir`) that an
   * in-memory embedded database (DATA_DIR=memory://) starts from instead of an empty cluster: the
   * integration tests migrate and seed once into it and clone it per file (tests/integration/global-setup.ts).
   */
  TEST_PGLITE_TEMPLATE: z.string().optional().transform((v) => v || undefined),
  /**
   * S3-compatible bucket for message photos (docs/decisions/0034). Unset = files on
   * the local disk under DATA_DIR/uploads (in memory with DATA_DIR=memory://). When set, the
   * S3_* settings below apply (server/src/lib/media-storage.ts).
   */
  S3_BUCKET: z.string().optional().transform((v) => v || undefined),
  /** Endpoint of an S3-compatible service (MinIO, R2, ...: `https://minio.internal:9000`). Unset = AWS S3. */
  S3_ENDPOINT: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /** Region of the bucket (default us-east-1; S3-compatible services often ignore it). */
  S3_REGION: z.string().optional().transform((v) => v || 'us-east-1'),
  /** Access key pair; unset = the AWS SDK's default chain (environment, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().optional().transform((v) => v || undefined),
  S3_SECRET_ACCESS_KEY: z.string().optional().transform((v) => v || undefined),
  /** Address the bucket in the path (`endpoint/bucket/key`) instead of a subdomain: MinIO and most self-hosted services need `true`. */
  S3_FORCE_PATH_STYLE: bool,
  /** Redis for pub/sub fan-out and rate limits across instances. Unset = in-process. */
  REDIS_URL: z.string().optional().transform((v) => v || undefined),
  /** HS256 secret for access tokens (>= 32 chars). Unset = generated once into DATA_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Access-token lifetime in seconds (spec section 9: 3600). */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  /** Refresh-token lifetime in days. */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /**
   * Stripe secret key (sk_test_... / sk_live_...); unset = payments run on the embedded test
   * gateway, which keeps its objects in the database (docs/decisions/0016-payments-gateway.md).
   */
  STRIPE_SECRET_KEY: z.string().optional().transform((v) => v || undefined),
  /** Stripe publishable key (pk_...) for Stripe.js in the browser; when set, the web app's CSP allows Stripe's hosts. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional().transform((v) => v || undefined),
  /**
   * Signing secret of POST /api/payments/webhook (whsec_...). Unset = one generated once into
   * DATA_DIR/stripe-webhook-secret (per process for in-memory data), used by the embedded gateway.
   */
  STRIPE_WEBHOOK_SECRET: z.string().optional().transform((v) => v || undefined),
  /** Tests only: the host, port and protocol the `stripe` client calls instead of api.stripe.com (a local stand-in). */
  STRIPE_API_HOST: z.string().optional().transform((v) => v || undefined),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /**
   * The platform's share of every booking payment, in whole percent (docs/decisions/0018): the
   * cleaner's payout is what was paid less refunds less this share. Default 20.
   */
  PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
  /**
   * Hours a completed booking's payout is held before it is transferred to the cleaner; within the
   * hold the customer may report a problem, which pauses it. Default 24; 0 releases at once.
   */
  PAYOUT_HOLD_HOURS: z.coerce.number().min(0).max(24 * 90).default(24),
  /**
   * Where the cleaner's Stripe Connect onboarding link returns to (Account Links' return_url and
   * refresh_url). Unset = APP_URL (or the server's own address) + /cleaner/earnings.
   */
  CONNECT_RETURN_URL: z.string().url().optional(),
  /** SMTP settings; unset = mails are only kept in the outbox (admins read it at /admin/outbox). */
  SMTP_HOST: z.string().optional().transform((v) => v || undefined),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: bool,
  MAIL_FROM: z.string().default('Comfort Life <no-reply@comfortlife.test>'),
  /** Seed demo data into an empty database: auto (when empty), never. */
  SEED: z.enum(['auto', 'never']).default('auto'),
  /** Registrations allowed per client address per hour (default 20); a test run's server raises it. */
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Which proxies in front of the app to believe about the client address (X-Forwarded-For, read
   * from the right). Unset, `false` or `0`: none (the socket address). A number of hops (`1` = one
   * reverse proxy; `true` means `1`), or a comma-separated list of proxy addresses / CIDRs
   * (`10.0.0.0/8,172.16.0.1`; also `loopback`, `linklocal`, `uniquelocal`). See docs/decisions/0008.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      const value = (v ?? '').trim().toLowerCase();
      if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
      if (value === 'true') return { kind: 'hops', hops: 1 };
      if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
      const list = value.split(',').map((x) => x.trim()).filter(Boolean);
      try {
        proxyAddr.compile(list);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `not a number of hops or a list of addresses/CIDRs (${(error as Error).message})` });
        return { kind: 'none' };
      }
      return { kind: 'list', addresses: list };
    }),
  /**
   * Cross-origin callers allowed on /graphql and /api besides the app's own origin: a
   * comma-separated list of exact origins (`https://partner.example,https://admin.example`).
   */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? '').split(',').map((x) => x.trim()).filter(Boolean);
      for (const origin of list) {
        let parsed: URL | null = null;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = null;
        }
        if (!parsed || parsed.origin !== origin) ctx.addIssue({ code: 'custom', message: `not an exact origin (scheme://host[:port]): ${origin}` });
      }
      return list;
    }),
  /**
   * Seconds between a shutdown signal (SIGTERM/SIGINT) and the listener closing: readiness
   * (GET /api/health/ready) answers 503 at once, and requests keep being served (with
   * `connection: close`) while the proxy or orchestrator notices. 0..300, default 5
   * (docs/decisions/0028-graceful-shutdown.md).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /**
   * Seconds, after the listener closed, that requests in flight and running queue jobs get to
   * finish before their connections are cut and the process exits. 1..600, default 25.
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /** Turn off auth rate limits (tests only). */
  RATE_LIMIT_DISABLED: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Parsed TRUST_PROXY: no proxy, a number of hops from the right, or a list of proxy addresses/CIDRs. */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; addresses: string[] };

export type Env = z.infer<typeof envSchema>;

function load(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error('Invalid configuration:');
    for (const issue of parsed.error.issues) {
      console.error(`  ${issue.path.join('.')}: ${issue.message}`);
    }
    process.exit(1);
  }
  return parsed.data;
}

export const env: Env = load();

/** Public base URL without trailing slash. */
export function appUrl(): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
