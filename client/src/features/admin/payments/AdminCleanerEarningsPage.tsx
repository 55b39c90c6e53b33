/**
 * /admin/cleaners/earnings (docs/decisions/0018): the platform's money (payments in, refunds,
 * payouts paid and pending, what the platform keeps) and every cleaner's payouts, searchable,
 * sortable and paged, with one cleaner's payouts in a dialog. Amounts arrive in cents.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminPageHeader } from '../AdminPageHeader';
import { StateMessage } from '../../../components/ui/StateMessage';
import { ListDialog, QueryStates } from '../../../components/ui/QueryStates';
import { formatDateTime, formatMoney } from '../../../components/booking/format';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { graphql } from '../../../gql';
import { withParams } from '../../../lib/searchParams';
import { Pager } from '../../../components/ui/Pager';

const AdminCleanerEarningsQuery = graphql(`
  query AdminCleanerEarnings($search: String, $sort: String, $page: Int!, $limit: Int!) {
    adminEarningsAnalytics {
      grossPaidCents
      refundedCents
      netCents
      payoutsPaidCents
      payoutsPendingCents
      platformCents
    }
    adminCleanersEarnings(search: $search, sort: $sort, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        cleanerId
        firstName
        lastName
        email
        paidOutCents
        pendingCents
        jobs
        hasPayoutAccount
      }
    }
  }
`);

const AdminCleanerTransactionsQuery = graphql(`
  query AdminCleanerTransactions($cleanerId: ID!, $page: Int!) {
    adminCleanerTransactions(cleanerId: $cleanerId, page: $page, limit: 10) {
      total
      items {
        id
        status
        amountCents
        paidAt
        releaseAt
        booking {
          id
          scheduledAt
          service {
            id
            name
          }
        }
      }
    }
  }
`);

type Sort = 'paidOut' | 'pending' | 'jobs' | 'name';

function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, flex: '1 1 160px' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
        {formatMoney(cents)}
      </Typography>
    </Paper>
  );
}

function TransactionsDialog({ cleaner, onClose }: { cleaner: { id: string; name: string } | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, error } = useQuery(AdminCleanerTransactionsQuery, { variables: { cleanerId: cleaner?.id ?? '', page }, skip: !cleaner });
  if (!cleaner) return null;
  const result = data?.adminCleanerTransactions;
  return (
    <ListDialog title={`Payouts of ${cleaner.name}`} maxWidth="sm" onClose={onClose}>
      <QueryStates
        data={result}
        error={error}
        errorTitle="We couldn't load the payouts"
        skeletonHeight={160}
        isEmpty={(r) => r.items.length === 0}
        empty={<Typography>No payouts yet.</Typography>}
      >
        {(payouts) => (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {payouts.items.map((p) => (
              <Box component="li" key={p.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                <span>
                  {p.booking.service.name}, {formatDateTime(p.booking.scheduledAt)}
                </span>
                <span>
                  {formatMoney(p.amountCents)} <Chip size="small" variant="outlined" label={p.status.replace(/_/g, ' ')} />
                </span>
              </Box>
            ))}
          </Box>
        )}
      </QueryStates>
      {result && result.total > 10 && <Pager page={page} limit={10} total={result.total} onPage={setPage} />}
    </ListDialog>
  );
}

/** The admin cleaner earnings page. */
export default function AdminCleanerEarningsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') || '';
  const sort = (['paidOut', 'pending', 'jobs', 'name'].includes(params.get('sort') ?? '') ? params.get('sort') : 'paidOut') as Sort;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(search);
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  const { data, previousData, error, refetch } = useQuery(AdminCleanerEarningsQuery, {
    variables: { search: search || null, sort, page, limit: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const result = data ?? previousData;

  const set = (changes: Record<string, string | number | null>) => setParams(withParams(params, changes));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ search: draft.trim(), page: 1 });
  };
  const sortHeader = (key: Sort, label: string, align: 'left' | 'right' = 'right') => (
    <TableCell align={align} sortDirection={sort === key ? (key === 'name' ? 'asc' : 'desc') : false}>
      <TableSortLabel active={sort === key} direction={key === 'name' ? 'asc' : 'desc'} onClick={() => set({ sort: key, page: 1 })}>
        {label}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <AdminPageHeader title="Cleaner earnings" intro="Money in and out of the platform, and what each cleaner was paid or is owed." />
      <QueryStates data={result} error={error} onRetry={() => void refetch()} errorTitle="We couldn't load the earnings">
        {(result) => (
          <Stack spacing={3}>
            <Box component="section" aria-labelledby="platform-heading">
              <Typography id="platform-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
                Platform totals
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                <Figure label="Payments in" cents={result.adminEarningsAnalytics.grossPaidCents} />
                <Figure label="Refunded" cents={result.adminEarningsAnalytics.refundedCents} />
                <Figure label="Paid to cleaners" cents={result.adminEarningsAnalytics.payoutsPaidCents} />
                <Figure label="Owed to cleaners" cents={result.adminEarningsAnalytics.payoutsPendingCents} />
                <Figure label="Platform keeps" cents={Math.max(0, result.adminEarningsAnalytics.platformCents)} />
              </Stack>
            </Box>
            <Box component="section" aria-labelledby="cleaners-heading">
              <Typography id="cleaners-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
                Cleaners
              </Typography>
              <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
                <TextField size="small" label="Search name or email" value={draft} onChange={(e) => setDraft(e.target.value)} sx={{ flex: '1 1 240px' }} />
                <Button type="submit" variant="contained">
                  Search
                </Button>
              </Box>
              {result.adminCleanersEarnings.total === 0 ? (
                <StateMessage title="No cleaners match" description="Try another name or email." />
              ) : (
                <>
                  <ScrollableTable label="Cleaners' earnings">
                    <Table size="small">
                      <TableHead>
                        <TableRow>
                          {sortHeader('name', 'Cleaner', 'left')}
                          {sortHeader('paidOut', 'Paid out')}
                          {sortHeader('pending', 'Owed')}
                          {sortHeader('jobs', 'Jobs')}
                          <TableCell>Payout account</TableCell>
                          <TableCell>Payouts</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {result.adminCleanersEarnings.items.map((c) => (
                          <TableRow key={c.cleanerId}>
                            <TableCell>
                              {c.firstName} {c.lastName}
                              <Typography variant="caption" component="div" color="text.secondary">
                                {c.email}
                              </Typography>
                            </TableCell>
                            <TableCell align="right">{formatMoney(c.paidOutCents)}</TableCell>
                            <TableCell align="right">{formatMoney(c.pendingCents)}</TableCell>
                            <TableCell align="right">{c.jobs}</TableCell>
                            <TableCell>{c.hasPayoutAccount ? 'Ready' : 'Not set up'}</TableCell>
                            <TableCell>
                              <Button size="small" onClick={() => setOpen({ id: c.cleanerId, name: `${c.firstName} ${c.lastName}` })} aria-label={`View payouts of ${c.firstName} ${c.lastName}`}>
                                View
                              </Button>
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </ScrollableTable>
                  <Pager
                    page={result.adminCleanersEarnings.page}
                    limit={result.adminCleanersEarnings.limit}
                    total={result.adminCleanersEarnings.total}
                    onPage={(next) => set({ page: next })}
                  />
                </>
              )}
            </Box>
          </Stack>
        )}
      </QueryStates>
      <TransactionsDialog cleaner={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
