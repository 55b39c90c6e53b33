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
import { lazyPart } from './lazyPart';

const ToastStacks = lazyPart(() => import('./toastHost'));

import {
  TOAST_API_ERROR_DURATION_MS,
  type ToastApi,
  type ToastHost,
  type ToastOptions,
} from './toastOptions';

export { MAX_TOAST_ACTIONS } from './toastOptions';
export type { ToastAction, ToastApi, ToastOptions, ToastPosition, ToastType } from './toastOptions';

let counter = 0;
const nextId = () => `toast-${Date.now().toString(36)}-${(counter += 1)}`;

const ToastContext = createContext<ToastApi | null>(null);

/**
 * A toast's text, or how to write it once the stacks are loaded: an API error's message comes
 * from the host (lib/errors.ts loads with it, not with the entry chunk).
 */
type Message = string | ((host: ToastHost) => string);
const textOf = (message: Message, host: ToastHost): string => (typeof message === 'string' ? message : message(host));

/** Provides useToast(); the toast stacks load with the first toast. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const host = useRef<ToastHost | null>(null);
  /** Toasts asked for before the stacks were loaded, shown once they are. */
  const pending = useRef<{ id: string; message: Message; options: ToastOptions }[]>([]);
  const [wanted, setWanted] = useState(false);

  const onReady = useCallback((ready: ToastHost | null) => {
    host.current = ready;
    if (!ready) return;
    for (const toast of pending.current.splice(0)) ready.show(toast.id, textOf(toast.message, ready), toast.options);
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (message: Message, options: ToastOptions = {}): string => {
      const id = nextId();
      if (host.current) host.current.show(id, textOf(message, host.current), options);
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
        show((ready) => `Failed to ${action}: ${ready.errorMessage(error)}`, { type: 'error', duration: TOAST_API_ERROR_DURATION_MS }),
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
