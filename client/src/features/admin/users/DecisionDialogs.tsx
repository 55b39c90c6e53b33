import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { useToast } from '../../../lib/toast';
import { useDecideBackgroundCheck } from './adminUsersMutations';
import { useKeptValue } from './useKeptValue';

export const NOTES_MIN = 3;
export const NOTES_MAX = 1000;

/**
 * Confirms approving a freelancer's background check, then calls `decideBackgroundCheck(approved)`
 * (docs/decisions/0020). The applicant queue is asked again; toast "Approved <name>".
 */
export function ApproveDialog({ applicant: current, onClose }: { applicant: { id: string; name: string } | null; onClose: () => void }) {
  const applicant = useKeptValue(current);
  const [decide, { loading }] = useDecideBackgroundCheck();
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const close = () => {
    if (loading) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!current || !applicant || loading) return;
    setError(null);
    const result = await decide(applicant.id, 'approved');
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast.success(`Approved ${applicant.name}`);
    onClose();
  };
  return (
    <ConfirmDialog
      open={current !== null}
      title={`Approve ${applicant?.name ?? ''}?`}
      description="Their background check is marked approved: they can see and accept jobs at once, and they are told by notification and email."
      confirmLabel="Approve"
      tone="success"
      busy={loading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}

/**
 * Rejects a freelancer's background check with required notes (3 to 1000 characters, sent to the
 * freelancer as the reason), via `decideBackgroundCheck(rejected, notes)` (docs/decisions/0020). The applicant
 * queue is asked again; toast "Rejected <name>".
 */
export function RejectDialog({ applicant: current, onClose }: { applicant: { id: string; name: string } | null; onClose: () => void }) {
  const applicant = useKeptValue(current);
  const [decide] = useDecideBackgroundCheck();
  const toast = useToast();
  return (
    <ReasonDialog
      open={current !== null}
      title={`Reject ${applicant?.name ?? ''}?`}
      description="They cannot take jobs. The notes are sent to them as the reason, by notification and email, and kept in the audit trail."
      label="Notes"
      hint={`The reason for rejecting, at least ${NOTES_MIN} characters.`}
      rules={{ required: true, minLength: NOTES_MIN, maxLength: NOTES_MAX, requiredMessage: `Please give the reason for rejecting (at least ${NOTES_MIN} characters).` }}
      confirmLabel="Reject"
      cancelLabel="Cancel"
      tone="error"
      onConfirm={(notes) => decide(applicant?.id ?? '', 'rejected', notes)}
      onDone={() => {
        toast.success(`Rejected ${applicant?.name ?? ''}`);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
