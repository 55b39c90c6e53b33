import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useToast } from '../../../lib/toast';
import { ADMIN_REASON_MIN, ADMIN_REASON_RULES } from '../adminReason';
import { useSetUserStatus } from './adminUsersMutations';

/**
 * Confirms suspending (an active user) or reactivating (a suspended one) an account with a required
 * reason (3 to 500 characters), then calls `setUserStatus` (docs/decisions/0020). The server's
 * refusals ("You cannot suspend your own account.", "You cannot suspend the last active admin.")
 * show in the dialog; success closes it with a toast.
 */
export function UserStatusDialog({
  open,
  user,
  onClose,
  onChanged,
}: {
  open: boolean;
  user: { id: string; name: string; status: 'active' | 'suspended' };
  onClose: () => void;
  onChanged?: () => void;
}) {
  const suspending = user.status === 'active';
  const [setStatus] = useSetUserStatus();
  const toast = useToast();
  return (
    <ReasonDialog
      open={open}
      title={suspending ? `Suspend ${user.name}?` : `Reactivate ${user.name}?`}
      description={
        suspending
          ? 'They are signed out everywhere at once and cannot sign in until an admin reactivates the account. Your reason is kept in the audit trail.'
          : 'They can sign in again. Your reason is kept in the audit trail.'
      }
      hint={`At least ${ADMIN_REASON_MIN} characters.`}
      rules={ADMIN_REASON_RULES}
      confirmLabel={suspending ? 'Suspend' : 'Reactivate'}
      cancelLabel="Cancel"
      tone={suspending ? 'error' : 'primary'}
      onConfirm={(reason) => setStatus(user.id, suspending ? 'suspended' : 'active', reason)}
      onDone={() => {
        toast.success(suspending ? `Suspended ${user.name}` : `Reactivated ${user.name}`);
        onClose();
        onChanged?.();
      }}
      onClose={onClose}
    />
  );
}
