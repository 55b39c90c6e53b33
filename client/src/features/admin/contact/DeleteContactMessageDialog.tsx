import { useState } from 'react';
import type { ContactMessageStatus } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useDeleteContactMessage } from './contactMutations';

export interface DeleteContactMessageDialogProps {
  message: { id: string; name: string; subject: string; status: ContactMessageStatus; ticketNumber?: number | null };
  /** `deleted` is true once the server removed it. */
  onClose: (deleted: boolean) => void;
}

/**
 * Confirmation before deleting a contact message for good (deleteContactMessage); the message is
 * then evicted and the inbox's pages and counts are asked again (contactMutations.ts).
 */
export function DeleteContactMessageDialog({ message, onClose }: DeleteContactMessageDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useDeleteContactMessage();

  const confirm = async () => {
    if (loading) return;
    setError(null);
    const result = await remove(message.id);
    if (result.ok) onClose(true);
    else setError(result.message);
  };

  return (
    <ConfirmDialog
      open
      title="Delete this message?"
      description={
        <>
          “{message.subject}” from {message.name} will be deleted for good. This cannot be undone.
          {message.ticketNumber ? ` Ticket #${message.ticketNumber} made from it keeps its thread.` : ''}
        </>
      }
      confirmLabel="Delete message"
      tone="error"
      busy={loading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={() => onClose(false)}
    />
  );
}
