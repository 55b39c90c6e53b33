/**
 * /admin/plans (docs/decisions/0033; "Pricing per
 * visit"): the recurring discounts editor, then every recurring plan in a data grid paged on the
 * server (schedule local at the address, service, customer, cleaner and series state, city and
 * zip code, status, price per visit, created), filtered by status, customer and cleaner. Filters,
 * page and the open plan live in the URL. A row (or its "Open plan" button) opens the plan drawer
 * with its details and visits.
 * Data: GraphQL plans(status, customerId, cleanerId, page, limit), plan(id), adminUsers (the
 * person filters), recurringDiscounts; mutation updateRecurringDiscount.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import type { GridPaginationModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QueryErrorState } from '../../../components/ui/StateMessage';
import { plural } from '../../../components/booking/format';
import { PLAN_STATUSES, PLAN_STATUS_LABELS } from '../../../components/plans/planLabels';
import { graphql } from '../../../gql';
import type { PlanStatus } from '../../../gql/graphql';
import { withParams } from '../../../lib/searchParams';
import { FilterSummary, ServerGrid } from '../AdminGridParts';
import { AdminPageHeader } from '../AdminPageHeader';
import { AdminPlanDrawer } from './AdminPlanDrawer';
import { customerName, planColumns } from './adminPlanColumns';
import { PersonFilter, type PersonOption } from './PersonFilter';
import { RecurringDiscountsEditor } from './RecurringDiscountsEditor';

const AdminPlansQuery = graphql(`
  query AdminPlansGrid($status: PlanStatus, $customerId: ID, $cleanerId: ID, $page: Int, $limit: Int) {
    plans(status: $status, customerId: $customerId, cleanerId: $cleanerId, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        ...AdminPlansPage_plan
      }
    }
  }
`);

const PAGE_SIZES = [10, 20, 50, 100];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin plans page. */
export default function AdminPlansPage() {
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key) ?? '';
  const status = (PLAN_STATUSES as readonly string[]).includes(text('status')) ? (text('status') as PlanStatus) : null;
  const customerId = UUID.test(text('customer')) ? text('customer') : null;
  const cleanerId = UUID.test(text('cleaner')) ? text('cleaner') : null;
  const page = Math.max(1, Number.parseInt(text('page') || '1', 10) || 1);
  const limit = PAGE_SIZES.includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 20;
  const openId = params.get('plan');
  // Names of the people chosen in the filters (the URL keeps only their ids).
  const [people, setPeople] = useState<Record<string, string>>({});

  const { data, previousData, loading, error, refetch } = useQuery(AdminPlansQuery, {
    variables: { status, customerId, cleanerId, page, limit },
    fetchPolicy: 'cache-and-network',
  });

  // Rows of the current filters only (never the previous filters' rows), the count kept while loading.
  const result = data?.plans;
  const rows = result?.items ?? [];
  const rowCount = result?.total ?? previousData?.plans.total ?? 0;

  /** The chosen person of a filter: the name picked here, else the one a row of the answer carries. */
  const chosen = (id: string | null, role: 'customer' | 'cleaner'): PersonOption | null => {
    if (!id) return null;
    const customerRow = role === 'customer' ? rows.find((r) => r.customer?.id === id) : undefined;
    const fromRows = customerRow ? customerName(customerRow) : rows.find((r) => r.cleaner?.cleanerId === id)?.cleaner?.displayName;
    return { id, label: people[id] ?? fromRows ?? (role === 'customer' ? 'Chosen customer' : 'Chosen cleaner') };
  };

  /** Filter changes replace the history entry and start at page 1 (withParams). */
  const setFilter = (changes: Record<string, string | null>) => setParams(withParams(params, { ...changes, plan: null }), { replace: true });
  const choosePerson = (key: 'customer' | 'cleaner', person: PersonOption | null) => {
    if (person) setPeople((known) => ({ ...known, [person.id]: person.label }));
    setFilter({ [key]: person?.id ?? null });
  };
  const setPaging = (model: GridPaginationModel) => setParams(withParams(params, { page: model.page + 1, limit: model.pageSize === 20 ? null : model.pageSize }));
  const openPlan = (id: string) => setParams(withParams(params, { plan: id, page }));
  const closePlan = () => setParams(withParams(params, { plan: null, page }));
  const filtered = Boolean(status || customerId || cleanerId);

  const columns = planColumns(openPlan);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <AdminPageHeader title="Plans" intro="Recurring cleaning plans and their discounts. Open a plan to see its visits over the next 12 weeks." />

      <RecurringDiscountsEditor />

      <Box
        component="form"
        role="search"
        aria-label="Filter plans"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5, mb: 1.5 }}
      >
        <TextField select size="small" label="Status" value={status ?? ''} onChange={(e) => setFilter({ status: e.target.value || null })}>
          <MenuItem value="">All statuses</MenuItem>
          {PLAN_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {PLAN_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <PersonFilter label="Customer" role="customer" value={chosen(customerId, 'customer')} onChange={(person) => choosePerson('customer', person)} />
        <PersonFilter label="Cleaner" role="cleaner" value={chosen(cleanerId, 'cleaner')} onChange={(person) => choosePerson('cleaner', person)} />
      </Box>
      <FilterSummary
        status={result ? `${plural(result.total, 'plan')}${filtered ? ' match' : ''}` : 'Loading plans...'}
        filtered={filtered}
        onClear={() => setParams(withParams(params, { status: null, customer: null, cleaner: null, plan: null }))}
      />

      {error && !result ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the plans" />
      ) : (
        <ServerGrid
          label="Plans"
          rows={rows}
          columns={columns}
          rowCount={rowCount}
          loading={loading && !result}
          page={page}
          limit={limit}
          pageSizes={PAGE_SIZES}
          onPaging={setPaging}
          onOpen={openPlan}
          noRowsLabel={filtered ? 'No plans match. Change or clear the filters.' : 'No plans yet.'}
        />
      )}

      <AdminPlanDrawer planId={openId} onClose={closePlan} />
    </Container>
  );
}
