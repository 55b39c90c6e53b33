/**
 * /admin/services (docs/decisions/0020, Services): every service of the catalogue,
 * inactive ones too, in a data grid (id, name, category, member and regular hourly price, flags,
 * active, bookings), searchable and filtered by category and state (filters in the URL, applied
 * in the browser over the whole catalogue, about 50 rows). "Add service" and each row's "Edit" open
 * the service form; "Deactivate" asks first (a service with bookings is deactivated, an unused one
 * deleted) and "Activate" puts an inactive service back. Data: GraphQL adminServices, createService,
 * updateService, removeService.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { PageTitle } from '../../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../../components/ui/StateMessage';
import { formatMoney, plural } from '../../../components/booking/format';
import { graphql } from '../../../gql';
import type { AdminServicesPage_ServiceFragment } from '../../../gql/graphql';
import { withParams } from '../../../lib/searchParams';
import { useToast } from '../../../lib/toast';
import { RemoveServiceDialog, type RemoveServiceTarget } from './RemoveServiceDialog';
import { ServiceFormDialog } from './ServiceFormDialog';
import { SERVICE_CATEGORIES } from './serviceForm';
import { useUpdateService } from './serviceMutations';

export const AdminServicesPage_service = graphql(`
  fragment AdminServicesPage_service on Service {
    id
    name
    category
    memberPriceCents
    regularPriceCents
    description
    features
    popular
    premium
    emergency
    icon
    subtitle
    active
  }
`);

/** The whole catalogue (the API's largest page); filtering happens in the browser. */
const CATALOGUE_LIMIT = 100;

/** Keep the selection equal to AdminBookingsPage's AdminBookingServiceOptions (same cached field). */
const AdminServicesQuery = graphql(`
  query AdminServicesGrid($limit: Int!) {
    adminServices(page: 1, limit: $limit) {
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

type Row = AdminServicesPage_ServiceFragment & { bookingCount: number };

const STATES = [
  ['', 'Active and inactive'],
  ['active', 'Active only'],
  ['inactive', 'Inactive only'],
] as const;

/** The admin services page. */
export default function AdminServicesPage() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const category = (SERVICE_CATEGORIES as readonly string[]).includes(params.get('category') ?? '') ? (params.get('category') as string) : '';
  const state = params.get('state') === 'active' || params.get('state') === 'inactive' ? (params.get('state') as string) : '';
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [editing, setEditing] = useState<{ open: boolean; service: Row | null }>({ open: false, service: null });
  const [removing, setRemoving] = useState<RemoveServiceTarget | null>(null);
  const [activatingId, setActivatingId] = useState<string | null>(null);
  const [update] = useUpdateService();

  const { data, loading, error, refetch } = useQuery(AdminServicesQuery, { variables: { limit: CATALOGUE_LIMIT }, fetchPolicy: 'cache-and-network' });
  const result = data?.adminServices;

  const set = (changes: Record<string, string | null>) => {
    setParams(withParams(params, changes), { replace: true });
    setPagination((p) => ({ ...p, page: 0 }));
  };

  const rows = useMemo<Row[]>(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return (result?.items ?? [])
      .map((item) => ({ ...item.service, bookingCount: item.bookingCount }))
      .filter((s) => !category || s.category === category)
      .filter((s) => !state || (state === 'active') === s.active)
      .filter((s) => words.every((w) => `${s.name} ${s.description} ${s.subtitle ?? ''}`.toLowerCase().includes(w)));
  }, [result, search, category, state]);

  const activate = async (row: Row) => {
    setActivatingId(row.id);
    const outcome = await update(row.id, { active: true });
    setActivatingId(null);
    if (outcome.ok) toast.success(`${outcome.data.name} is active again and back in the catalogue.`);
    else toast.error(outcome.message);
  };

  const columns: GridColDef<Row>[] = [
    { field: 'id', headerName: 'ID', width: 70, type: 'number', valueGetter: (value) => Number(value) },
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.3, whiteSpace: 'normal' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          {row.subtitle && (
            <Typography variant="caption" color="text.secondary">
              {row.subtitle}
            </Typography>
          )}
        </Box>
      ),
    },
    { field: 'category', headerName: 'Category', width: 150 },
    { field: 'memberPriceCents', headerName: 'Member price', type: 'number', width: 120, valueFormatter: (value: number) => `${formatMoney(value)}/h` },
    { field: 'regularPriceCents', headerName: 'Regular price', type: 'number', width: 120, valueFormatter: (value: number) => `${formatMoney(value)}/h` },
    {
      field: 'flags',
      headerName: 'Flags',
      width: 200,
      sortable: false,
      valueGetter: (_value, row) => [row.popular && 'Popular', row.premium && 'Premium', row.emergency && 'Emergency'].filter(Boolean).join(', '),
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center', height: '100%' }}>
          {row.popular && <Chip size="small" label="Popular" color="primary" variant="outlined" />}
          {row.premium && <Chip size="small" label="Premium" color="secondary" variant="outlined" />}
          {row.emergency && <Chip size="small" label="Emergency" color="error" variant="outlined" />}
          {!row.popular && !row.premium && !row.emergency && (
            <Typography variant="body2" color="text.secondary">
              None
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      field: 'active',
      headerName: 'State',
      width: 100,
      type: 'boolean',
      renderCell: ({ row }) => <Chip size="small" label={row.active ? 'Active' : 'Inactive'} color={row.active ? 'success' : 'default'} variant={row.active ? 'filled' : 'outlined'} />,
    },
    { field: 'bookingCount', headerName: 'Bookings', type: 'number', width: 100 },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      renderCell: (cell) => (
        <GridActionsCell {...cell}>
          <GridActionsCellItem icon={<EditOutlined />} label={`Edit ${cell.row.name}`} onClick={() => setEditing({ open: true, service: cell.row })} />
          {cell.row.active ? (
            <GridActionsCellItem
              icon={<DoNotDisturbOnOutlined />}
              label={`Deactivate ${cell.row.name}`}
              onClick={() => setRemoving({ id: cell.row.id, name: cell.row.name, bookingCount: cell.row.bookingCount })}
            />
          ) : (
            <GridActionsCellItem
              icon={<CheckCircleOutlineRounded />}
              label={`Activate ${cell.row.name}`}
              disabled={activatingId === cell.row.id}
              onClick={() => void activate(cell.row)}
            />
          )}
        </GridActionsCell>
      ),
    },
  ];

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Services" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Services
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            The catalogue, inactive services included. Prices are per hour; changes never alter the price of existing bookings.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing({ open: true, service: null })} sx={{ flexShrink: 0 }}>
          Add service
        </Button>
      </Stack>

      <Box
        component="form"
        role="search"
        aria-label="Filter services"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 1.5, mb: 2 }}
      >
        <TextField
          size="small"
          label="Search"
          value={search}
          onChange={(e) => set({ q: e.target.value })}
          placeholder="Name or description"
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRounded aria-hidden /></InputAdornment> } }}
        />
        <TextField select size="small" label="Category" value={category} onChange={(e) => set({ category: e.target.value })}>
          <MenuItem value="">All categories</MenuItem>
          {SERVICE_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="State" value={state} onChange={(e) => set({ state: e.target.value })}>
          {STATES.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {result && result.total > result.items.length && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Showing the first {result.items.length} of {result.total} services.
        </Alert>
      )}

      {error && !result ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the services" />
      ) : !result ? (
        <Skeleton variant="rounded" height={480} aria-hidden />
      ) : result.total === 0 ? (
        <StateMessage
          title="No services yet"
          description="Add the first service to the catalogue."
          actions={
            <Button variant="contained" onClick={() => setEditing({ open: true, service: null })}>
              Add service
            </Button>
          }
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {rows.length === result.items.length ? plural(rows.length, 'service') : `${plural(rows.length, 'service')} of ${result.items.length} match`}
          </Typography>
          <Box sx={{ width: '100%', minWidth: 0 }}>
            <DataGrid
              label="Services"
              rows={rows}
              columns={columns}
              loading={loading}
              autoHeight
              getRowHeight={() => 'auto'}
              paginationModel={pagination}
              onPaginationModelChange={setPagination}
              pageSizeOptions={[10, 25, 50, 100]}
              disableRowSelectionOnClick
              disableColumnMenu
              initialState={{ sorting: { sortModel: [{ field: 'id', sort: 'asc' }] } }}
              localeText={{ noRowsLabel: 'No services match. Change or clear the filters.' }}
              sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
            />
          </Box>
        </>
      )}

      <ServiceFormDialog open={editing.open} service={editing.service} onClose={() => setEditing({ open: false, service: null })} />
      <RemoveServiceDialog service={removing} onClose={() => setRemoving(null)} />
    </Container>
  );
}
