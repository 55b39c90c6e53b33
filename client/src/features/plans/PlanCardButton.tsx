/**
 * "Update card" on a plan's page (docs/decisions/0033: after a declined charge the customer can
 * update the card): the shared SaveCardDialog (test card in test mode, Stripe's Payment Element
 * with keys) saving the card through updatePlan's `paymentMethodId`. The next charge (every 6 hours
 * after a decline, until 2 hours before the visit) uses it; nothing is charged now.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import { SaveCardDialog } from '../../components/payment/SaveCardDialog';
import { graphql } from '../../gql';
import { useToast } from '../../lib/toast';
import { useUpdatePlan } from './planDocuments';

const PlanPaymentConfigQuery = graphql(`
  query PlanPaymentConfig {
    paymentConfig {
      testMode
      publishableKey
    }
  }
`);

export function PlanCardButton({ planId }: { planId: string }) {
  const notify = useToast();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(PlanPaymentConfigQuery);
  const [updatePlan, state] = useUpdatePlan();

  const save = async (paymentMethodId: string) => {
    const outcome = await updatePlan({ id: planId, input: { paymentMethodId } });
    if (!outcome.ok) return outcome;
    setOpen(false);
    notify.success('Your card is saved. The next visits are charged to it.');
    return null;
  };

  return (
    <>
      <Button size="small" variant="outlined" startIcon={<CreditCardRounded />} onClick={() => setOpen(true)} disabled={!data} sx={{ alignSelf: 'flex-start' }}>
        Update card
      </Button>
      {data && (
        <SaveCardDialog
          open={open}
          title="Update the card for this plan"
          description="Each visit is charged to this card 24 hours before it starts. Nothing is charged now."
          testMode={data.paymentConfig.testMode}
          publishableKey={data.paymentConfig.publishableKey ?? null}
          busy={state.loading}
          onSave={save}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
