/**
 * Toasts (spec sections 2 and 9): success, error, warning, info plus loading, booking, payment
 * and service; six positions, default top-right; 4000 ms (8000 ms errors, 10000 ms API errors),
 * 300 ms exit; optional persistent toasts and one action button. Rendered with MUI Snackbar + Alert.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { errorMessage } from './api';

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading' | 'booking' | 'payment' | 'service';
export type ToastPosition = 'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  type?: ToastType;
  title?: string;
  /** Milliseconds; default 4000 (8000 for errors). */
  duration?: number;
  /** Stays until closed or dismissed (default for 'loading'). */
  persistent?: boolean;
  position?: ToastPosition;
  action?: ToastAction;
}

interface Toast extends Required<Pick<ToastOptions, 'type' | 'duration' | 'persistent' | 'position'>> {
  id: string;
  message: string;
  title?: string;
  action?: ToastAction;
  open: boolean;
}

/** What useToast() returns. */
export interface ToastApi {
  show(message: string, options?: ToastOptions): string;
  success(message: string, options?: Omit<ToastOptions, 'type'>): string;
  error(message: string, options?: Omit<ToastOptions, 'type'>): string;
  warning(message: string, options?: Omit<ToastOptions, 'type'>): string;
  info(message: string, options?: Omit<ToastOptions, 'type'>): string;
  loading(message: string, options?: Omit<ToastOptions, 'type'>): string;
  /** 'Failed to {action}: {message}' for 10000 ms (spec section 8). */
  apiError(action: string, error: unknown): string;
  dismiss(id?: string): void;
}

export const TOAST_DURATION_MS = 4000;
export const TOAST_ERROR_DURATION_MS = 8000;
export const TOAST_API_ERROR_DURATION_MS = 10_000;
export const TOAST_EXIT_MS = 300;
const MAX_PER_POSITION = 4;

const ToastContext = createContext<ToastApi | null>(null);

const SEVERITY: Record<ToastType, AlertColor> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
  loading: 'info',
  booking: 'info',
  payment: 'success',
  service: 'info',
};

function iconFor(type: ToastType): ReactNode | undefined {
  switch (type) {
    case 'loading':
      return <CircularProgress size={20} color="inherit" aria-hidden />;
    case 'booking':
      return <EventAvailableIcon fontSize="inherit" />;
    case 'payment':
      return <CreditCardIcon fontSize="inherit" />;
    case 'service':
      return <CleaningServicesIcon fontSize="inherit" />;
    default:
      return undefined;
  }
}

function anchorOf(position: ToastPosition) {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right' | 'center'];
  return { vertical, horizontal };
}

let counter = 0;
const nextId = () => `toast-${Date.now().toString(36)}-${(counter += 1)}`;

function ToastItem({ toast, onClose, onExited }: { toast: Toast; onClose: () => void; onExited: () => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (toast.persistent || paused || !toast.open) return undefined;
    const timer = setTimeout(onClose, toast.duration);
    return () => clearTimeout(timer);
  }, [toast.persistent, toast.duration, toast.open, paused, onClose]);

  return (
    <Collapse in={toast.open} timeout={TOAST_EXIT_MS} onExited={onExited} appear>
      <Alert
        severity={SEVERITY[toast.type]}
        icon={iconFor(toast.type)}
        variant="filled"
        role={toast.type === 'error' ? 'alert' : 'status'}
        onClose={onClose}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        action={
          toast.action ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  toast.action?.onClick();
                  onClose();
                }}
              >
                {toast.action.label}
              </Button>
              <IconButton color="inherit" size="small" onClick={onClose} aria-label="Close notification">
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ) : undefined
        }
        sx={{ width: { xs: 'calc(100vw - 32px)', sm: 380 }, boxShadow: 6, alignItems: 'center' }}
      >
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Collapse>
  );
}

/** Provides useToast() and renders the toast stacks. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const closeHandlers = useRef(new Map<string, () => void>());

  const close = useCallback((id?: string) => {
    setToasts((list) => list.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  }, []);

  const remove = useCallback((id: string) => {
    closeHandlers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    const type = options.type ?? 'info';
    const toast: Toast = {
      id: nextId(),
      message,
      title: options.title,
      type,
      duration: options.duration ?? (type === 'error' ? TOAST_ERROR_DURATION_MS : TOAST_DURATION_MS),
      persistent: options.persistent ?? type === 'loading',
      position: options.position ?? 'top-right',
      action: options.action,
      open: true,
    };
    setToasts((list) => {
      const samePosition = list.filter((t) => t.position === toast.position && t.open);
      const overflow = samePosition.length >= MAX_PER_POSITION ? samePosition[0]?.id : undefined;
      return [...list.map((t) => (t.id === overflow ? { ...t, open: false } : t)), toast];
    });
    return toast.id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message, options) => show(message, { ...options, type: 'success' }),
      error: (message, options) => show(message, { ...options, type: 'error' }),
      warning: (message, options) => show(message, { ...options, type: 'warning' }),
      info: (message, options) => show(message, { ...options, type: 'info' }),
      loading: (message, options) => show(message, { ...options, type: 'loading' }),
      apiError: (action, error) =>
        show(`Failed to ${action}: ${errorMessage(error)}`, { type: 'error', duration: TOAST_API_ERROR_DURATION_MS }),
      dismiss: close,
    }),
    [show, close],
  );

  const closerFor = useCallback(
    (id: string) => {
      let handler = closeHandlers.current.get(id);
      if (!handler) {
        handler = () => close(id);
        closeHandlers.current.set(id, handler);
      }
      return handler;
    },
    [close],
  );

  const positions = Array.from(new Set(toasts.map((t) => t.position)));

  return (
    <ToastContext.Provider value={api}>
      {children}
      {positions.map((position) => {
        const anchor = anchorOf(position);
        const items = toasts.filter((t) => t.position === position);
        return (
          <Snackbar key={position} open anchorOrigin={anchor}>
            <Stack spacing={1} direction={anchor.vertical === 'top' ? 'column' : 'column-reverse'}>
              {items.map((toast) => (
                <ToastItem key={toast.id} toast={toast} onClose={closerFor(toast.id)} onExited={() => remove(toast.id)} />
              ))}
            </Stack>
          </Snackbar>
        );
      })}
    </ToastContext.Provider>
  );
}

/** The toast API; throws outside ToastProvider. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}
