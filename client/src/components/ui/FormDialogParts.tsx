/**
 * Parts of a form inside an MUI Dialog (react-hook-form, `useResultMutation`): the server's
 * refusal as an alert, and the Close / submit buttons with a spinner while the form is sent. Used
 * by the admin console's status, refund and membership-grant dialogs.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import type { SxProps, Theme } from '@mui/material/styles';

/** The form's failure `message` (root error) as an alert; nothing when there is none. */
export function FormFailure({ message, sx }: { message?: string | null; sx?: SxProps<Theme> }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  );
}

/**
 * The dialog's buttons: `cancelLabel` runs `onCancel`; the submit button (type="submit", so it
 * sends the surrounding form) shows `submitLabel`, takes `color`, and shows a spinner instead of
 * `icon` while `busy`; both are disabled while `busy`. `wrap` lets the buttons wrap with a gap.
 */
export function FormDialogActions({
  busy,
  cancelLabel,
  submitLabel,
  color = 'primary',
  icon,
  wrap = false,
  onCancel,
}: {
  busy: boolean;
  cancelLabel: string;
  submitLabel: ReactNode;
  color?: 'primary' | 'error';
  icon?: ReactNode;
  wrap?: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogActions sx={wrap ? { px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 } : { px: 3, pb: 2.5 }}>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="contained" color={color} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : icon}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
