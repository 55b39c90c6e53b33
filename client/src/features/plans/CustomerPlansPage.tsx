import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import AddRounded from '@mui/icons-material/AddRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import { PageTitle } from '../../components/ui/PageTitle';
import { Pager } from '../../components/ui/Pager';
import { StateMessage } from '../../components/ui/StateMessage';
import { StatusListHeader, StatusTabPanel, StatusTabs } from '../../components/ui/StatusTabsList';
import type { PlanStatus } from '../../gql/graphql';
import { CustomerPlansQuery } from './planDocuments';
import { PlanListItem, PlanListItemSkeleton } from './PlanListItem';

const PAGE_SIZE = 10;

const TABS = [
  { key: 'all', label: 'All', status: undefined, empty: 'No plans yet' },
  { key: 'active', label: 'Active', status: 'active', empty: 'No active plans' },
  { key: 'paused', label: 'Paused', status: 'paused', empty: 'No paused plans' },
  { key: 'cancelled', label: 'Cancelled', status: 'cancelled', empty: 'No cancelled plans' },
  { key: 'ended', label: 'Ended', status: 'ended', empty: 'No ended plans' },
] as const satisfies ReadonlyArray<{ key: string; label: string; status?: PlanStatus; empty: string }>;

/**
 * The customer's recurring plans (/customer/plans, docs/decisions/0033): status tabs, a paged list
 * (Pager; `?tab=` and `?page=` in the address) and an empty state that leads to /book, where
 * "Repeat" makes a plan.
 */
export default function CustomerPlansPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0];
  const page = Math.max(1, Number(params.get('page')) || 1);

  const { data, previousData, loading, error, refetch } = useQuery(CustomerPlansQuery, {
    variables: { status: tab.status, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.plans;

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="My plans" />
      <StatusListHeader
        title="My plans"
        subtitle="Recurring cleanings: skip, move, pause or cancel any visit."
        action={
          <Button component={RouterLink} to="/book?repeat=weekly" variant="contained" startIcon={<AddRounded />} sx={{ fontWeight: 700 }}>
            New plan
          </Button>
        }
      />

      <StatusTabs
        tabs={TABS}
        value={tab.key}
        onChange={(key) => update({ tab: key === 'all' ? null : key, page: null })}
        idPrefix="plans"
        label="Filter plans by status"
        refreshing={loading && Boolean(result)}
        loadingLabel="Loading plans"
      />

      <StatusTabPanel
        idPrefix="plans"
        value={tab.key}
        result={result}
        isEmpty={(shown) => shown.items.length === 0}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="We couldn't load your plans"
        loadingLabel="Loading plans"
        renderSkeleton={(i) => <PlanListItemSkeleton key={i} />}
        skeletonCount={3}
        empty={
          <StateMessage
            icon={<EventRepeatRounded />}
            title={tab.empty}
            description={
              tab.key === 'all'
                ? 'Choose "Repeat" when you book to get the same cleaner weekly, every 2 weeks or every 4 weeks, with a discount on every visit.'
                : 'Plans will show up here as soon as there are some.'
            }
            actions={
              <Button component={RouterLink} to="/book" variant="contained" startIcon={<AddRounded />}>
                Book Cleaning
              </Button>
            }
          />
        }
      >
        {(shown) => (
          <>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {shown.items.map((plan) => (
                <li key={plan.id}>
                  <PlanListItem plan={plan} />
                </li>
              ))}
            </Stack>
            {shown.total > shown.limit && (
              <Pager page={shown.page} limit={shown.limit} total={shown.total} onPage={(next) => update({ page: next === 1 ? null : String(next) })} sx={{ mt: 1 }} />
            )}
          </>
        )}
      </StatusTabPanel>
    </Container>
  );
}
