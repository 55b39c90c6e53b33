/**
 * The toast stacks on notistack (see lib/toast.tsx for the API): loaded by ToastProvider with the
 * first toast, so pages that show none (the landing page's first screen) do not carry notistack
 * and the Alert family (docs/decisions/0017-landing-speed.md).
 */
import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
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
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import {
  TOAST_DEFAULT_POSITION,
  TOAST_DURATION_MS,
  TOAST_ERROR_DURATION_MS,
  TOAST_EXIT_MS,
  anchorOf,
  toastActionsOf,
  type ToastAction,
  type ToastHost,
  type ToastOptions,
  type ToastType,
} from './toastOptions';
import { errorMessage } from './errors';

const MAX_TOASTS = 4;

/**
 * Extra options each toast variant carries to its content component (a type alias, not an
 * interface: notistack accepts only record types as variant overrides).
 */
type ToastExtras = {
  title?: string;
  /** At most MAX_TOAST_ACTIONS buttons (lib/toast.tsx `toastActionsOf`). */
  toastActions?: readonly ToastAction[];
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

type ToastContentProps = CustomContentProps & ToastExtras;

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * One toast: a filled Alert with the type's colour and icon, an optional title and up to two
 * action buttons (a toast with buttons is role alert). A button closes the toast after its
 * handler, unless the handler returns or resolves to `false`; while a returned promise runs, the
 * buttons are disabled.
 */
const ToastContent = forwardRef<HTMLDivElement, ToastContentProps>(function ToastContent(
  { id, message, variant, title, toastActions, style, className },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const type = (TOAST_TYPES.includes(variant as ToastType) ? variant : 'info') as ToastType;
  const close = () => closeSnackbar(id);
  const actions = toastActions ?? [];

  const run = (action: ToastAction) => {
    if (busy) return;
    const outcome = action.onClick();
    if (!isPromiseLike(outcome)) {
      if (outcome !== false) close();
      return;
    }
    setBusy(true);
    Promise.resolve(outcome).then(
      (result) => {
        if (mounted.current) setBusy(false);
        if (result !== false) close();
      },
      () => {
        if (mounted.current) setBusy(false);
      },
    );
  };

  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        // Errors, and toasts that ask for a response (action buttons, e.g. a live notification's
        // "Accept"), are announced at once (role alert); the rest politely (role status).
        role={type === 'error' || actions.length > 0 ? 'alert' : 'status'}
        severity={SEVERITY[type]}
        icon={iconFor(type)}
        variant="filled"
        onClose={actions.length > 0 ? undefined : close}
        closeText="Close notification"
        action={
          actions.length > 0 ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {actions.map((action, index) => (
                <Button
                  key={`${index}-${action.label}`}
                  color="inherit"
                  size="small"
                  variant={index === 0 && actions.length > 1 ? 'outlined' : 'text'}
                  disabled={busy}
                  aria-busy={busy || undefined}
                  onClick={() => run(action)}
                  sx={{ whiteSpace: 'nowrap', '&.Mui-disabled': { color: 'inherit', opacity: 0.7 } }}
                >
                  {action.label}
                </Button>
              ))}
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

/** Hands notistack's enqueue and close to ToastProvider once mounted inside SnackbarProvider. */
function HostBridge({ onReady }: { onReady: (host: ToastHost | null) => void }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => {
    onReady({
      show(id: string, message: string, options: ToastOptions) {
        const type = options.type ?? 'info';
        enqueueSnackbar<ToastType>(message, {
          key: id,
          variant: type,
          title: options.title,
          toastActions: toastActionsOf(options),
          persist: options.persistent ?? type === 'loading',
          autoHideDuration: options.duration ?? (type === 'error' ? TOAST_ERROR_DURATION_MS : TOAST_DURATION_MS),
          anchorOrigin: anchorOf(options.position ?? TOAST_DEFAULT_POSITION),
        });
      },
      dismiss(id?: string) {
        closeSnackbar(id);
      },
      errorMessage,
    });
    return () => onReady(null);
  }, [enqueueSnackbar, closeSnackbar, onReady]);
  return null;
}

/** notistack's provider with the toast components; `onReady` receives the host once mounted. */
export default function ToastStacks({ onReady, children }: { onReady: (host: ToastHost | null) => void; children?: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      anchorOrigin={anchorOf(TOAST_DEFAULT_POSITION)}
      autoHideDuration={TOAST_DURATION_MS}
      transitionDuration={{ exit: TOAST_EXIT_MS }}
      Components={COMPONENTS}
    >
      <HostBridge onReady={onReady} />
      {children}
    </SnackbarProvider>
  );
}
