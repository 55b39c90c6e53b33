/**
 * The refund dialog of /admin/payments (docs/decisions/0018): an amount in dollars (sent in
 * cents, at most what is left to refund) and a required reason (3 to 500 characters), then
 * refundPayment. The refunded payment's `refundableCents` and the payments list are evicted, so
 * they are read again with the new refund row.
 */
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatMoney } from '../../../components/booking/format';
import { graphql } from '../../../gql';
import type { AdminPaymentsQuery } from '../../../gql/graphql';
import { useResultMutation } from '../../../lib/mutation';
import { evictRootFields } from '../../../lib/apolloCache';
import { dollarsToCents } from '../services/serviceForm';
import { adminReason } from '../adminReason';
import { AdminReasonField } from '../AdminReasonField';
import { FormDialogActions, FormFailure } from '../../../components/ui/FormDialogParts';

const RefundPaymentMutation = graphql(`
  mutation RefundPayment($paymentId: ID!, $amountCents: Int!, $reason: String!) {
    refundPayment(paymentId: $paymentId, amountCents: $amountCents, reason: $reason) {
      __typename
      ... on MutationRefundPaymentSuccess {
        data {
          id
          kind
          amountCents
          status
          reason
        }
      }
      ...ErrorFields
    }
  }
`);

export type PaymentRow = AdminPaymentsQuery['adminPayments']['items'][number];

/** The form's rules: a positive dollar amount up to `refundableCents`, and a reason. */
function refundForm(refundableCents: number) {
  return z.object({
    amount: z
      .string()
      .refine((v) => (dollarsToCents(v) ?? 0) > 0, 'Enter an amount in dollars, for example 12.50')
      .refine((v) => (dollarsToCents(v) ?? 0) <= refundableCents, `At most ${formatMoney(refundableCents)} is left to refund.`),
    reason: adminReason,
  });
}
type RefundForm = z.infer<ReturnType<typeof refundForm>>;

/** Refunds part or all of a payment; `onClose(true)` once the refund was issued. Closed when `payment` is null. */
export function RefundDialog({ payment, onClose }: { payment: PaymentRow | null; onClose: (refunded: boolean) => void }) {
  if (!payment) return null;
  return <RefundForm key={payment.id} payment={payment} onClose={onClose} />;
}

function RefundForm({ payment, onClose }: { payment: PaymentRow; onClose: (refunded: boolean) => void }) {
  const titleId = useId();
  const [refund] = useResultMutation(RefundPaymentMutation, {
    update(cache, { data }) {
      if (data?.refundPayment.__typename !== 'MutationRefundPaymentSuccess') return;
      cache.evict({ id: cache.identify({ __typename: 'Payment', id: payment.id }), fieldName: 'refundableCents' });
      evictRootFields(cache, 'adminPayments');
    },
  });
  const { control, handleSubmit, setError, formState } = useForm<RefundForm>({
    resolver: zodResolver(refundForm(payment.refundableCents)),
    defaultValues: { amount: '', reason: '' },
  });
  const loading = formState.isSubmitting;
  const failure = formState.errors.root?.message;

  const submit = handleSubmit(async ({ amount, reason }) => {
    const result = await refund({ paymentId: payment.id, amountCents: dollarsToCents(amount) ?? 0, reason });
    if (result.ok) onClose(true);
    else setError('root', { message: result.message });
  });

  return (
    <Dialog open onClose={() => !loading && onClose(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          Refund {payment.customerName}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Payment of {formatMoney(payment.amountCents)} ({payment.gatewayId}). {formatMoney(payment.refundableCents)} is left to refund. The money
            goes back to the customer's card and they are told why.
          </DialogContentText>
          <Controller
            name="amount"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                label="Amount in dollars"
                {...field}
                fullWidth
                required
                sx={{ mt: 2 }}
                disabled={loading}
                error={Boolean(fieldState.error)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                helperText={fieldState.error?.message ?? `Up to ${formatMoney(payment.refundableCents)}`}
              />
            )}
          />
          <AdminReasonField control={control} name="reason" fullWidth sx={{ mt: 2 }} disabled={loading} />
          <FormFailure message={failure} sx={{ mt: 2 }} />
        </DialogContent>
        <FormDialogActions busy={loading} cancelLabel="Close" submitLabel="Refund" color="error" onCancel={() => onClose(false)} />
      </form>
    </Dialog>
  );
}
