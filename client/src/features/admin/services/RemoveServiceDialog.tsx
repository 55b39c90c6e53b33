/**
 * Confirmation before removing a service from the catalogue (docs/decisions/0020, removeService):
 * a service with bookings is deactivated (hidden from the catalogue and new bookings; its bookings
 * keep their prices), an unused one is deleted. The outcome is shown as a toast.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import { plural } from '../../../components/booking/format';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
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
    const { outcome, service: removed } = result.data;
    if (outcome === 'deleted') toast.success(`${removed.name} had no bookings, so it was deleted.`);
    else toast.success(`${removed.name} was deactivated. Its bookings keep their prices; activate it again at any time.`);
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={`Deactivate ${service.name}?`}
      description={
        <>
          {service.bookingCount > 0
            ? `It has ${plural(service.bookingCount, 'booking')}, so it will be deactivated: hidden from the catalogue and from new bookings, while its bookings keep their prices. You can activate it again later.`
            : 'It has no bookings, so it will be deleted from the catalogue (one that has reviews is deactivated instead). Deleting cannot be undone.'}
          <Box component="span" sx={{ display: 'block', mt: 1.5 }}>
            A service that has bookings is always deactivated instead of deleted; an unused one is deleted.
          </Box>
        </>
      }
      confirmLabel={service.bookingCount > 0 ? 'Deactivate' : 'Delete'}
      cancelLabel="Keep it"
      tone="error"
      busy={loading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
