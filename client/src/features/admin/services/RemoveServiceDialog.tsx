/**
 * Confirmation before removing a service from the catalogue (issue 10 "Services", removeService):
 * a service with bookings is deactivated (hidden from the catalogue and new bookings; its bookings
 * keep their prices), an unused one is deleted. The outcome is shown as a toast.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { plural } from '../../../components/booking/format';
import { useToast } from '../../../lib/toast';
import { useRemoveService } from './serviceMutations';

export interface RemoveServiceTarget {
  id: string;
  name: string;
  bookingCount: number;
}

/** "Deactivate {name}?" with what will happen to it; calls removeService on confirm. */
export function RemoveServiceDialog({ service, onClose }: { service: RemoveServiceTarget | null; onClose: () => void }) {
  const toast = useToast();
  const titleId = useId();
  const descriptionId = useId();
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useRemoveService();
  if (!service) return null;

  const close = () => {
    if (loading) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setError(null);
    const result = await remove(service.id);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    if (result.value.outcome === 'deleted') toast.success(`${result.value.name} had no bookings, so it was deleted.`);
    else toast.success(`${result.value.name} was deactivated. Its bookings keep their prices; activate it again at any time.`);
    onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Deactivate {service.name}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          {service.bookingCount > 0
            ? `It has ${plural(service.bookingCount, 'booking')}, so it will be deactivated: hidden from the catalogue and from new bookings, while its bookings keep their prices. You can activate it again later.`
            : 'It has no bookings, so it will be deleted from the catalogue (one that has reviews is deactivated instead). Deleting cannot be undone.'}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>
          A service that has bookings is always deactivated instead of deleted; an unused one is deleted.
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={loading}>
          Keep it
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {service.bookingCount > 0 ? 'Deactivate' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
