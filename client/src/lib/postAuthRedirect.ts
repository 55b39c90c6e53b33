/** Where to go after signing in: the guarded page that sent the user to /login, or a stored intent. */

const POST_AUTH_KEY = 'postAuthRedirect';
/** A stored intent older than this is ignored. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface PostAuthRedirect {
  path: string;
  /** e.g. { membershipIntent: 'star' } */
  state?: Record<string, unknown>;
}

/** Remembers where to go after the next sign-in (survives the e-mail verification round trip). */
export function savePostAuthRedirect(redirect: PostAuthRedirect): void {
  try {
    // localStorage, not sessionStorage: the verification link often opens in a new tab.
    window.localStorage.setItem(POST_AUTH_KEY, JSON.stringify({ ...redirect, savedAt: Date.now() }));
  } catch {
    // Storage unavailable: the user lands on the dashboard instead.
  }
}

/** Reads and forgets the stored redirect. Only same-site paths are accepted. */
export function takePostAuthRedirect(): PostAuthRedirect | null {
  try {
    const raw = window.localStorage.getItem(POST_AUTH_KEY);
    window.localStorage.removeItem(POST_AUTH_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as PostAuthRedirect & { savedAt?: number };
    if (!parsed.savedAt || Date.now() - parsed.savedAt > MAX_AGE_MS) return null;
    return isSafePath(parsed.path) ? { path: parsed.path, state: parsed.state } : null;
  } catch {
    return null;
  }
}

/** A same-origin absolute path ("/x", not "//host" or "https://..."). */
export function isSafePath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** The path stored in location.state.from by RouteGuard (a Location or a string). */
export function fromPath(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as { from?: unknown }).from;
  if (typeof from === 'string') return isSafePath(from) ? from : null;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const loc = from as { pathname: string; search?: string; hash?: string };
    const path = `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`;
    return isSafePath(path) && !loc.pathname.startsWith('/login') ? path : null;
  }
  return null;
}
