/**
 * Fetch wrapper for the /api bridge: bearer token, one refresh-and-retry on 401, timeouts,
 * GET retries with backoff, and the error catalogue of spec section 8 (status -> message,
 * message cleaning).
 */
import { config } from './config';
import { SESSION_EXPIRED_MESSAGE, clearSession, expireSession, getAccessToken, getRefreshToken, refreshSession } from './session';

export type ErrorType =
  | 'NETWORK_ERROR'
  | 'TIMEOUT_ERROR'
  | 'AUTHENTICATION_ERROR'
  | 'AUTHORIZATION_ERROR'
  | 'VALIDATION_ERROR'
  | 'NOT_FOUND_ERROR'
  | 'CONFLICT_ERROR'
  | 'PAYMENT_ERROR'
  | 'RATE_LIMIT_ERROR'
  | 'SERVER_ERROR'
  | 'UNKNOWN_ERROR';

/** Default messages of spec section 8. */
export const ERROR_MESSAGES: Record<ErrorType, string> = {
  NETWORK_ERROR: 'Unable to connect. Please try again.',
  TIMEOUT_ERROR: 'The request took too long. Please try again.',
  AUTHENTICATION_ERROR: 'Incorrect email or password. Please try again.',
  AUTHORIZATION_ERROR: "You don't have permission to do this.",
  VALIDATION_ERROR: 'Please check your information and try again.',
  NOT_FOUND_ERROR: "We couldn't find what you're looking for.",
  CONFLICT_ERROR: 'This information already exists in our system.',
  PAYMENT_ERROR: 'There was a problem processing your payment. Please try again.',
  RATE_LIMIT_ERROR: "You're doing that too often. Please wait a moment and try again.",
  SERVER_ERROR: 'Something went wrong on our end. Please try again.',
  UNKNOWN_ERROR: 'Something unexpected happened. Please try again or contact support if the problem continues.',
};

/** No response and neither a timeout nor a network failure. */
export const NO_RESPONSE_MESSAGE = 'Unable to complete request. Please try again.';

/** A failed /api call, with a message that is safe to show. */
export class ApiError extends Error {
  readonly type: ErrorType;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The server's `code`, when one was sent. */
  readonly code: string | undefined;
  /** Offending field of a validation error. */
  readonly field: string | undefined;
  readonly issues: { field: string; message: string }[];
  /** Login 403: the e-mail address is not verified yet. */
  readonly requiresVerification: boolean;

  constructor(
    type: ErrorType,
    message: string,
    init: {
      status?: number;
      code?: string;
      field?: string;
      issues?: { field: string; message: string }[];
      requiresVerification?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.type = type;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.field = init.field;
    this.issues = init.issues ?? [];
    this.requiresVerification = init.requiresVerification ?? false;
  }
}

/* ---------------------------------------------------------------- message cleaning */

const TECHNICAL_RULES: { pattern: RegExp; message: string }[] = [
  { pattern: /\b(time[ -]?out|timed out|etimedout)\b/i, message: ERROR_MESSAGES.TIMEOUT_ERROR },
  {
    pattern: /\b(sql|database|db|prisma|postgres(ql)?|constraint|relation|column|foreign key|duplicate key)\b/i,
    message: ERROR_MESSAGES.SERVER_ERROR,
  },
  {
    pattern: /\b(stack ?trace|exception|undefined|null ?pointer|internal server|segfault|traceback)\b|\bat \S+ \(/i,
    message: ERROR_MESSAGES.SERVER_ERROR,
  },
  {
    pattern: /\b(schema|json|parse|parsing|syntax|unexpected token|graphql|zod)\b/i,
    message: ERROR_MESSAGES.VALIDATION_ERROR,
  },
  {
    pattern: /\b(api|endpoint|econnrefused|econnreset|socket|cors|fetch|proxy)\b/i,
    message: NO_RESPONSE_MESSAGE,
  },
];

/**
 * Spec section 8 "Message cleaning": a server message with technical words is replaced by a
 * generic one chosen by keyword; any other is trimmed, capitalised and given a final full stop.
 */
export function cleanMessage(message: string | null | undefined, fallback: string): string {
  if (typeof message !== 'string') return fallback;
  let text = message.replace(/\s+/g, ' ').trim();
  text = text.replace(/^(error|[a-z]*error)\s*:\s*/i, '').trim();
  if (!text || text.length > 240) return fallback;
  for (const rule of TECHNICAL_RULES) {
    if (rule.pattern.test(text)) return rule.message;
  }
  text = text.charAt(0).toUpperCase() + text.slice(1);
  if (!/[.!?]$/.test(text)) text += '.';
  return text;
}

/* ---------------------------------------------------------------- status mapping */

interface ErrorBody {
  success?: boolean;
  error?: unknown;
  message?: unknown;
  code?: unknown;
  field?: unknown;
  issues?: unknown;
  requiresVerification?: unknown;
}

function typeForStatus(status: number): ErrorType {
  if (status === 400 || status === 422) return 'VALIDATION_ERROR';
  if (status === 401) return 'AUTHENTICATION_ERROR';
  if (status === 402) return 'PAYMENT_ERROR';
  if (status === 403) return 'AUTHORIZATION_ERROR';
  if (status === 404) return 'NOT_FOUND_ERROR';
  if (status === 409) return 'CONFLICT_ERROR';
  if (status === 429) return 'RATE_LIMIT_ERROR';
  if (status >= 500 && status <= 504) return 'SERVER_ERROR';
  return 'UNKNOWN_ERROR';
}

/** Builds the ApiError of an HTTP error response (spec section 8 "Status mapping"). */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const data: ErrorBody = body && typeof body === 'object' ? (body as ErrorBody) : {};
  const type = typeForStatus(status);
  // Validation errors carry the catalogue text in `error` and the specific reason in `message`.
  const specific = type === 'VALIDATION_ERROR' && typeof data.message === 'string' ? data.message : undefined;
  const serverMessage =
    specific ?? (typeof data.error === 'string' ? data.error : typeof data.message === 'string' ? data.message : undefined);
  const message =
    type === 'RATE_LIMIT_ERROR' || type === 'UNKNOWN_ERROR'
      ? ERROR_MESSAGES[type]
      : cleanMessage(serverMessage, ERROR_MESSAGES[type]);
  const issues = Array.isArray(data.issues)
    ? data.issues.filter(
        (issue): issue is { field: string; message: string } =>
          !!issue && typeof issue.field === 'string' && typeof issue.message === 'string',
      )
    : [];
  return new ApiError(type, message, {
    status,
    code: typeof data.code === 'string' ? data.code : undefined,
    field: typeof data.field === 'string' ? data.field : undefined,
    issues,
    requiresVerification: data.requiresVerification === true,
  });
}

/** A safe message for any thrown value. */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.UNKNOWN_ERROR): string {
  if (error instanceof ApiError) return error.message;
  if (!(error instanceof Error)) return fallback;
  // Apollo's transport errors (ServerError, ServerParseError) carry the HTTP status.
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') {
    const type = typeForStatus(statusCode);
    return type === 'UNKNOWN_ERROR' ? fallback : ERROR_MESSAGES[type];
  }
  if (error.name === 'AbortError') return ERROR_MESSAGES.TIMEOUT_ERROR;
  if (/failed to fetch|networkerror|load failed|network request failed/i.test(error.message)) {
    return ERROR_MESSAGES.NETWORK_ERROR;
  }
  return cleanMessage(error.message, fallback);
}

/* ---------------------------------------------------------------- request */

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, or a function returning it (evaluated per attempt, e.g. to read a rotated token). */
  body?: unknown;
  /** Query string parameters (undefined/null values are skipped). */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /**
   * Retries after network errors, timeouts and 5xx, with 1000 ms backoff doubled each time.
   * Default: 2 for GET, 0 otherwise (a retried POST could book twice).
   */
  retry?: number;
  /** Default 30000 ms (spec section 9). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * On 401, refresh the session once and retry (default: true except for login, register and
   * refresh). When the refresh fails the session expires and the user is sent to /login,
   * unless `expireOnAuthFailure` is false (the error is then just thrown).
   */
  refreshOn401?: boolean;
  expireOnAuthFailure?: boolean;
}

const NO_REFRESH_PATHS = ['/auth/login', '/auth/register', '/auth/refresh'];
const RETRY_DELAY_MS = 1000;
const AFTER_REFRESH_DELAY_MS = 150;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const base = normalized.startsWith(`${config.apiBase}/`) ? normalized : `${config.apiBase}${normalized}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return {};
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { error: text };
  }
}

async function fetchOnce(url: string, options: ApiRequestOptions): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? config.apiTimeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const payload: unknown = typeof options.body === 'function' ? (options.body as () => unknown)() : options.body;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const token = options.auth === false ? null : getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;

  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: controller.signal,
    });
    return { status: response.status, body: await readBody(response) };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timedOut) throw new ApiError('TIMEOUT_ERROR', ERROR_MESSAGES.TIMEOUT_ERROR);
    if (error instanceof TypeError) throw new ApiError('NETWORK_ERROR', ERROR_MESSAGES.NETWORK_ERROR);
    throw new ApiError('UNKNOWN_ERROR', NO_RESPONSE_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function isRetryable(error: ApiError): boolean {
  return (
    error.type === 'NETWORK_ERROR' ||
    error.type === 'TIMEOUT_ERROR' ||
    (error.type === 'SERVER_ERROR' && error.status !== 501)
  );
}

/** Calls /api and returns the parsed JSON body of a 2xx response; throws ApiError otherwise. */
export async function apiRequest<T = Record<string, unknown>>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  const maxRetries = options.retry ?? (method === 'GET' ? 2 : 0);
  const refreshAllowed =
    options.refreshOn401 ?? (options.auth !== false && !NO_REFRESH_PATHS.some((p) => url.startsWith(`${config.apiBase}${p}`)));

  let refreshed = false;
  let attempt = 0;
  for (;;) {
    let result: { status: number; body: unknown };
    try {
      result = await fetchOnce(url, { ...options, method });
    } catch (error) {
      if (error instanceof ApiError && isRetryable(error) && attempt < maxRetries) {
        await sleep(RETRY_DELAY_MS * 2 ** attempt);
        attempt += 1;
        continue;
      }
      throw error;
    }

    if (result.status >= 200 && result.status < 300) return result.body as T;

    if (result.status === 401 && refreshAllowed && !refreshed && getRefreshToken()) {
      refreshed = true;
      const outcome = await refreshSession();
      if (outcome === 'refreshed') {
        await sleep(AFTER_REFRESH_DELAY_MS);
        continue;
      }
      if (outcome === 'invalid') {
        if (options.expireOnAuthFailure !== false) expireSession();
        else clearSession();
        throw new ApiError('AUTHENTICATION_ERROR', SESSION_EXPIRED_MESSAGE, { status: 401 });
      }
      throw new ApiError('NETWORK_ERROR', ERROR_MESSAGES.NETWORK_ERROR);
    }

    const error = errorFromResponse(result.status, result.body);
    if (isRetryable(error) && attempt < maxRetries) {
      await sleep(RETRY_DELAY_MS * 2 ** attempt);
      attempt += 1;
      continue;
    }
    throw error;
  }
}

/** Shorthands over apiRequest. */
export const api = {
  get: <T = Record<string, unknown>>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = Record<string, unknown>>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T = Record<string, unknown>>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T = Record<string, unknown>>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
