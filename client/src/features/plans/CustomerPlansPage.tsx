import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import { PageTitle } from '../../components/ui/PageTitle';
import { Pager } from '../../components/ui/Pager';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
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

type TabKey = (typeof TABS)[number]['key'];

/**
 * The customer's recurring plans (/customer/plans, issue 17 "Web"): status tabs, a paged list
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
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
            My plans
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Recurring cleanings: skip, move, pause or cancel any visit.</Typography>
        </Box>
        <Button component={RouterLink} to="/book?repeat=weekly" variant="contained" startIcon={<AddRounded />} sx={{ fontWeight: 700 }}>
          New plan
        </Button>
      </Stack>

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        <Tabs
          value={tab.key}
          onChange={(_, key: TabKey) => update({ tab: key === 'all' ? null : key, page: null })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Filter plans by status"
        >
          {TABS.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} id={`plans-tab-${t.key}`} aria-controls="plans-tabpanel" sx={{ fontWeight: 600 }} />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ height: 4, mb: 2 }}>{loading && result && <LinearProgress aria-label="Loading plans" />}</Box>

      <Box role="tabpanel" id="plans-tabpanel" aria-labelledby={`plans-tab-${tab.key}`}>
        {error && !result ? (
          <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your plans" />
        ) : !result ? (
          <Stack spacing={1.5} aria-busy aria-label="Loading plans">
            {Array.from({ length: 3 }, (_, i) => (
              <PlanListItemSkeleton key={i} />
            ))}
          </Stack>
        ) : result.items.length === 0 ? (
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
        ) : (
          <>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {result.items.map((plan) => (
                <li key={plan.id}>
                  <PlanListItem plan={plan} />
                </li>
              ))}
            </Stack>
            {result.total > result.limit && (
              <Pager page={result.page} limit={result.limit} total={result.total} onPage={(next) => update({ page: next === 1 ? null : String(next) })} sx={{ mt: 1 }} />
            )}
          </>
        )}
      </Box>
    </Container>
  );
}
