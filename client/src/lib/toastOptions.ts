/**
 * The toast vocabulary shared by the light API (toast.tsx) and the lazily loaded stacks
 * (toastHost.tsx): types, durations, positions and the action rule. A leaf module, so the two
 * never import each other.
 */
import type { SnackbarOrigin } from 'notistack';

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading' | 'booking' | 'payment' | 'service';
export type ToastPosition = 'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center';

export interface ToastAction {
  /** The button's text, which is also its accessible name. */
  label: string;
  /**
   * Runs on click. The toast then closes, unless this returns (or resolves to) `false`, e.g. an
   * action that failed and may be tried again. While a returned promise runs, the toast's buttons
   * are disabled (no double submits).
   */
  onClick: () => void | boolean | Promise<void | boolean>;
}

/** Spec section 4 "Notification toast": a toast shows at most 2 action buttons. */
export const MAX_TOAST_ACTIONS = 2;

export interface ToastOptions {
  type?: ToastType;
  title?: string;
  /** Milliseconds; default 4000 (8000 for errors). */
  duration?: number;
  /** Stays until closed or dismissed (default for 'loading'). */
  persistent?: boolean;
  /** Default 'top-right'. */
  position?: ToastPosition;
  /** One action button (kept for existing callers; `actions` wins when both are given). */
  action?: ToastAction;
  /** Up to MAX_TOAST_ACTIONS action buttons, in order; extra ones are not shown. */
  actions?: readonly ToastAction[];
}

/** The buttons a toast shows: `actions` (at most MAX_TOAST_ACTIONS), else the single `action`. */
export function toastActionsOf(options: Pick<ToastOptions, 'action' | 'actions'>): ToastAction[] {
  const list = options.actions && options.actions.length > 0 ? options.actions : options.action ? [options.action] : [];
  return list.slice(0, MAX_TOAST_ACTIONS);
}

/** What useToast() returns; every method returns the toast's id (for dismiss). */
export interface ToastApi {
  show(message: string, options?: ToastOptions): string;
  success(message: string, options?: Omit<ToastOptions, 'type'>): string;
  error(message: string, options?: Omit<ToastOptions, 'type'>): string;
  warning(message: string, options?: Omit<ToastOptions, 'type'>): string;
  info(message: string, options?: Omit<ToastOptions, 'type'>): string;
  loading(message: string, options?: Omit<ToastOptions, 'type'>): string;
  /** 'Failed to {action}: {message}' for 10000 ms (spec section 8). */
  apiError(action: string, error: unknown): string;
  /** Closes one toast, or all of them without an id. */
  dismiss(id?: string): void;
}

export const TOAST_DURATION_MS = 4000;
export const TOAST_ERROR_DURATION_MS = 8000;
export const TOAST_API_ERROR_DURATION_MS = 10_000;
export const TOAST_EXIT_MS = 300;
export const TOAST_DEFAULT_POSITION: ToastPosition = 'top-right';

/** What the loaded stacks do with a toast (lib/toastHost.tsx). */
export interface ToastHost {
  show(id: string, message: string, options: ToastOptions): void;
  /**
   * The message an error shows (lib/errors.ts `errorMessage`): the host carries the error
   * translation, so the entry chunk does not (docs/decisions/0043-landing-entry-chunk.md).
   */
  errorMessage(error: unknown): string;
  dismiss(id?: string): void;
}

/** 'top-right' to notistack's anchor origin. */
export function anchorOf(position: ToastPosition): SnackbarOrigin {
  const [vertical, horizontal] = position.split('-') as [SnackbarOrigin['vertical'], SnackbarOrigin['horizontal']];
  return { vertical, horizontal };
}

