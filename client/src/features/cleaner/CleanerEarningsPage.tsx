/**
 * /cleaner/earnings (docs/decisions/0018): what the cleaner was paid out, what is on hold, paused by
 * a customer's problem report or waiting for a payout account; a weekly chart (MUI X Charts, loaded
 * with this page only); the payouts behind each figure, filtered by state and paged; and the payout
 * account (connected account at the gateway: "Set up payouts"). Amounts arrive in cents.
 */
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { formatDateTime, formatDay, formatMoney } from '../../components/booking/format';
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';

const WeeklyChart = lazy(() => import('./WeeklyEarningsChart'));

const CleanerEarningsQuery = graphql(`
  query CleanerEarnings($status: String, $page: Int!, $limit: Int!) {
    myEarnings(weeks: 12) {
      paidOutCents
      onHoldCents
      pausedCents
      waitingForAccountCents
      jobs
      feePercent
      weekly {
        weekStart
        paidOutCents
        jobs
      }
    }
    myPayouts(status: $status, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        status
        amountCents
        releaseAt
        paidAt
        problemReason
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
    connectAccountStatus {
      id
      payoutsEnabled
      detailsSubmitted
    }
  }
`);

const CreateConnectAccountMutation = graphql(`
  mutation CreateConnectAccount {
    createConnectAccount {
      __typename
      ... on MutationCreateConnectAccountSuccess {
        data {
          url
          account {
            id
            payoutsEnabled
            detailsSubmitted
          }
        }
      }
      ...ErrorFields
    }
  }
`);

const PAGE_SIZE = 10;

const STATUS_LABELS: Record<string, string> = {
  held: 'On hold',
  paused: 'Paused',
  waiting_for_account: 'Waiting for account',
  paid: 'Paid out',
  canceled: 'Nothing to pay',
};
const STATUS_COLORS: Record<string, 'success' | 'warning' | 'info' | 'default' | 'error'> = {
  held: 'info',
  paused: 'warning',
  waiting_for_account: 'warning',
  paid: 'success',
  canceled: 'default',
};

function Figure({ label, cents, note }: { label: string; cents: number; note: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, flex: '1 1 180px' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800, my: 0.5 }}>
        {formatMoney(cents)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {note}
      </Typography>
    </Paper>
  );
}

function PayoutAccount({ account, onConnected }: { account: { id: string; payoutsEnabled: boolean } | null; onConnected: () => void }) {
  const [connect, { loading }] = useResultMutation(CreateConnectAccountMutation, {
    update(cache, { data }) {
      const result = data?.createConnectAccount;
      if (result?.__typename !== 'MutationCreateConnectAccountSuccess') return;
      cache.modify({ fields: { connectAccountStatus: (_existing, { toReference }) => toReference({ __typename: 'ConnectedAccount', id: result.data.account.id }) ?? null } });
    },
  });
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    const outcome = await connect({});
    if (!outcome.ok) setError(outcome.message);
    else if (outcome.data.url) window.location.assign(outcome.data.url);
    else onConnected();
  };
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }} component="section" aria-labelledby="payout-account-heading">
      <Typography id="payout-account-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Payout account
      </Typography>
      {account?.payoutsEnabled ? (
        <Typography sx={{ mt: 1 }} role="status">
          Payouts enabled. We send your share of each completed job to account {account.id}.
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {account
              ? 'Your payout account is not ready yet. Finish setting it up to receive your payouts.'
              : 'Set up a payout account to receive your share of each completed job.'}
          </Typography>
          <Button
            variant="contained"
            onClick={() => void start()}
            disabled={loading}
            startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {account ? 'Finish setting up payouts' : 'Set up payouts'}
          </Button>
        </>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}

/** The cleaner's earnings page. */
export default function CleanerEarningsPage() {
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(CleanerEarningsQuery, {
    variables: { status, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = data ?? previousData;
  const earnings = result?.myEarnings;
  const payouts = result?.myPayouts;
  const pageCount = payouts ? Math.max(1, Math.ceil(payouts.total / payouts.limit)) : 1;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Earnings" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Earnings
      </Typography>
      {earnings && (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          You receive what the customer paid less refunds less the platform fee of {earnings.feePercent}%, after a short hold once the job is
          completed.
        </Typography>
      )}

      {error && !result ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your earnings" />
      ) : !earnings || !payouts ? (
        <Stack spacing={2} aria-hidden>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="summary-heading">
            <Typography id="summary-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              Summary
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              <Figure label="Paid out" cents={earnings.paidOutCents} note={`${earnings.jobs} ${earnings.jobs === 1 ? 'job' : 'jobs'} with a payout`} />
              <Figure label="On hold" cents={earnings.onHoldCents} note="Released when the hold after completion ends" />
              <Figure label="Paused" cents={earnings.pausedCents} note="A customer reported a problem; our team is looking into it" />
              <Figure label="Waiting for a payout account" cents={earnings.waitingForAccountCents} note="Sent once your payout account is ready" />
            </Stack>
          </Box>

          <PayoutAccount account={result.connectAccountStatus ?? null} onConnected={() => void refetch()} />

          <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }} component="section" aria-labelledby="weekly-heading">
            <Typography id="weekly-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Paid out per week
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The last 12 weeks, weeks starting on Monday (UTC).
            </Typography>
            <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
              <WeeklyChart weeks={earnings.weekly} />
            </Suspense>
          </Paper>

          <Box component="section" aria-labelledby="payouts-heading">
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1.5, mb: 1.5 }}>
              <Typography id="payouts-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                Payouts
              </Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={status ?? 'all'}
                aria-label="Show payouts"
                onChange={(_event, value: string | null) => {
                  if (!value) return;
                  setStatus(value === 'all' ? null : value);
                  setPage(1);
                }}
                sx={{ flexWrap: 'wrap' }}
              >
                <ToggleButton value="all">All</ToggleButton>
                <ToggleButton value="paid">Paid out</ToggleButton>
                <ToggleButton value="held">On hold</ToggleButton>
                <ToggleButton value="paused">Paused</ToggleButton>
                <ToggleButton value="waiting_for_account">Waiting</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
              {payouts.total === 1 ? '1 payout' : `${payouts.total} payouts`}
              {payouts.total > 0 ? ` · page ${payouts.page} of ${pageCount}` : ''}
            </Typography>
            {payouts.items.length === 0 ? (
              <StateMessage title="No payouts yet" description="Your share of each completed, paid job appears here." />
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} aria-label="Payouts">
                {payouts.items.map((p) => (
                  <Paper component="li" variant="outlined" key={p.id} sx={{ p: 2, borderRadius: 2 }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
                      <Box>
                        <Typography sx={{ fontWeight: 700 }}>{p.booking.service.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          Job on {formatDay(p.booking.scheduledAt)}
                          {p.paidAt ? ` · paid ${formatDateTime(p.paidAt)}` : p.status === 'held' ? ` · released ${formatDateTime(p.releaseAt)}` : ''}
                        </Typography>
                        {p.problemReason && (
                          <Typography variant="body2" sx={{ mt: 0.5 }}>
                            Problem reported: {p.problemReason}
                          </Typography>
                        )}
                      </Box>
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                        <Typography sx={{ fontWeight: 800 }}>{formatMoney(p.amountCents)}</Typography>
                        <Chip size="small" variant="outlined" color={STATUS_COLORS[p.status] ?? 'default'} label={STATUS_LABELS[p.status] ?? p.status} />
                      </Stack>
                    </Stack>
                  </Paper>
                ))}
              </Box>
            )}
            {pageCount > 1 && (
              <Pagination
                sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
                count={pageCount}
                page={page}
                onChange={(_event, next) => setPage(next)}
                getItemAriaLabel={(type, item) => (type === 'page' ? `Go to page ${item}` : `Go to ${type} page`)}
              />
            )}
          </Box>
        </Stack>
      )}
    </Container>
  );
}
