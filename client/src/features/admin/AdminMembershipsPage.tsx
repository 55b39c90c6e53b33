/**
 * /admin/memberships (admin; issue 8 "Memberships", spec section 7 admin calls "membership grant
 * and cancel").
 *
 * - Analytics (`adminMembershipAnalytics`): active members, members per tier, membership revenue
 *   per month for the last 12 months (an MUI X bar chart, named for screen readers and with a
 *   table alternative behind a button) and churn per month (a table).
 * - Every membership (`allMemberships`), newest first, filtered by name/email, status and tier,
 *   paged with TablePagination; filters and page live in the URL.
 * - Row action: end a membership now with a reason (`adminCancelMembership`, confirm dialog).
 * - Grant: give a customer (found with `adminUsers`) a tier for 1 to 24 months with a reason
 *   (`adminGrantMembership`).
 * Mutations are one hook each below (this file is the page's only file in features/admin); their
 * answers are normalized by id, and the list and analytics are read again for the counts.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import { BarChart } from '@mui/x-charts/BarChart';
import { PageTitle } from '../../components/booking/PageTitle';
import { QueryErrorState, StateMessage } from '../../components/booking/StateMessage';
import { ScrollableTable } from '../../components/ScrollableTable';
import { graphql } from '../../gql';
import type { AdminMembershipAnalyticsQuery, AdminMembershipsListQuery, MembershipTierCode } from '../../gql/graphql';
import { defaultMessage, errorMessage, mutationErrorMessage } from '../../lib/errors';
import { formatCents, formatCount, formatDate, formatNumber } from '../../lib/format';
import { withParams } from '../../lib/searchParams';
import { useToast } from '../../lib/toast';

const AdminMembershipAnalyticsDocument = graphql(`
  query AdminMembershipAnalytics {
    adminMembershipAnalytics {
      activeMembers
      membersByTier {
        tier
        name
        active
      }
      revenueByMonth {
        month
        revenueCents
        payments
      }
      churnByMonth {
        month
        activeAtStart
        started
        ended
        churnPercent
      }
    }
    membershipTiers {
      code
      name
    }
  }
`);

const AdminMembershipsListDocument = graphql(`
  query AdminMembershipsList($search: String, $status: String, $tier: MembershipTierCode, $page: Int!, $limit: Int!) {
    allMemberships(search: $search, status: $status, tier: $tier, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        status
        source
        planMonths
        startedAt
        currentPeriodEnd
        cancelAtPeriodEnd
        renews
        scheduledTier
        endedAt
        cancelReason
        grantReason
        tier {
          code
          name
        }
        member {
          id
          firstName
          lastName
          fullName
          email
        }
      }
    }
  }
`);

const AdminCancelMembershipMutation = graphql(`
  mutation AdminCancelMembership($membershipId: ID!, $reason: String!) {
    adminCancelMembership(membershipId: $membershipId, reason: $reason) {
      __typename
      ... on MutationAdminCancelMembershipSuccess {
        data {
          id
          status
          endedAt
          cancelReason
          cancelAtPeriodEnd
          renews
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const AdminGrantMembershipMutation = graphql(`
  mutation AdminGrantMembership($userId: ID!, $tier: MembershipTierCode!, $months: Int!, $reason: String!) {
    adminGrantMembership(userId: $userId, tier: $tier, months: $months, reason: $reason) {
      __typename
      ... on MutationAdminGrantMembershipSuccess {
        data {
          id
          status
          source
          planMonths
          currentPeriodEnd
          grantReason
          tier {
            code
            name
          }
          member {
            id
            activeMembership {
              id
            }
          }
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

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

type Row = AdminMembershipsListQuery['allMemberships']['items'][number];
type Analytics = AdminMembershipAnalyticsQuery['adminMembershipAnalytics'];
type ActionResult = { ok: true } | { ok: false; message: string };

const STATUSES = [
  ['', 'All statuses'],
  ['active', 'Active'],
  ['pending', 'Pending'],
  ['cancelled', 'Cancelled'],
  ['expired', 'Expired'],
] as const;
const STATUS_CHIP: Record<string, 'success' | 'warning' | 'default'> = { active: 'success', pending: 'warning', cancelled: 'default', expired: 'default' };
const TIER_CODES = ['moon', 'star', 'sun'] as const;
const LIMITS = [10, 20, 50];
/** A form inside a dialog's paper that keeps the paper's layout (content scrolls, actions stay at the bottom). */
const FORM_SX = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;

/** A reason as the server wants it (adminReason in memberships.inputs.ts): 3 to 500 characters. */
function reasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return 'Please give a reason';
  if (text.length < 3) return 'Please give a reason (at least 3 characters)';
  if (text.length > 500) return 'The reason must be at most 500 characters';
  return null;
}

/** "2026-05" -> "May 2026" (UTC month). */
function monthName(key: string, style: 'long' | 'axis' = 'long'): string {
  const [y, m] = key.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 1));
  if (style === 'axis') {
    return `${date.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })} '${String(y).slice(-2)}`;
  }
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function memberName(member: { fullName?: string | null; firstName: string; lastName?: string | null }): string {
  return member.fullName ?? `${member.firstName} ${member.lastName ?? ''}`.trim();
}

/* ---------------------------------------------------------------- mutation hooks */

/** Ends a membership now with a reason; the returned membership (status, endedAt, reason) updates by id. */
function useAdminCancelMembership() {
  const [mutate, state] = useMutation(AdminCancelMembershipMutation);
  const cancel = async (membershipId: string, reason: string): Promise<ActionResult> => {
    try {
      const { data } = await mutate({ variables: { membershipId, reason } });
      const result = data?.adminCancelMembership;
      if (result?.__typename === 'MutationAdminCancelMembershipSuccess') return { ok: true };
      return { ok: false, message: result && 'code' in result ? mutationErrorMessage(result) : defaultMessage('UNKNOWN_ERROR') };
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [cancel, state] as const;
}

/** Grants a tier; the member's `activeMembership` in the cache points at the new membership. */
function useAdminGrantMembership() {
  const [mutate, state] = useMutation(AdminGrantMembershipMutation);
  const grant = async (input: { userId: string; tier: MembershipTierCode; months: number; reason: string }): Promise<ActionResult> => {
    try {
      const { data } = await mutate({ variables: input });
      const result = data?.adminGrantMembership;
      if (result?.__typename === 'MutationAdminGrantMembershipSuccess') return { ok: true };
      return { ok: false, message: result && 'code' in result ? mutationErrorMessage(result) : defaultMessage('UNKNOWN_ERROR') };
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
  };
  return [grant, state] as const;
}

/* ---------------------------------------------------------------- analytics */

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 800 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** Revenue per month: a bar chart (one image, named with every month's figure) and, on demand, the same figures as a table. */
function RevenueChart({ months }: { months: Analytics['revenueByMonth'] }) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const total = months.reduce((sum, m) => sum + m.revenueCents, 0);
  const description = months.map((m) => `${monthName(m.month)}: ${formatCents(m.revenueCents)}`).join('; ');
  return (
    <Box component="section" aria-labelledby="membership-revenue-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="membership-revenue-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Revenue per month (last 12 months): {formatCents(total)}
        </Typography>
        <Button size="small" onClick={() => setAsTable((v) => !v)} aria-expanded={asTable} aria-controls={tableId}>
          {asTable ? 'Hide table' : 'Show as table'}
        </Button>
      </Stack>
      <Box role="img" aria-label={`Membership revenue per month. ${description}.`} sx={{ width: '100%', height: 260 }}>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: months.map((m) => monthName(m.month, 'axis')) }]}
          yAxis={[{ valueFormatter: (v: number | null) => formatCents(Math.round(v ?? 0)), width: 80 }]}
          series={[{ data: months.map((m) => m.revenueCents), label: 'Revenue', valueFormatter: (v: number | null) => formatCents(v ?? 0) }]}
          hideLegend
        />
      </Box>
      <Box id={tableId} hidden={!asTable} sx={{ mt: 1 }}>
        {asTable && (
          <ScrollableTable label="Membership revenue per month">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Month</TableCell>
                  <TableCell align="right">Revenue</TableCell>
                  <TableCell align="right">Payments</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell component="th" scope="row">
                      {monthName(m.month)}
                    </TableCell>
                    <TableCell align="right">{formatCents(m.revenueCents)}</TableCell>
                    <TableCell align="right">{formatNumber(m.payments)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTable>
        )}
      </Box>
    </Box>
  );
}

function ChurnTable({ months }: { months: Analytics['churnByMonth'] }) {
  return (
    <Box component="section" aria-labelledby="membership-churn-title">
      <Typography id="membership-churn-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Churn per month (last 6 months)
      </Typography>
      <ScrollableTable label="Membership churn per month">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell align="right">Active at start</TableCell>
              <TableCell align="right">Started</TableCell>
              <TableCell align="right">Ended</TableCell>
              <TableCell align="right">Churn</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {monthName(m.month)}
                </TableCell>
                <TableCell align="right">{formatNumber(m.activeAtStart)}</TableCell>
                <TableCell align="right">{formatNumber(m.started)}</TableCell>
                <TableCell align="right">{formatNumber(m.ended)}</TableCell>
                <TableCell align="right">{m.churnPercent.toFixed(1)}%</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
    </Box>
  );
}

function AnalyticsSection({ analytics }: { analytics: Analytics }) {
  return (
    <Box component="section" aria-labelledby="membership-analytics-title">
      <Typography id="membership-analytics-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Analytics
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 2, m: 0, mb: 3, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        <Figure label="Active members" value={formatNumber(analytics.activeMembers)} />
        {analytics.membersByTier.map((t) => (
          <Figure key={t.tier} label={`${t.name} members`} value={formatNumber(t.active)} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <RevenueChart months={analytics.revenueByMonth} />
        <ChurnTable months={analytics.churnByMonth} />
      </Box>
    </Box>
  );
}

/* ---------------------------------------------------------------- dialogs */

/** Ends a membership now: reason required; member rates stop at once, nothing is refunded, the member is told. */
function CancelMembershipDialog({ row, onClose, onDone }: { row: Row | null; onClose: () => void; onDone: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useAdminCancelMembership();
  const titleId = useId();
  const descriptionId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');

  useEffect(() => {
    setReason('');
    setTouched(false);
    setError(null);
  }, [row?.id]);

  if (!row) return null;
  const name = memberName(row.member);
  const invalid = reasonError(reason);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || loading) return;
    setError(null);
    const result = await cancel(row.id, reason.trim());
    if (result.ok) onDone(`${name}'s ${row.tier.name} membership was ended.`);
    else setError(result.message);
  };

  return (
    <Dialog
      open
      onClose={() => !loading && onClose()}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        End this membership now?
      </DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={FORM_SX}>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            {name}'s {row.tier.name} membership ends now: member rates stop at once and nothing is refunded. The member is told your reason. This
            can't be undone.
          </DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            required
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            error={touched && Boolean(invalid)}
            helperText={touched && invalid ? invalid : 'Shown to the member and recorded with your name.'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={loading}>
            Keep membership
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={loading}
            startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {loading ? 'Ending...' : 'End membership now'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

type CustomerOption = {
  id: string;
  firstName: string;
  lastName?: string | null;
  fullName?: string | null;
  email?: string | null;
  activeMembership?: { id: string; tier: { code: string; name: string } } | null;
};

/** Gives a customer (searched with `adminUsers`) a tier for 1 to 24 months, with a reason; it does not renew. */
function GrantMembershipDialog({
  open,
  tiers,
  onClose,
  onDone,
}: {
  open: boolean;
  tiers: readonly { code: MembershipTierCode; name: string }[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [tier, setTier] = useState<MembershipTierCode>('star');
  const [months, setMonths] = useState('1');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [grant, { loading }] = useAdminGrantMembership();
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');

  useEffect(() => {
    if (!open) return;
    setInput('');
    setSearch('');
    setCustomer(null);
    setTier('star');
    setMonths('1');
    setReason('');
    setTouched(false);
    setError(null);
  }, [open]);

  // Search as the admin types, 300 ms after the last key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);

  const found = useQuery(AdminGrantCustomerSearchDocument, { variables: { search: search || null }, skip: !open, fetchPolicy: 'cache-and-network' });
  const options: CustomerOption[] = found.data?.adminUsers.items ?? [];

  const monthsNumber = Number(months);
  const monthsInvalid = !/^\d{1,2}$/.test(months.trim()) || monthsNumber < 1 || monthsNumber > 24 ? 'Enter a whole number of months from 1 to 24' : null;
  const reasonInvalid = reasonError(reason);
  const customerInvalid = !customer ? 'Choose a customer' : customer.activeMembership ? 'This customer already has a membership' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (loading || monthsInvalid || reasonInvalid || customerInvalid || !customer) return;
    setError(null);
    const result = await grant({ userId: customer.id, tier, months: monthsNumber, reason: reason.trim() });
    const tierName = tiers.find((t) => t.code === tier)?.name ?? tier;
    if (result.ok) onDone(`${memberName(customer)} now has ${tierName} for ${formatCount(monthsNumber, 'month')}.`);
    else setError(result.message);
  };

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
      <Box component="form" noValidate onSubmit={submit} sx={FORM_SX}>
        <DialogContent>
          <DialogContentText>
            Give a customer a tier for 1 to 24 months without payment. It is recorded with your name and reason, the customer is told, and it does
            not renew.
          </DialogContentText>
          <Stack spacing={2.5} sx={{ mt: 2.5 }}>
            <Autocomplete
              options={options}
              value={customer}
              onChange={(_e, value) => setCustomer(value)}
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
                  error={touched && Boolean(customerInvalid)}
                  helperText={touched && customerInvalid ? customerInvalid : 'Customers only; those with a membership cannot be chosen.'}
                />
              )}
            />
            {found.error && (
              <Alert severity="error" role="alert">
                {errorMessage(found.error)}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label="Tier" value={tier} onChange={(e) => setTier(e.target.value as MembershipTierCode)} required>
                {tiers.map((t) => (
                  <MenuItem key={t.code} value={t.code}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Months"
                value={months}
                onChange={(e) => setMonths(e.target.value.replace(/\D/g, '').slice(0, 2))}
                required
                error={touched && Boolean(monthsInvalid)}
                helperText={touched && monthsInvalid ? monthsInvalid : '1 to 24'}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
              />
            </Stack>
            <TextField
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onBlur={() => setTouched(true)}
              required
              multiline
              minRows={2}
              error={touched && Boolean(reasonInvalid)}
              helperText={touched && reasonInvalid ? reasonInvalid : 'Visible to the member and recorded with your name.'}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={loading}>
            Close
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={loading}
            startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <CardGiftcardRounded />}
          >
            {loading ? 'Granting...' : 'Grant membership'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/* ---------------------------------------------------------------- page */

/** The admin memberships page. */
export default function AdminMembershipsPage() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const search = params.get('search') || '';
  const status = STATUSES.some(([value]) => value && value === params.get('status')) ? (params.get('status') as string) : '';
  const tier = (TIER_CODES as readonly string[]).includes(params.get('tier') ?? '') ? (params.get('tier') as MembershipTierCode) : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const limit = LIMITS.includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 20;
  const [draft, setDraft] = useState(search);
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const [granting, setGranting] = useState(false);

  useEffect(() => setDraft(search), [search]);

  const analytics = useQuery(AdminMembershipAnalyticsDocument, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(AdminMembershipsListDocument, {
    variables: { search: search || null, status: status || null, tier: tier || null, page, limit },
    fetchPolicy: 'cache-and-network',
  });
  const result = (list.data ?? list.previousData)?.allMemberships;
  const tiers = analytics.data?.membershipTiers ?? TIER_CODES.map((code) => ({ code, name: code.charAt(0).toUpperCase() + code.slice(1) }));

  const set = (changes: Record<string, string | number | null>) => setParams(withParams(params, changes));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ search: draft.trim() });
  };
  const changed = (message: string) => {
    toast.success(message);
    void list.refetch();
    void analytics.refetch();
  };
  const filtered = Boolean(search || status || tier);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Memberships" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Memberships
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Members, revenue and churn; every membership with its source and renewal. End a membership or grant one with a reason.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<CardGiftcardRounded />} onClick={() => setGranting(true)} sx={{ flexShrink: 0 }}>
          Grant membership
        </Button>
      </Stack>

      <Stack spacing={5}>
        {analytics.error && !analytics.data ? (
          <QueryErrorState error={analytics.error} onRetry={() => void analytics.refetch()} title="We couldn't load the membership analytics" />
        ) : !analytics.data ? (
          <Box aria-busy aria-label="Loading the membership analytics">
            <Skeleton width={140} height={32} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, my: 2 }}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="rounded" height={84} />
              ))}
            </Box>
            <Skeleton variant="rounded" height={260} />
          </Box>
        ) : (
          <AnalyticsSection analytics={analytics.data.adminMembershipAnalytics} />
        )}

        <Box component="section" aria-labelledby="membership-list-title">
          <Typography id="membership-list-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            All memberships
          </Typography>
          <Box
            component="form"
            role="search"
            aria-label="Filter memberships"
            onSubmit={submitSearch}
            sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
          >
            <TextField
              size="small"
              label="Search name or email"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              sx={{ flex: '1 1 220px', width: 'auto' }}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Button type="submit" variant="contained">
              Search
            </Button>
            <TextField select size="small" label="Status" value={status} onChange={(e) => set({ status: e.target.value })} sx={{ flex: '0 1 170px', width: 'auto' }}>
              {STATUSES.map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label="Tier" value={tier} onChange={(e) => set({ tier: e.target.value })} sx={{ flex: '0 1 150px', width: 'auto' }}>
              <MenuItem value="">All tiers</MenuItem>
              {tiers.map((t) => (
                <MenuItem key={t.code} value={t.code}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            {filtered && (
              <Button onClick={() => setParams(withParams(params, { search: null, status: null, tier: null }))}>Clear filters</Button>
            )}
          </Box>

          <Box sx={{ minHeight: 4, mb: 1 }}>{list.loading && result && <LinearProgress aria-label="Loading memberships" />}</Box>

          {list.error && !result ? (
            <QueryErrorState error={list.error} onRetry={() => void list.refetch()} title="We couldn't load the memberships" />
          ) : !result ? (
            <Skeleton variant="rounded" height={320} aria-label="Loading memberships" />
          ) : result.total === 0 ? (
            <StateMessage
              title={filtered ? 'No memberships match' : 'No memberships yet'}
              description={filtered ? 'Change or clear the filters to see more.' : 'Memberships appear here when customers join or you grant one.'}
            />
          ) : (
            <>
              <ScrollableTable label="Memberships">
                <Table size="small" sx={{ minWidth: 760 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Member</TableCell>
                      <TableCell>Tier</TableCell>
                      <TableCell>Status</TableCell>
                      <TableCell>Source</TableCell>
                      <TableCell>Period end</TableCell>
                      <TableCell>Renews</TableCell>
                      <TableCell>Actions</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {result.items.map((m) => {
                      const name = memberName(m.member);
                      const live = m.status === 'active' || m.status === 'pending';
                      return (
                        <TableRow key={m.id}>
                          <TableCell>
                            {name}
                            <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                              {m.member.email}
                            </Typography>
                          </TableCell>
                          <TableCell>
                            {m.tier.name}
                            <Typography variant="caption" component="div" color="text.secondary">
                              {formatCount(m.planMonths, 'month')}
                              {m.scheduledTier ? `, then ${tiers.find((t) => t.code === m.scheduledTier)?.name ?? m.scheduledTier}` : ''}
                            </Typography>
                          </TableCell>
                          <TableCell>
                            <Chip size="small" variant="outlined" label={m.status} color={STATUS_CHIP[m.status] ?? 'default'} />
                            {m.status === 'active' && m.cancelAtPeriodEnd && (
                              <Typography variant="caption" component="div" color="text.secondary">
                                ends at period end
                              </Typography>
                            )}
                            {m.cancelReason && (
                              <Typography variant="caption" component="div" color="text.secondary">
                                {m.cancelReason}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell>
                            {m.source === 'grant' ? 'Grant' : 'Purchase'}
                            {m.grantReason && (
                              <Typography variant="caption" component="div" color="text.secondary">
                                {m.grantReason}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {m.endedAt ? `Ended ${formatDate(m.endedAt)}` : formatDate(m.currentPeriodEnd)}
                          </TableCell>
                          <TableCell>{m.renews ? 'Yes' : 'No'}</TableCell>
                          <TableCell>
                            {live ? (
                              <Button size="small" variant="outlined" color="error" onClick={() => setCancelling(m)} aria-label={`End now: ${name}'s ${m.tier.name} membership`}>
                                End now
                              </Button>
                            ) : (
                              <Typography variant="body2" color="text.secondary">
                                None
                              </Typography>
                            )}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </ScrollableTable>
              <TablePagination
                component="div"
                count={result.total}
                page={Math.min(result.page - 1, Math.max(0, Math.ceil(result.total / result.limit) - 1))}
                rowsPerPage={result.limit}
                rowsPerPageOptions={LIMITS}
                onPageChange={(_event, next) => set({ page: next + 1 })}
                onRowsPerPageChange={(event) => set({ limit: Number(event.target.value) })}
              />
            </>
          )}
        </Box>
      </Stack>

      <CancelMembershipDialog
        row={cancelling}
        onClose={() => setCancelling(null)}
        onDone={(message) => {
          setCancelling(null);
          changed(message);
        }}
      />
      <GrantMembershipDialog
        open={granting}
        tiers={tiers}
        onClose={() => setGranting(false)}
        onDone={(message) => {
          setGranting(false);
          changed(message);
        }}
      />
    </Container>
  );
}
