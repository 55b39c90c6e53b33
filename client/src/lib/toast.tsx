/**
 * Toasts (spec sections 2 and 9) on notistack: success, error, warning, info plus loading, booking,
 * payment and service; six positions, default top-right; 4000 ms (8000 ms errors, 10000 ms API
 * errors), 300 ms exit; optional persistent toasts (default for 'loading') and up to two action
 * buttons (spec section 4 "Notification toast": at most 2; a successful action removes the toast).
 * notistack queues, stacks per position, pauses on hover and window blur, and closes the oldest
 * when more than four show; each toast renders as a filled MUI Alert.
 *
 * The API is here and light; the stacks themselves (notistack, lib/toastHost.tsx) load with the
 * first toast, which is shown as soon as they are there (docs/decisions/0017-landing-speed.md).
 */
import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SnackbarOrigin } from 'notistack';
import { errorMessage } from './errors';
import { lazyPart } from './lazyPart';

const ToastStacks = lazyPart(() => import('./toastHost'));

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
  dismiss(id?: string): void;
}

/** 'top-right' to notistack's anchor origin. */
export function anchorOf(position: ToastPosition): SnackbarOrigin {
  const [vertical, horizontal] = position.split('-') as [SnackbarOrigin['vertical'], SnackbarOrigin['horizontal']];
  return { vertical, horizontal };
}

let counter = 0;
const nextId = () => `toast-${Date.now().toString(36)}-${(counter += 1)}`;

const ToastContext = createContext<ToastApi | null>(null);

/** Provides useToast(); the toast stacks load with the first toast. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const host = useRef<ToastHost | null>(null);
  /** Toasts asked for before the stacks were loaded, shown once they are. */
  const pending = useRef<{ id: string; message: string; options: ToastOptions }[]>([]);
  const [wanted, setWanted] = useState(false);

  const onReady = useCallback((ready: ToastHost | null) => {
    host.current = ready;
    if (!ready) return;
    for (const toast of pending.current.splice(0)) ready.show(toast.id, toast.message, toast.options);
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (message: string, options: ToastOptions = {}): string => {
      const id = nextId();
      if (host.current) host.current.show(id, message, options);
      else {
        pending.current.push({ id, message, options });
        setWanted(true);
      }
      return id;
    };
    return {
      show,
      success: (message, options) => show(message, { ...options, type: 'success' }),
      error: (message, options) => show(message, { ...options, type: 'error' }),
      warning: (message, options) => show(message, { ...options, type: 'warning' }),
      info: (message, options) => show(message, { ...options, type: 'info' }),
      loading: (message, options) => show(message, { ...options, type: 'loading' }),
      apiError: (action, error) =>
        show(`Failed to ${action}: ${errorMessage(error)}`, { type: 'error', duration: TOAST_API_ERROR_DURATION_MS }),
      dismiss: (id) => {
        pending.current = id === undefined ? [] : pending.current.filter((toast) => toast.id !== id);
        host.current?.dismiss(id);
      },
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastStacks onReady={onReady} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** The toast API; throws outside ToastProvider. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}
