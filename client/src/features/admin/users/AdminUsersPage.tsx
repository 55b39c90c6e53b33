/**
 * /admin/users (docs/decisions/0020; spec section 7 admin users routes): every account in a server-side
 * data grid (`adminUsers`: paged, sorted newest/oldest/name/email, filtered by text, role, status
 * and joined dates, all kept in the URL). A row click, Enter on a row, or its "Details" button opens
 * the user's detail drawer, where an admin suspends or reactivates the account.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { PageTitle } from '../../../components/ui/PageTitle';
import { QueryErrorState } from '../../../components/ui/StateMessage';
import { RoleBadge } from '../../../components/layout/RoleBadge';
import { graphql } from '../../../gql';
import type { AdminUsersQuery, Role, UserStatus } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import {
  PAGE_SIZES,
  joinedRange,
  parsePage,
  parsePageSize,
  parseUserSort,
  personName,
  ratingText,
  sortModelOf,
  userSortOf,
} from './adminUsersModel';
import { BackgroundCheckChip, UserStatusChip } from './StatusChips';
import { UserDetailDrawer } from './UserDetailDrawer';
import { UsersFilterBar } from './UsersFilterBar';
import { useUrlParams } from './useUrlParams';

const AdminUsersDocument = graphql(`
  query AdminUsers(
    $search: String
    $role: Role
    $status: UserStatus
    $joinedFrom: DateTime
    $joinedTo: DateTime
    $sort: UserSort
    $page: Int!
    $limit: Int!
  ) {
    adminUsers(search: $search, role: $role, status: $status, joinedFrom: $joinedFrom, joinedTo: $joinedTo, sort: $sort, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        firstName
        lastName
        fullName
        email
        role
        status
        createdAt
        cleanerProfile {
          backgroundCheckStatus
          ratingAverage
          ratingCount
        }
      }
    }
  }
`);

type UserRow = AdminUsersQuery['adminUsers']['items'][number];

const ROLES: readonly Role[] = ['customer', 'cleaner', 'admin'];
const STATUSES: readonly UserStatus[] = ['active', 'suspended'];

/** The admin users page. */
export default function AdminUsersPage() {
  const [params, update] = useUrlParams();
  const search = params.get('search') ?? '';
  const roleParam = params.get('role') ?? '';
  const statusParam = params.get('status') ?? '';
  const role = ROLES.includes(roleParam as Role) ? (roleParam as Role) : null;
  const status = STATUSES.includes(statusParam as UserStatus) ? (statusParam as UserStatus) : null;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const sort = parseUserSort(params.get('sort'));
  const page = parsePage(params.get('page'));
  const limit = parsePageSize(params.get('limit'));
  const range = joinedRange(from, to);
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { search: search || null, role, status, joinedFrom: range.joinedFrom, joinedTo: range.joinedTo, sort, page, limit },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminUsers;

  const columns = useMemo<GridColDef<UserRow>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 170,
        sortingOrder: ['asc'],
        valueGetter: (_value, row) => personName(row),
      },
      { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 220, sortingOrder: ['asc'], valueGetter: (_value, row) => row.email ?? '' },
      {
        field: 'role',
        headerName: 'Role',
        width: 130,
        sortable: false,
        display: 'flex',
        renderCell: ({ row }) => <RoleBadge role={row.role} />,
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 130,
        sortable: false,
        display: 'flex',
        renderCell: ({ row }) => <UserStatusChip status={row.status} />,
      },
      {
        field: 'joined',
        headerName: 'Joined',
        width: 140,
        sortingOrder: ['desc', 'asc'],
        valueGetter: (_value, row) => row.createdAt,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'backgroundCheck',
        headerName: 'Background check',
        width: 165,
        sortable: false,
        display: 'flex',
        renderCell: ({ row }) => (row.cleanerProfile ? <BackgroundCheckChip status={row.cleanerProfile.backgroundCheckStatus} /> : null),
      },
      {
        field: 'rating',
        headerName: 'Rating',
        width: 120,
        sortable: false,
        valueGetter: (_value, row) => (row.cleanerProfile ? ratingText(row.cleanerProfile.ratingAverage, row.cleanerProfile.ratingCount) : ''),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 100,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        align: 'center',
        headerAlign: 'center',
        display: 'flex',
        renderCell: (cell) => {
          const name = personName(cell.row);
          return (
            <GridActionsCell {...cell}>
              <GridActionsCellItem
                icon={<VisibilityOutlined />}
                label={`Details for ${name}`}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen({ id: cell.row.id, name });
                }}
              />
            </GridActionsCell>
          );
        },
      },
    ],
    [],
  );

  const paginationModel: GridPaginationModel = { page: page - 1, pageSize: limit };
  const sortModel = sortModelOf(sort) as GridSortModel;

  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== limit) update({ limit: model.pageSize });
    else if (model.page !== page - 1) update({ page: model.page + 1 });
  };
  const onSortModelChange = (model: GridSortModel) => {
    const next = userSortOf(model);
    if (next !== sort) update({ sort: next === 'newest' ? null : next });
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Users" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Users
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Every customer, freelancer and admin. Open a user to see their bookings, payments, reviews, sessions and audit trail, or to suspend the
        account.
      </Typography>

      <UsersFilterBar filters={{ search, role: role ?? '', status: status ?? '', from, to }} rangeInvalid={range.invalid} update={update} />

      {result && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {result.total === 1 ? '1 user' : `${result.total.toLocaleString('en-US')} users`}
        </Typography>
      )}

      {error && !result ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the users" />
      ) : (
        <Box sx={{ width: '100%', minWidth: 0 }}>
          <DataGrid<UserRow>
            label="Users"
            rows={result?.items ?? []}
            columns={columns}
            rowCount={result?.total ?? 0}
            loading={loading}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={paginationModel}
            onPaginationModelChange={onPaginationModelChange}
            sortModel={sortModel}
            onSortModelChange={onSortModelChange}
            pageSizeOptions={[...PAGE_SIZES]}
            disableColumnFilter
            disableRowSelectionOnClick
            autoHeight
            onRowClick={({ row }) => setOpen({ id: row.id, name: personName(row) })}
            onCellKeyDown={({ row, field }, event) => {
              if (event.key === 'Enter' && field !== 'actions') {
                event.preventDefault();
                setOpen({ id: row.id, name: personName(row) });
              }
            }}
            localeText={{ noRowsLabel: 'No users match these filters.', noResultsOverlayLabel: 'No users match these filters.' }}
            slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
            sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
        </Box>
      )}

      <UserDetailDrawer userId={open?.id ?? null} fallbackName={open?.name} onClose={() => setOpen(null)} />
    </Container>
  );
}
