/**
 * The caller's scopes and the refusals that go with them, beside the builder (builder.ts gives
 * {@link scopesOf} to scope-auth as its `authScopes`). Roles are decided by each field's
 * `authScopes`; the one exception is a field that serves several actions needing different
 * scopes (performNotificationAction: accept and decline are approved cleaners' actions, reassign
 * an admin's), whose action's scope is checked with {@link requireActionScope}.
 */
import type { Context } from './context.js';
import { AuthenticationError, AuthorizationError } from './errors.js';

/** A scope of scope-auth (builder.ts `AuthScopes`). */
export type Scope = 'signedIn' | 'customer' | 'cleaner' | 'approvedCleaner' | 'admin';

/**
 * The scopes a caller holds (scope-auth's `authScopes`): signed in, role, approved cleaner.
 * @returns one boolean per {@link Scope}
 */
export function scopesOf(ctx: Context): Record<Scope, boolean> {
  return {
    signedIn: !!ctx.user,
    customer: ctx.user?.role === 'customer',
    cleaner: ctx.user?.role === 'cleaner',
    approvedCleaner: ctx.user?.role === 'cleaner' && ctx.user.backgroundCheckStatus === 'approved',
    admin: ctx.user?.role === 'admin',
  };
}

/** What a cleaner awaiting background-check approval is told when a job needs an approved cleaner. */
export const AWAITING_APPROVAL = 'Your account is awaiting background-check approval.';

/**
 * The refusal of a caller without `scope`: AuthenticationError ('Please sign in to continue.',
 * 401) when signed out; for `approvedCleaner`, AuthorizationError saying so to a cleaner awaiting
 * approval ({@link AWAITING_APPROVAL}, 403); else AuthorizationError (403, the catalogue message).
 */
export function refusalFor(scope: Scope, ctx: Context): AuthenticationError | AuthorizationError {
  if (!ctx.user) return new AuthenticationError('Please sign in to continue.');
  if (scope === 'approvedCleaner' && ctx.user.role === 'cleaner' && ctx.user.backgroundCheckStatus !== 'approved') return new AuthorizationError(AWAITING_APPROVAL);
  return new AuthorizationError();
}

/**
 * For a field serving several actions: refuses the caller unless they hold the scope of the
 * action they ask for (the field's own `authScopes` admit every caller of any of its actions).
 * @throws AuthenticationError (401) or AuthorizationError (403), as {@link refusalFor}
 */
export function requireActionScope(ctx: Context, scope: Scope): void {
  if (!scopesOf(ctx)[scope]) throw refusalFor(scope, ctx);
}
