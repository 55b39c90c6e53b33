/**
 * Pure helpers of the notifications that act (docs/decisions/0021; spec sections 2 "Notification bell", 3
 * "Notification", 4 "Notification toast", 8 "Notification action failure"): reading a
 * notification's `actions` JSON, where a notification leads, which buttons a toast shows, and the
 * failure messages of an action.
 */
import type { NotificationActionType } from '../../gql/graphql';
import type { Role } from '../../lib/auth';
import type { MutationFailure } from '../../lib/mutation';
import { MAX_TOAST_ACTIONS } from '../../lib/toast';

/** Spec section 3: the action types a notification may carry. */
export const NOTIFICATION_ACTION_TYPES: readonly NotificationActionType[] = ['accept', 'mark_complete', 'decline', 'cancel', 'view', 'reassign'];

/** One button of a notification: `{ type, label, data }` from the server's `actions` list. */
export interface NotificationActionItem {
  type: NotificationActionType;
  label: string;
  data: Record<string, unknown>;
}

/** Spec section 8 "Notification action failure". */
export const ACTION_FAILED_MESSAGE = 'Failed to perform action';
export const ACTION_NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isActionType(value: unknown): value is NotificationActionType {
  return typeof value === 'string' && (NOTIFICATION_ACTION_TYPES as readonly string[]).includes(value);
}

/** The valid entries of a notification's `actions` JSON (unknown types and entries without a label are left out). */
export function parseNotificationActions(actions: unknown): NotificationActionItem[] {
  if (!Array.isArray(actions)) return [];
  const out: NotificationActionItem[] = [];
  for (const entry of actions) {
    if (!isRecord(entry) || !isActionType(entry.type)) continue;
    const label = typeof entry.label === 'string' && entry.label.trim() ? entry.label.trim() : null;
    if (!label) continue;
    out.push({ type: entry.type, label, data: isRecord(entry.data) ? entry.data : {} });
  }
  return out;
}

/** The buttons shown next to a notification in the bell: every action except `view` (the item click). */
export function buttonActions(actions: readonly NotificationActionItem[]): NotificationActionItem[] {
  return actions.filter((a) => a.type !== 'view');
}

/** The `view` action of a notification, if it has one. */
export function viewAction(actions: readonly NotificationActionItem[]): NotificationActionItem | undefined {
  return actions.find((a) => a.type === 'view');
}

/** A toast's buttons: the acting ones first, then `view`, at most MAX_TOAST_ACTIONS (spec section 4). */
export function toastActions(actions: readonly NotificationActionItem[]): NotificationActionItem[] {
  return [...buttonActions(actions), ...actions.filter((a) => a.type === 'view')].slice(0, MAX_TOAST_ACTIONS);
}

function idIn(data: Record<string, unknown>, key: string): string | null {
  const value = data[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** The booking a notification is about (its data, or an action's data). */
export function bookingIdOf(data: unknown, actions: readonly NotificationActionItem[] = []): string | null {
  if (isRecord(data)) {
    const id = idIn(data, 'bookingId');
    if (id) return id;
  }
  for (const action of actions) {
    const id = idIn(action.data, 'bookingId');
    if (id) return id;
  }
  return null;
}

/**
 * The answer deadline of a request notification (docs/decisions/0027: a job asked
 * of this cleaner, with accept and decline): its `data.expiresAt` (ISO instant) when it carries an
 * `accept` action; null for every other notification.
 */
export function requestDeadline(data: unknown, actions: readonly NotificationActionItem[]): string | null {
  if (!isRecord(data) || !actions.some((a) => a.type === 'accept')) return null;
  const at = data.expiresAt;
  return typeof at === 'string' && Number.isFinite(Date.parse(at)) ? at : null;
}

/** Where a booking opens for each role. */
export function bookingPath(role: Role, bookingId: string): string {
  if (role === 'customer') return `/customer/bookings/${encodeURIComponent(bookingId)}`;
  if (role === 'cleaner') return '/cleaner/jobs';
  return '/admin/bookings';
}

/** An in-app path (starts with one "/"), never another origin. */
function safePath(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : null;
}

/**
 * Where opening a notification leads: the `view` action's `data.path`, else what its data names
 * (booking, ticket, membership) for the reader's role; null when it leads nowhere.
 */
export function notificationTarget(role: Role, data: unknown, actions: readonly NotificationActionItem[]): string | null {
  const view = viewAction(actions);
  const fields = { ...(isRecord(data) ? data : {}), ...(view?.data ?? {}) };
  const path = safePath(fields.path);
  if (path) return path;
  const bookingId = idIn(fields, 'bookingId') ?? bookingIdOf(data, actions);
  if (bookingId) return bookingPath(role, bookingId);
  const ticketId = idIn(fields, 'ticketId');
  if (ticketId) {
    if (role === 'admin') return `/admin/tickets/${encodeURIComponent(ticketId)}`;
    if (role === 'customer') return `/customer/tickets/${encodeURIComponent(ticketId)}`;
  }
  if (idIn(fields, 'membershipId') && role === 'customer') return '/customer/membership';
  return null;
}

/**
 * Spec section 8 "Notification action failure": 'Network error. Please try again.' when no answer
 * came, else 'Failed to perform action: <reason>'.
 */
export function actionFailure(failure: MutationFailure): string {
  if (failure.error.type === 'NETWORK_ERROR') return ACTION_NETWORK_ERROR_MESSAGE;
  return failure.message ? `${ACTION_FAILED_MESSAGE}: ${failure.message}` : ACTION_FAILED_MESSAGE;
}

/** Spec section 8 "Notification action failure": the alert reads 'Error: ' plus the failure message. */
export function actionAlert(message: string): string {
  return `Error: ${message}`;
}
