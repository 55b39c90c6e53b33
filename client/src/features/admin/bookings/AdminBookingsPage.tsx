/**
 * /admin/bookings (docs/decisions/0020, Bookings): every booking in a data grid paged and
 * sorted on the server (date and time, service, customer, cleaner or "Unassigned", city and zip
 * code, status, payment status, total), filtered by status, payment status, start date range, city,
 * zip code, customer, cleaner, service and matching ("Unmatched": the request cascade gave up,
 * docs/decisions/0027). Filters, sort, page and the open booking live in the URL.
 * A row (or its "Open booking" button) opens the booking drawer with details, timeline, audit
 * entries and the admin actions (assign or reassign a cleaner, edit details, change status).
 * Data: GraphQL adminBookings, adminServices (the service filter), booking, assignableCleaners,
 * adminAudit; mutations assignCleaner, updateBookingDetails, updateBookingStatus.
 */
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PAYMENT_STATUS_LABELS } from '../../../components/booking/PaymentStatusChip';
import { QueryErrorState } from '../../../components/ui/StateMessage';
import { plural } from '../../../components/booking/format';
import { graphql } from '../../../gql';
import type { AdminBookingSort } from '../../../gql/graphql';
import { withParams } from '../../../lib/searchParams';
import { FilterSummary, ServerGrid } from '../AdminGridParts';
import { InstantBookPolicyCard } from './InstantBookPolicyCard';
import { AdminPageHeader } from '../AdminPageHeader';
import { AdminBookingDrawer } from './AdminBookingDrawer';
import { bookingColumns } from './adminBookingColumns';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS } from '../../../../../schema/vocabulary';


const AdminBookingsQuery = graphql(`
  query AdminBookingsGrid(
    $status: String
    $paymentStatus: String
    $from: DateTime
    $to: DateTime
    $city: String
    $zipCode: String
    $customer: String
    $cleaner: String
    $serviceId: Int
    $matchState: BookingMatchState
    $sort: AdminBookingSort
    $page: Int!
    $limit: Int!
  ) {
    adminBookings(
      status: $status
      paymentStatus: $paymentStatus
      from: $from
      to: $to
      city: $city
      zipCode: $zipCode
      customer: $customer
      cleaner: $cleaner
      serviceId: $serviceId
      matchState: $matchState
      sort: $sort
      page: $page
      limit: $limit
    ) {
      total
      page
      limit
      items {
        id
        ...AdminBookingsPage_booking
      }
    }
  }
`);

/**
 * Every service, inactive ones too (their bookings stay searchable), for the service filter. Same
 * field, arguments and selection as the services grid (AdminServicesPage), so both share one cached
 * list and neither overwrites the other's fields.
 */
const AdminBookingServiceOptionsQuery = graphql(`
  query AdminBookingServiceOptions {
    adminServices(page: 1, limit: 100) {
      total
      page
      limit
      items {
        bookingCount
        service {
          id
          ...AdminServicesPage_service
        }
      }
    }
  }
`);

const STATUSES = BOOKING_STATUSES.map((status) => [status, BOOKING_STATUS_LABELS[status]] as const);

const SORTS: readonly AdminBookingSort[] = ['scheduled_desc', 'scheduled_asc', 'created_desc', 'total_desc'];
const DEFAULT_SORT: AdminBookingSort = 'scheduled_desc';
const PAGE_SIZES = [10, 20, 50, 100];

/** Grid sort model of a server sort. */
function sortModelOf(sort: AdminBookingSort): GridSortModel {
  if (sort === 'scheduled_asc') return [{ field: 'scheduledAt', sort: 'asc' }];
  if (sort === 'created_desc') return [{ field: 'createdAt', sort: 'desc' }];
  if (sort === 'total_desc') return [{ field: 'totalCents', sort: 'desc' }];
  return [{ field: 'scheduledAt', sort: 'desc' }];
}

/** Server sort of a grid sort model (an empty model is the default: newest start first). */
function sortOf(model: GridSortModel): AdminBookingSort {
  const [first] = model;
  if (!first) return DEFAULT_SORT;
  if (first.field === 'scheduledAt') return first.sort === 'asc' ? 'scheduled_asc' : 'scheduled_desc';
  if (first.field === 'createdAt') return 'created_desc';
  if (first.field === 'totalCents') return 'total_desc';
  return DEFAULT_SORT;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Start of a local day as an ISO instant ("2026-11-24" -> 00:00 local). */
const dayStart = (day: string) => (DATE.test(day) ? new Date(`${day}T00:00:00`).toISOString() : null);
/** End of a local day as an ISO instant (23:59:59.999 local). */
const dayEnd = (day: string) => (DATE.test(day) ? new Date(`${day}T23:59:59.999`).toISOString() : null);

/** The admin bookings page. */
export default function AdminBookingsPage() {
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key) ?? '';
  const status = STATUSES.some(([s]) => s === params.get('status')) ? text('status') : '';
  const paymentStatus = params.get('paymentStatus') && PAYMENT_STATUS_LABELS[params.get('paymentStatus')!] ? text('paymentStatus') : '';
  const from = DATE.test(text('from')) ? text('from') : '';
  const to = DATE.test(text('to')) ? text('to') : '';
  const city = text('city');
  const zipCode = text('zip');
  const customer = text('customer');
  const cleaner = text('cleaner');
  const serviceId = /^\d+$/.test(text('service')) ? text('service') : '';
  const unmatched = text('match') === 'unmatched';
  const sort = (SORTS as readonly string[]).includes(text('sort')) ? (text('sort') as AdminBookingSort) : DEFAULT_SORT;
  const page = Math.max(1, Number.parseInt(text('page') || '1', 10) || 1);
  const limit = PAGE_SIZES.includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 20;
  const openId = params.get('booking');
  const rangeError = from && to && from > to ? 'The end date must not be before the start date' : null;

  const { data, previousData, loading, error, refetch } = useQuery(AdminBookingsQuery, {
    variables: {
      status: status || null,
      paymentStatus: paymentStatus || null,
      from: from ? dayStart(from) : null,
      to: to ? dayEnd(to) : null,
      city: city.trim() || null,
      zipCode: zipCode.trim() || null,
      customer: customer.trim() || null,
      cleaner: cleaner.trim() || null,
      serviceId: serviceId ? Number(serviceId) : null,
      matchState: unmatched ? 'UNMATCHED' : null,
      sort,
      page,
      limit,
    },
    skip: Boolean(rangeError),
    fetchPolicy: 'cache-and-network',
  });
  const services = useQuery(AdminBookingServiceOptionsQuery, { fetchPolicy: 'cache-first' });
  const serviceOptions = useMemo(
    () => [...(services.data?.adminServices.items ?? [])].map((i) => i.service).sort((a, b) => a.name.localeCompare(b.name)),
    [services.data],
  );

  // Rows of the current filters only (never the previous filters' rows), the count kept while loading.
  const result = data?.adminBookings;
  const rows = result?.items ?? [];
  const rowCount = result?.total ?? previousData?.adminBookings.total ?? 0;

  /** Filter changes replace the history entry and start at page 1 (withParams). */
  const setFilter = (changes: Record<string, string | null>) => setParams(withParams(params, { ...changes, booking: null }), { replace: true });
  const setPaging = (model: GridPaginationModel) => setParams(withParams(params, { page: model.page + 1, limit: model.pageSize === 20 ? null : model.pageSize }));
  const setSort = (model: GridSortModel) => {
    const next = sortOf(model);
    setParams(withParams(params, { sort: next === DEFAULT_SORT ? null : next }), { replace: true });
  };
  const openBooking = (id: string) => setParams(withParams(params, { booking: id, page }));
  const closeBooking = () => setParams(withParams(params, { booking: null, page }));
  const filtered = Boolean(status || paymentStatus || from || to || city || zipCode || customer || cleaner || serviceId || unmatched);

  const columns = bookingColumns(openBooking);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <AdminPageHeader title="Bookings" intro="Every booking. Open one to see its history, assign or reassign a cleaner, or change its details." />
      <InstantBookPolicyCard />

      <Box
        component="form"
        role="search"
        aria-label="Filter bookings"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 1.5, mb: 1.5 }}
      >
        <TextField size="small" label="Customer" value={customer} onChange={(e) => setFilter({ customer: e.target.value })} placeholder="Name or email" />
        <TextField size="small" label="Cleaner" value={cleaner} onChange={(e) => setFilter({ cleaner: e.target.value })} placeholder="Name or email" />
        <TextField select size="small" label="Status" value={status} onChange={(e) => setFilter({ status: e.target.value })}>
          <MenuItem value="">All statuses</MenuItem>
          {STATUSES.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Payment status" value={paymentStatus} onChange={(e) => setFilter({ paymentStatus: e.target.value })}>
          <MenuItem value="">All payment statuses</MenuItem>
          {Object.entries(PAYMENT_STATUS_LABELS).map(([value, { label }]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="From"
          value={from}
          onChange={(e) => setFilter({ from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={to}
          onChange={(e) => setFilter({ to: e.target.value })}
          error={Boolean(rangeError)}
          helperText={rangeError ?? undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField size="small" label="City" value={city} onChange={(e) => setFilter({ city: e.target.value })} />
        <TextField
          size="small"
          label="Zip code"
          value={zipCode}
          onChange={(e) => setFilter({ zip: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        <TextField
          select
          size="small"
          label="Service"
          value={serviceOptions.some((s) => s.id === serviceId) ? serviceId : ''}
          onChange={(e) => setFilter({ service: e.target.value })}
          sx={{ gridColumn: { md: 'span 2' } }}
        >
          <MenuItem value="">All services</MenuItem>
          {serviceOptions.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.active ? s.name : `${s.name} (inactive)`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Matching"
          value={unmatched ? 'unmatched' : ''}
          onChange={(e) => setFilter({ match: e.target.value || null })}
        >
          <MenuItem value="">All bookings</MenuItem>
          <MenuItem value="unmatched">Unmatched</MenuItem>
        </TextField>
      </Box>
      <FilterSummary
        status={rangeError ? '' : result ? `${plural(result.total, 'booking')}${filtered ? ' match' : ''}` : 'Loading bookings...'}
        filtered={filtered}
        onClear={() => setParams(withParams(params, { status: null, paymentStatus: null, from: null, to: null, city: null, zip: null, customer: null, cleaner: null, service: null, match: null, booking: null }))}
      />

      {error && !result ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the bookings" />
      ) : (
        <ServerGrid
          label="Bookings"
          rows={rows}
          columns={columns}
          rowCount={rowCount}
          loading={loading && !result}
          page={page}
          limit={limit}
          pageSizes={PAGE_SIZES}
          onPaging={setPaging}
          sortModel={sortModelOf(sort)}
          onSortModelChange={setSort}
          onOpen={openBooking}
          noRowsLabel={filtered ? 'No bookings match. Change or clear the filters.' : 'No bookings yet.'}
        />
      )}

      <AdminBookingDrawer bookingId={openId} onClose={closeBooking} />
    </Container>
  );
}
