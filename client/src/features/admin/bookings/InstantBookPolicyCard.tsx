/**
 * The late-cancellation rule of instant booking on /admin/bookings (issue 31; docs/decisions/0044):
 * `count` late cancellations (each less than `lateHours` before the start) within `windowDays`
 * pause a cleaner's instant booking for `suspensionDays`. Loaded with `instantBookPolicy`, saved
 * with `setInstantBookPolicy` (audited on the server); the server's field errors go on their fields.
 * A change applies to cancellations from then on; suspensions running keep their end.
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
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql';
import type { AdminInstantBookPolicyQuery } from '../../../gql/graphql';
import { lateCancellationRuleText } from '../../../components/booking/instantRule';
import { formatDateTime } from '../../../lib/format';
import { useResultMutation } from '../../../lib/mutation';
import { useToast } from '../../../lib/toast';
import { INSTANT_BOOK_LIMITS } from '../../../../../schema/rules';

const AdminInstantBookPolicyDocument = graphql(`
  query AdminInstantBookPolicy {
    instantBookPolicy {
      count
      windowDays
      suspensionDays
      lateHours
      updatedAt
    }
  }
`);

const AdminSetInstantBookPolicyDocument = graphql(`
  mutation AdminSetInstantBookPolicy($count: Int!, $windowDays: Int!, $suspensionDays: Int!, $lateHours: Int!) {
    setInstantBookPolicy(count: $count, windowDays: $windowDays, suspensionDays: $suspensionDays, lateHours: $lateHours) {
      __typename
      ... on MutationSetInstantBookPolicySuccess {
        data {
          count
          windowDays
          suspensionDays
          lateHours
          updatedAt
        }
      }
      ...ErrorFields
    }
  }
`);

const FIELDS = [
  { name: 'count', label: 'Late cancellations', unit: '' },
  { name: 'windowDays', label: 'Counted over (days)', unit: 'days' },
  { name: 'suspensionDays', label: 'Pause for (days)', unit: 'days' },
  { name: 'lateHours', label: 'Late if less than (hours before)', unit: 'hours' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

function bounded(name: FieldName) {
  const { min, max } = INSTANT_BOOK_LIMITS[name];
  const message = `Enter a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, message)
    .refine((v) => Number(v) >= min && Number(v) <= max, message);
}
const policyForm = z.object({ count: bounded('count'), windowDays: bounded('windowDays'), suspensionDays: bounded('suspensionDays'), lateHours: bounded('lateHours') });
type PolicyForm = z.infer<typeof policyForm>;
type Policy = AdminInstantBookPolicyQuery['instantBookPolicy'];

const valuesOf = (p: Policy): PolicyForm => ({
  count: String(p.count),
  windowDays: String(p.windowDays),
  suspensionDays: String(p.suspensionDays),
  lateHours: String(p.lateHours),
});

/** The "Instant booking: late cancellations" card. */
export function InstantBookPolicyCard() {
  const { data, error, refetch } = useQuery(AdminInstantBookPolicyDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Paper component="section" aria-labelledby="instant-book-policy-title" variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, mb: 3 }}>
      <Typography id="instant-book-policy-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        Instant booking: late cancellations
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Cleaners who cancel instant jobs late lose instant booking for a while. A change applies to cancellations from now on; pauses
        already running keep their end.
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
          We couldn't load the late-cancellation rule.
        </Alert>
      ) : data ? (
        <PolicyForm policy={data.instantBookPolicy} />
      ) : (
        <Skeleton variant="rounded" height={96} aria-hidden />
      )}
    </Paper>
  );
}

function PolicyForm({ policy }: { policy: Policy }) {
  const notify = useToast();
  const [save] = useResultMutation(AdminSetInstantBookPolicyDocument, {
    update(cache, { data }) {
      const result = data?.setInstantBookPolicy;
      if (result?.__typename === 'MutationSetInstantBookPolicySuccess') {
        cache.writeQuery({ query: AdminInstantBookPolicyDocument, data: { instantBookPolicy: result.data } });
      }
    },
  });
  const { register, handleSubmit, reset, setError, formState } = useForm<PolicyForm>({ resolver: zodResolver(policyForm), defaultValues: valuesOf(policy) });

  // A saved (or refetched) rule becomes the form's new starting values.
  useEffect(() => {
    reset(valuesOf(policy));
  }, [policy, reset]);

  const submit = handleSubmit(async (values) => {
    const outcome = await save({
      count: Number(values.count),
      windowDays: Number(values.windowDays),
      suspensionDays: Number(values.suspensionDays),
      lateHours: Number(values.lateHours),
    });
    if (outcome.ok) {
      notify.success('Late-cancellation rule saved.');
      return;
    }
    let placed = false;
    for (const { name } of FIELDS) {
      const message = outcome.fields[name];
      if (message) {
        setError(name, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (!placed) setError('root', { message: outcome.message });
  });

  return (
    <Box component="form" noValidate aria-label="Late-cancellation rule" onSubmit={(e) => void submit(e)}>
      {formState.errors.root?.message && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formState.errors.root.message}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {FIELDS.map(({ name, label }) => {
          const { min, max } = INSTANT_BOOK_LIMITS[name];
          const fieldError = formState.errors[name]?.message;
          return (
            <TextField
              key={name}
              size="small"
              label={label}
              {...register(name)}
              error={Boolean(fieldError)}
              helperText={fieldError ?? `${min} to ${max}`}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            />
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Cleaners read: “{lateCancellationRuleText(policy)}”
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Button
          type="submit"
          variant="outlined"
          disabled={formState.isSubmitting || !formState.isDirty}
          startIcon={formState.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Save rule
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Changed {formatDateTime(policy.updatedAt)}
        </Typography>
      </Stack>
    </Box>
  );
}
