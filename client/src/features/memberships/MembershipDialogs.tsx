/**
 * The dialogs of the customer's membership page (docs/decisions/0019): change tier
 * (ChangeTierDialog.tsx: an upgrade applies now and charges the prorated difference; a downgrade
 * applies at the period's end, said before confirming), cancel at the period's end (confirmation),
 * and update the card renewals charge. Each calls its hook from membershipMutations.ts, disables
 * itself while busy, and reports success to the page (which shows a toast).
 */
import { useEffect, useState } from 'react';
import { SaveCardDialog } from '../../components/payment/SaveCardDialog';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import type { MembershipOverview_MembershipFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { useCancelMembership, useUpdateMembershipPaymentMethod } from './membershipMutations';

/* ---------------------------------------------------------------- cancel */

/** Confirms a cancel: the membership stays active (member rates) until the period's end, with no renewal. */
export function CancelMembershipDialog({
  open,
  membership: m,
  scheduledTierName,
  onClose,
  onCancelled,
}: {
  open: boolean;
  membership: MembershipOverview_MembershipFragment;
  scheduledTierName: string | null;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const [cancel, { loading }] = useCancelMembership();
  const [failure, setFailure] = useState<string | null>(null);
  const end = formatDate(m.currentPeriodEnd);

  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);

  const confirm = async () => {
    if (loading) return;
    setFailure(null);
    const outcome = await cancel();
    if (outcome.ok) onCancelled(`Your membership is cancelled. It stays active until ${end} and will not renew.`);
    else setFailure(outcome.message);
  };

  return (
    <ConfirmDialog
      open={open}
      title="Cancel your membership?"
      description={`Your ${m.tier.name} membership stays active until ${end}, with member rates until then. There is no renewal and nothing more is charged.${
        scheduledTierName ? ` The scheduled change to ${scheduledTierName} will not happen.` : ''
      } You can reactivate it before ${end}.`}
      cancelLabel="Keep membership"
      confirmLabel={loading ? 'Cancelling...' : 'Cancel membership'}
      tone="error"
      busy={loading}
      error={failure}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

/* ---------------------------------------------------------------- card */

/**
 * Saves the card renewals are charged to (test mode: the shared test-card form; Stripe mode:
 * Stripe's Payment Element, the server attaching the card to the customer's Stripe Customer).
 * Nothing is charged now.
 */
export function PaymentMethodDialog({
  open,
  membership: m,
  testMode,
  publishableKey,
  onClose,
  onSaved,
}: {
  open: boolean;
  membership: MembershipOverview_MembershipFragment;
  testMode: boolean;
  /** Stripe's publishable key (Stripe mode); null when the server has none. */
  publishableKey: string | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [update, { loading }] = useUpdateMembershipPaymentMethod();
  const save = async (paymentMethodId: string) => {
    const outcome = await update(paymentMethodId);
    if (!outcome.ok) return outcome;
    onSaved('Your card is saved. Renewals are charged to it.');
    return null;
  };
  return (
    <SaveCardDialog
      open={open}
      title={m.hasPaymentMethod ? 'Update your card' : 'Add a card'}
      description={
        m.source === 'grant'
          ? 'Your membership was granted and does not renew; a saved card is used if you upgrade. Nothing is charged now.'
          : `Renewals (next on ${formatDate(m.currentPeriodEnd)}) are charged to this card. Nothing is charged now.`
      }
      testMode={testMode}
      publishableKey={publishableKey}
      busy={loading}
      onSave={save}
      onClose={onClose}
    />
  );
}
