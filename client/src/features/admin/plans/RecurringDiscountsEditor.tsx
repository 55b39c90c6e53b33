/**
 * The recurring discounts editor on /admin/plans (docs/decisions/0033: a recurring
 * discount is data with admin-editable percentages): one row per frequency with its percent
 * (a whole number from 0 to 50) and when it last changed; Save sends `updateRecurringDiscount`
 * (audited on the server). The new percent applies to visits priced from then on.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql';
import type { AdminRecurringDiscountsQuery, PlanFrequency } from '../../../gql/graphql';
import { PLAN_FREQUENCIES, PLAN_FREQUENCY_LABELS } from '../../../components/plans/planLabels';
import { formatDateTime } from '../../../lib/format';
import { useResultMutation } from '../../../lib/mutation';
import { useToast } from '../../../lib/toast';

const AdminRecurringDiscountsDocument = graphql(`
  query AdminRecurringDiscounts {
    recurringDiscounts {
      frequency
      percent
      updatedAt
    }
  }
`);

const AdminUpdateRecurringDiscountDocument = graphql(`
  mutation AdminUpdateRecurringDiscount($frequency: PlanFrequency!, $percent: Int!) {
    updateRecurringDiscount(frequency: $frequency, percent: $percent) {
      __typename
      ... on MutationUpdateRecurringDiscountSuccess {
        data {
          frequency
          percent
          updatedAt
        }
      }
      ...ErrorFields
    }
  }
`);

/** Largest recurring discount, percent (the server's rule). */
const MAX_PERCENT = 50;

const percentForm = z.object({
  percent: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, `Enter a whole number from 0 to ${MAX_PERCENT}`)
    .refine((v) => Number(v) <= MAX_PERCENT, `Enter a whole number from 0 to ${MAX_PERCENT}`),
});
type PercentForm = z.infer<typeof percentForm>;

type Discount = AdminRecurringDiscountsQuery['recurringDiscounts'][number];

/**
 * Changes one frequency's percent. RecurringDiscount has no id, so the cached list is rewritten
 * with the returned row (same frequency) instead of being normalized.
 */
function useUpdateRecurringDiscount() {
  return useResultMutation(AdminUpdateRecurringDiscountDocument, {
    update(cache, { data }) {
      const result = data?.updateRecurringDiscount;
      if (result?.__typename !== 'MutationUpdateRecurringDiscountSuccess') return;
      cache.updateQuery({ query: AdminRecurringDiscountsDocument }, (list) =>
        list ? { recurringDiscounts: list.recurringDiscounts.map((d) => (d.frequency === result.data.frequency ? result.data : d)) } : list,
      );
    },
  });
}

/** The "Recurring discounts" panel. */
export function RecurringDiscountsEditor() {
  const { data, error, refetch } = useQuery(AdminRecurringDiscountsDocument, { fetchPolicy: 'cache-and-network' });
  const byFrequency = new Map((data?.recurringDiscounts ?? []).map((d) => [d.frequency, d]));

  return (
    <Paper component="section" aria-labelledby="recurring-discounts-title" variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, mb: 3 }}>
      <Typography id="recurring-discounts-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        Recurring discounts
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Taken off every visit of a plan, by frequency (0 to {MAX_PERCENT}%). Customers see it before they confirm; a change applies to
        visits priced from now on.
      </Typography>
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          We couldn't load the recurring discounts.
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {PLAN_FREQUENCIES.map((frequency) => {
            const discount = byFrequency.get(frequency);
            return discount ? (
              <DiscountRow key={frequency} discount={discount} />
            ) : (
              <Skeleton key={frequency} variant="rounded" height={96} aria-hidden={data ? undefined : true} />
            );
          })}
        </Box>
      )}
    </Paper>
  );
}

/** One frequency: its percent field, Save, and when it last changed. */
function DiscountRow({ discount }: { discount: Discount }) {
  const notify = useToast();
  const [update] = useUpdateRecurringDiscount();
  const label = PLAN_FREQUENCY_LABELS[discount.frequency as PlanFrequency];
  const fieldId = `discount-${discount.frequency}`;
  const { register, handleSubmit, reset, setError, formState } = useForm<PercentForm>({
    resolver: zodResolver(percentForm),
    defaultValues: { percent: String(discount.percent) },
  });

  // A saved (or refetched) percent becomes the field's new starting value.
  useEffect(() => {
    reset({ percent: String(discount.percent) });
  }, [discount.percent, reset]);

  const submit = handleSubmit(async ({ percent }) => {
    const outcome = await update({ frequency: discount.frequency, percent: Number(percent) });
    if (outcome.ok) notify.success(`${label} plans now get ${outcome.data.percent}% off every visit.`);
    else setError('percent', { message: outcome.fields.percent ?? outcome.message });
  });

  const fieldError = formState.errors.percent?.message;
  return (
    <Box component="form" noValidate aria-label={`${label} discount`} onSubmit={(e) => void submit(e)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={fieldId}
          size="small"
          label={label}
          {...register('percent')}
          error={Boolean(fieldError)}
          helperText={fieldError ?? `Changed ${formatDateTime(discount.updatedAt)}`}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 2 },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={formState.isSubmitting || !formState.isDirty}
          startIcon={formState.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          aria-label={`Save ${label.toLowerCase()} discount`}
          sx={{ mt: 0.25 }}
        >
          Save
        </Button>
      </Stack>
    </Box>
  );
}
