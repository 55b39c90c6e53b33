/**
 * Toasts (spec sections 2 and 9) on notistack: success, error, warning, info plus loading, booking,
 * payment and service; six positions, default top-right; 4000 ms (8000 ms errors, 10000 ms API
 * errors), 300 ms exit; optional persistent toasts (default for 'loading') and one action button.
 * notistack queues, stacks per position, pauses on hover and window blur, and closes the oldest
 * when more than four show; each toast renders as a filled MUI Alert.
 */
import { createContext, forwardRef, useContext, useMemo, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import {
  SnackbarContent,
  SnackbarProvider,
  useSnackbar,
  type CustomContentProps,
  type SnackbarOrigin,
} from 'notistack';
import { errorMessage } from './errors';

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
  /** Default 'top-right'. */
  position?: ToastPosition;
  action?: ToastAction;
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
const MAX_TOASTS = 4;

/**
 * Extra options each toast variant carries to its content component (a type alias, not an
 * interface: notistack accepts only record types as variant overrides).
 */
type ToastExtras = {
  title?: string;
  toastAction?: ToastAction;
};

declare module 'notistack' {
  interface VariantOverrides {
    success: ToastExtras;
    error: ToastExtras;
    warning: ToastExtras;
    info: ToastExtras;
    loading: ToastExtras;
    booking: ToastExtras;
    payment: ToastExtras;
    service: ToastExtras;
  }
}

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

const TOAST_TYPES = Object.keys(SEVERITY) as ToastType[];

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

/** 'top-right' to notistack's anchor origin. */
export function anchorOf(position: ToastPosition): SnackbarOrigin {
  const [vertical, horizontal] = position.split('-') as [SnackbarOrigin['vertical'], SnackbarOrigin['horizontal']];
  return { vertical, horizontal };
}

let counter = 0;
const nextId = () => `toast-${Date.now().toString(36)}-${(counter += 1)}`;

type ToastContentProps = CustomContentProps & ToastExtras;

/** One toast: a filled Alert with the type's colour and icon, an optional title and action. */
const ToastContent = forwardRef<HTMLDivElement, ToastContentProps>(function ToastContent(
  { id, message, variant, title, toastAction, style, className },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const type = (TOAST_TYPES.includes(variant as ToastType) ? variant : 'info') as ToastType;
  const close = () => closeSnackbar(id);
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        role={type === 'error' ? 'alert' : 'status'}
        severity={SEVERITY[type]}
        icon={iconFor(type)}
        variant="filled"
        onClose={toastAction ? undefined : close}
        closeText="Close notification"
        action={
          toastAction ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  toastAction.onClick();
                  close();
                }}
              >
                {toastAction.label}
              </Button>
              <IconButton color="inherit" size="small" onClick={close} aria-label="Close notification">
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ) : undefined
        }
        sx={{ width: { xs: 'calc(100vw - 32px)', sm: 380 }, boxShadow: 6, alignItems: 'center' }}
      >
        {title && <AlertTitle>{title}</AlertTitle>}
        {message}
      </Alert>
    </SnackbarContent>
  );
});

const COMPONENTS = Object.fromEntries(TOAST_TYPES.map((type) => [type, ToastContent]));

const ToastContext = createContext<ToastApi | null>(null);

function ToastApiProvider({ children }: { children: ReactNode }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const api = useMemo<ToastApi>(() => {
    const show = (message: string, options: ToastOptions = {}): string => {
      const type = options.type ?? 'info';
      const id = nextId();
      enqueueSnackbar<ToastType>(message, {
        key: id,
        variant: type,
        title: options.title,
        toastAction: options.action,
        persist: options.persistent ?? type === 'loading',
        autoHideDuration: options.duration ?? (type === 'error' ? TOAST_ERROR_DURATION_MS : TOAST_DURATION_MS),
        anchorOrigin: anchorOf(options.position ?? TOAST_DEFAULT_POSITION),
      });
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
      dismiss: (id) => closeSnackbar(id),
    };
  }, [enqueueSnackbar, closeSnackbar]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

/** Provides useToast() and renders the toast stacks (notistack). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      anchorOrigin={anchorOf(TOAST_DEFAULT_POSITION)}
      autoHideDuration={TOAST_DURATION_MS}
      transitionDuration={{ exit: TOAST_EXIT_MS }}
      Components={COMPONENTS}
    >
      <ToastApiProvider>{children}</ToastApiProvider>
    </SnackbarProvider>
  );
}

/** The toast API; throws outside ToastProvider. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}
