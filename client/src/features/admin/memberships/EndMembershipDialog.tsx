/**
 * Confirms ending a membership now from /admin/memberships (docs/decisions/0019; spec section 7
 * "membership cancel"): a reason is required, then `adminCancelMembership`. Closed when `row` is
 * null; success is reported to the page with the toast's message.
 */
import { ReasonDialog } from '../../../components/ui/ReasonDialog';
import { ADMIN_REASON_RULES } from '../adminReason';
import { memberName, type Row } from './membershipAdminModel';
import { useAdminCancelMembership } from './membershipAdminMutations';

/** Ends a membership now: reason required; member rates stop at once, nothing is refunded, the member is told. */
export function EndMembershipDialog({ row, onClose, onDone }: { row: Row | null; onClose: () => void; onDone: (message: string) => void }) {
  const [cancel] = useAdminCancelMembership();
  if (!row) return null;
  const name = memberName(row.member);
  return (
    <ReasonDialog
      key={row.id}
      open
      title="End this membership now?"
      description={`${name}'s ${row.tier.name} membership ends now: member rates stop at once and nothing is refunded. The member is told your reason. This can't be undone.`}
      hint="Shown to the member and recorded with your name."
      rules={ADMIN_REASON_RULES}
      confirmLabel="End membership now"
      cancelLabel="Keep membership"
      tone="error"
      onConfirm={(reason) => cancel(row.id, reason)}
      onDone={() => onDone(`${name}'s ${row.tier.name} membership was ended.`)}
      onClose={onClose}
    />
  );
}
