/**
 * /admin/payments (docs/decisions/0018): every payment, refund and payout, newest first,
 * filtered by kind, status and date range, paged; a refund dialog (./RefundDialog.tsx) and a
 * dialog to set the booking's status with a reason, e.g. mark a job completed
 * (../bookings/ChangeBookingStatusDialog.tsx). Filters and page live in the URL; both dialogs
 * evict the payments list, so it is read again.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminPageHeader } from '../AdminPageHeader';
import { StateMessage } from '../../../components/ui/StateMessage';
import { QueryStates, RefreshBar } from '../../../components/ui/QueryStates';
import { formatDateTime, formatMoney } from '../../../components/booking/format';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { graphql } from '../../../gql';
import { withParams } from '../../../lib/searchParams';
import { BookingStatusForm, STATUS_OPTIONS } from '../bookings/ChangeBookingStatusDialog';
import { RefundDialog, type PaymentRow } from './RefundDialog';
import { Pager } from '../../../components/ui/Pager';

const AdminPaymentsDocument = graphql(`
  query AdminPayments($status: String, $kind: String, $from: DateTime, $to: DateTime, $page: Int!, $limit: Int!) {
    adminPayments(status: $status, kind: $kind, from: $from, to: $to, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        kind
        amountCents
        currency
        status
        gatewayId
        reason
        refundableCents
        customerName
        createdAt
        bookingId
      }
    }
  }
`);

const KINDS = [
  ['', 'All kinds'],
  ['payment', 'Payments'],
  ['refund', 'Refunds'],
  ['payout', 'Payouts'],
] as const;
const STATUSES = [
  ['', 'All statuses'],
  ['succeeded', 'Succeeded'],
  ['pending', 'Pending'],
  ['failed', 'Failed'],
  ['canceled', 'Canceled'],
] as const;

/** The admin payments page. */
export default function AdminPaymentsPage() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') || '';
  const status = params.get('status') || '';
  const from = params.get('from') || '';
  const to = params.get('to') || '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const limit = [10, 20, 50].includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 20;
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  const [statusFor, setStatusFor] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(AdminPaymentsDocument, {
    variables: {
      kind: kind || null,
      status: status || null,
      from: from ? new Date(`${from}T00:00:00Z`).toISOString() : null,
      to: to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000).toISOString() : null,
      page,
      limit,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminPayments;

  const set = (changes: Record<string, string | number | null>) => setParams(withParams(params, changes));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <AdminPageHeader title="Payments" intro="Every payment, refund and payout, newest first. Refund a payment or set a booking's status with a reason." />

      <Box component="form" role="search" aria-label="Filter payments" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }} onSubmit={(e) => e.preventDefault()}>
        <TextField select size="small" label="Kind" value={kind} onChange={(e) => set({ kind: e.target.value })} sx={{ minWidth: 150 }}>
          {KINDS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Status" value={status} onChange={(e) => set({ status: e.target.value })} sx={{ minWidth: 150 }}>
          {STATUSES.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="date" label="From" value={from} onChange={(e) => set({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label="To" value={to} onChange={(e) => set({ to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      </Box>

      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <RefreshBar active={Boolean(loading && result)} label="Loading payments" />

      <QueryStates
        data={result}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="We couldn't load the payments"
        isEmpty={(r) => r.total === 0}
        empty={<StateMessage title="No payments match" description="Change or clear the filters to see more." />}
      >
        {(result) => (
          <>
            <ScrollableTable label="Payments">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Customer</TableCell>
                    <TableCell>Kind</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Reference</TableCell>
                    <TableCell>Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.items.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.createdAt)}</TableCell>
                      <TableCell>{p.customerName}</TableCell>
                      <TableCell>
                        {p.kind}
                        {p.reason ? (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {p.reason}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right">{formatMoney(p.amountCents)}</TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" label={p.status} color={p.status === 'succeeded' ? 'success' : p.status === 'failed' ? 'error' : 'default'} />
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{p.gatewayId}</TableCell>
                      <TableCell>
                        <Stack direction="row" sx={{ gap: 1 }}>
                          {p.kind === 'payment' && p.status === 'succeeded' && p.refundableCents > 0 && (
                            <Button size="small" variant="outlined" color="error" onClick={() => setRefunding(p)} aria-label={`Refund ${p.customerName} ${formatMoney(p.amountCents)}`}>
                              Refund
                            </Button>
                          )}
                          <Button size="small" onClick={() => setStatusFor(p.bookingId)} aria-label={`Set booking status of ${p.customerName}'s booking`}>
                            Booking status
                          </Button>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollableTable>
            <Pager
              page={result.page}
              limit={result.limit}
              total={result.total}
              sizes={[10, 20, 50]}
              onPage={(next) => set({ page: next })}
              onLimit={(size) => set({ limit: size })}
            />
          </>
        )}
      </QueryStates>

      <RefundDialog
        payment={refunding}
        onClose={(refunded) => {
          setRefunding(null);
          if (refunded) setNotice('Refund issued.');
        }}
      />
      {statusFor && (
        <BookingStatusForm
          key={statusFor}
          bookingId={statusFor}
          title="Set booking status"
          description="The change is recorded with your name and reason. Completing a paid job schedules the cleaner's payout; cancelling refunds the customer in full."
          options={STATUS_OPTIONS}
          initialStatus="completed"
          cancelLabel="Close"
          onClose={() => setStatusFor(null)}
          onChanged={() => {
            setStatusFor(null);
            setNotice('Booking status updated.');
          }}
        />
      )}
    </Container>
  );
}
