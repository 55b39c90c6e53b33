/**
 * Grants a membership from /admin/memberships (docs/decisions/0019; spec section 7 "membership
 * grant"): a customer found with `adminUsers` (searched as the admin types), a tier, 1 to 24
 * months and a reason, then `adminGrantMembership`. Success is reported to the page with the
 * toast's message.
 */
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/errors';
import { formatCount } from '../../../lib/format';
import { adminReason } from '../adminReason';
import { AdminReasonField } from '../AdminReasonField';
import { FormDialogActions, FormFailure } from '../../../components/ui/FormDialogParts';
import { FORM_SX, TIER_CODES, memberName, type TierOption } from './membershipAdminModel';
import { useAdminGrantMembership } from './membershipAdminMutations';

const AdminGrantCustomerSearchDocument = graphql(`
  query AdminGrantCustomerSearch($search: String) {
    adminUsers(search: $search, role: customer, page: 1, limit: 10) {
      total
      items {
        id
        firstName
        lastName
        fullName
        email
        activeMembership {
          id
          tier {
            code
            name
          }
        }
      }
    }
  }
`);

type CustomerOption = {
  id: string;
  firstName: string;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
  activeMembership?: { id: string; tier: { code: string; name: string } } | null;
};

const grantForm = z.object({
  customer: z
    .custom<CustomerOption | null>()
    .refine((c) => c !== null, 'Choose a customer')
    .refine((c) => !c?.activeMembership, 'This customer already has a membership'),
  tier: z.enum(TIER_CODES),
  months: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'Enter a whole number of months from 1 to 24')
    .refine((v) => Number(v) >= 1 && Number(v) <= 24, 'Enter a whole number of months from 1 to 24'),
  reason: adminReason,
});
type GrantForm = z.input<typeof grantForm>;

const EMPTY: GrantForm = { customer: null, tier: 'star', months: '1', reason: '' };

/** Gives a customer (searched with `adminUsers`) a tier for 1 to 24 months, with a reason; it does not renew. */
export function GrantMembershipDialog({
  open,
  tiers,
  onClose,
  onDone,
}: {
  open: boolean;
  tiers: readonly TierOption[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [grant] = useAdminGrantMembership();
  const { control, handleSubmit, reset, setError, formState } = useForm<GrantForm>({ resolver: zodResolver(grantForm), defaultValues: EMPTY });
  const loading = formState.isSubmitting;
  const error = formState.errors.root?.message;
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');

  useEffect(() => {
    if (!open) return;
    setInput('');
    setSearch('');
    reset(EMPTY);
  }, [open, reset]);

  // Search as the admin types, 300 ms after the last key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);

  const found = useQuery(AdminGrantCustomerSearchDocument, { variables: { search: search || null }, skip: !open, fetchPolicy: 'cache-and-network' });
  const options: CustomerOption[] = found.data?.adminUsers.items ?? [];

  const submit = handleSubmit(async ({ customer, tier, months, reason }) => {
    if (!customer) return;
    const monthsNumber = Number(months);
    const result = await grant({ userId: customer.id, tier, months: monthsNumber, reason: reason.trim() });
    const tierName = tiers.find((t) => t.code === tier)?.name ?? tier;
    if (result.ok) onDone(`${memberName(customer)} now has ${tierName} for ${formatCount(monthsNumber, 'month')}.`);
    else setError('root', { message: result.message });
  });

  return (
    <Dialog
      open={open}
      onClose={() => !loading && onClose()}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Grant a membership
      </DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={FORM_SX}>
        <DialogContent>
          <DialogContentText>
            Give a customer a tier for 1 to 24 months without payment. It is recorded with your name and reason, the customer is told, and it does
            not renew.
          </DialogContentText>
          <Stack spacing={2.5} sx={{ mt: 2.5 }}>
            <Controller
              name="customer"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={options}
                  value={field.value ?? null}
                  onChange={(_e, value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  inputValue={input}
                  onInputChange={(_e, value) => setInput(value)}
                  filterOptions={(x) => x}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  getOptionLabel={(o) => `${memberName(o)}${o.email ? ` (${o.email})` : ''}`}
                  getOptionDisabled={(o) => Boolean(o.activeMembership)}
                  loading={found.loading}
                  noOptionsText={search ? 'No customer matches' : 'Type a name or email'}
                  renderOption={(props, o) => {
                    const { key, ...rest } = props as typeof props & { key: string };
                    return (
                      <Box component="li" key={key} {...rest}>
                        <Box sx={{ minWidth: 0 }}>
                          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                            {memberName(o)}
                          </Typography>
                          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                            {o.email}
                            {o.activeMembership ? ` · already a ${o.activeMembership.tier.name} member` : ''}
                          </Typography>
                        </Box>
                      </Box>
                    );
                  }}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Customer"
                      required
                      placeholder="Search name or email"
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? 'Customers only; those with a membership cannot be chosen.'}
                    />
                  )}
                />
              )}
            />
            {found.error && (
              <Alert severity="error" role="alert">
                {errorMessage(found.error)}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                name="tier"
                control={control}
                render={({ field }) => (
                  <TextField select label="Tier" {...field} required>
                    {tiers.map((t) => (
                      <MenuItem key={t.code} value={t.code}>
                        {t.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                name="months"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    label="Months"
                    {...field}
                    onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 2))}
                    required
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? '1 to 24'}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
                  />
                )}
              />
            </Stack>
            <AdminReasonField control={control} name="reason" hint="Visible to the member and recorded with your name." />
            <FormFailure message={error} />
          </Stack>
        </DialogContent>
        <FormDialogActions
          busy={loading}
          cancelLabel="Close"
          submitLabel={loading ? 'Granting...' : 'Grant membership'}
          icon={<CardGiftcardRounded />}
          wrap
          onCancel={onClose}
        />
      </Box>
    </Dialog>
  );
}
