import { useId, type FormEventHandler, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FormDialogActions, FormFailure } from '../../components/ui/FormDialogParts';

/**
 * The frame of a customer's plan form dialog (ChangePlanDialog, MoveVisitDialog): a small dialog
 * (full screen below 768 px) named by its `title`, holding a form sent with `onSubmit`; under
 * `children`, the server's refusal (`failure`, the form's root error) as an alert; then the
 * `cancelLabel` / `submitLabel` buttons. While `busy` the buttons are disabled and the dialog
 * does not close (Escape, backdrop or the cancel button call `onClose` only when idle).
 */
export function PlanFormDialog({
  open,
  title,
  busy,
  failure,
  cancelLabel,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  failure?: string;
  cancelLabel: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth fullScreen={fullScreen}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          {children}
          <FormFailure message={failure} sx={{ mt: 2 }} />
        </DialogContent>
        <FormDialogActions busy={busy} cancelLabel={cancelLabel} submitLabel={submitLabel} wrap onCancel={close} />
      </form>
    </Dialog>
  );
}
