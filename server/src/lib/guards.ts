/**
 * The caller of a service call. Roles and verification are decided once, by each GraphQL field's
 * `authScopes` (scope-auth, run before input validation: lib/auth-before-input.ts); /api rows run
 * those fields, so services do not check roles again (docs/decisions/0009, 0024). Services keep
 * ownership rules (whose booking, whose ticket) and read the caller with `actor`.
 */
import type { Context, CurrentUser } from '../context.js';
import { AuthenticationError } from '../errors.js';

/**
 * The signed-in caller, for a service whose field requires `signedIn` (or a role) in its
 * authScopes. It narrows the type; it throws only when called without a caller (a field that
 * forgot its scopes, or a direct call without one).
 * @throws AuthenticationError when nobody is signed in
 */
export function actor(ctx: Context): CurrentUser {
  if (!ctx.user) throw new AuthenticationError('Please sign in to continue.');
  return ctx.user;
}
