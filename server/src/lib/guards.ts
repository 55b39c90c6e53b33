/**
 * Role checks shared by the services (the second authorization layer of docs/decisions/0009:
 * GraphQL scopes are the first, but /api and GraphQL both call the services, so the services check
 * again). Each returns the signed-in caller.
 */
import type { Context, CurrentUser } from '../context.js';
import { AuthenticationError, AuthorizationError } from '../errors.js';

/** @throws AuthenticationError when nobody is signed in */
export function requireUser(ctx: Context): CurrentUser {
  if (!ctx.user) throw new AuthenticationError('Please sign in to continue.');
  return ctx.user;
}

/** @throws AuthenticationError when signed out, AuthorizationError for customers and cleaners */
export function requireAdmin(ctx: Context): CurrentUser {
  const user = requireUser(ctx);
  if (user.role !== 'admin') throw new AuthorizationError();
  return user;
}
