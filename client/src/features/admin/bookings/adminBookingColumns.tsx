/**
 * The columns of the /admin/bookings grid (bookings/AdminBookingsPage.tsx) and the booking fields
 * a row shows (`AdminBookingsPage_booking`).
 */
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { BookingStatusChip } from '../../../components/booking/BookingStatusChip';
import { PaymentStatusChip } from '../../../components/booking/PaymentStatusChip';
import { formatDay, formatMoney, formatTimeRange } from '../../../components/booking/format';
import { formatDateTime } from '../../../lib/format';
import { graphql } from '../../../gql';
import type { AdminBookingsPage_BookingFragment } from '../../../gql/graphql';

export const AdminBookingsPage_booking = graphql(`
  fragment AdminBookingsPage_booking on Booking {
    id
    scheduledAt
    endsAt
    createdAt
    city
    zipCode
    status
    statusLabel
    paymentStatus
    totalCents
    openedToBoardAt
    ...BookingStatusChip_booking
    service {
      id
      name
    }
    customer {
      id
      fullName
      firstName
      email
    }
    cleaner {
      id
      fullName
      firstName
      lastName
      email
    }
  }
`);

/** A row of the grid. */
export type Row = AdminBookingsPage_BookingFragment;

/** A person's full name, or the first name when there is none. */
export const personName = (p: { fullName?: string | null; firstName: string }) => p.fullName ?? p.firstName;

/** Unmatched (docs/decisions/0027): the request cascade gave up and no cleaner has taken it from the board since. */
export const isUnmatched = (row: Pick<Row, 'openedToBoardAt' | 'status' | 'cleaner'>) => Boolean(row.openedToBoardAt) && row.status === 'pending' && !row.cleaner;

/** The grid's columns; the "Open" action and a row click call `openBooking(id)`. */
export function bookingColumns(openBooking: (id: string) => void): GridColDef<Row>[] {
  return [
    {
      field: 'open',
      type: 'actions',
      headerName: 'Open',
      width: 64,
      renderCell: (cell) => (
        <GridActionsCell {...cell}>
          <GridActionsCellItem
            icon={<OpenInNewRounded />}
            label={`Open booking: ${cell.row.service.name} for ${personName(cell.row.customer)} on ${formatDateTime(cell.row.scheduledAt)}`}
            onClick={(event) => {
              event.stopPropagation();
              openBooking(cell.row.id);
            }}
          />
        </GridActionsCell>
      ),
    },
    {
      field: 'scheduledAt',
      headerName: 'Date and time',
      width: 190,
      sortingOrder: ['desc', 'asc'],
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.35 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatDay(row.scheduledAt)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatTimeRange(row.scheduledAt, row.endsAt)}
          </Typography>
        </Box>
      ),
    },
    { field: 'service', headerName: 'Service', minWidth: 160, flex: 1, sortable: false, valueGetter: (_v, row) => row.service.name },
    {
      field: 'customer',
      headerName: 'Customer',
      minWidth: 170,
      flex: 1,
      sortable: false,
      valueGetter: (_v, row) => personName(row.customer),
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.35, minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {personName(row.customer)}
          </Typography>
          {row.customer.email && (
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {row.customer.email}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'cleaner',
      headerName: 'Cleaner',
      minWidth: 150,
      flex: 1,
      sortable: false,
      valueGetter: (_v, row) => (row.cleaner ? personName(row.cleaner) : 'Unassigned'),
      renderCell: ({ row }) =>
        row.cleaner ? (
          <Typography variant="body2" noWrap>
            {personName(row.cleaner)}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            Unassigned
          </Typography>
        ),
    },
    { field: 'location', headerName: 'City / zip', width: 150, sortable: false, valueGetter: (_v, row) => `${row.city} ${row.zipCode}` },
    {
      field: 'status',
      headerName: 'Status',
      width: 220,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          <BookingStatusChip booking={row} />
          {isUnmatched(row) && <Chip size="small" color="error" variant="outlined" label="Unmatched" sx={{ fontWeight: 600 }} />}
        </Box>
      ),
    },
    { field: 'paymentStatus', headerName: 'Payment', width: 160, sortable: false, renderCell: ({ row }) => <PaymentStatusChip status={row.paymentStatus} /> },
    {
      field: 'totalCents',
      headerName: 'Total',
      type: 'number',
      width: 110,
      sortingOrder: ['desc', null],
      valueFormatter: (value: number) => formatMoney(value),
    },
    {
      field: 'createdAt',
      headerName: 'Booked',
      width: 130,
      sortingOrder: ['desc', null],
      valueFormatter: (value: string) => formatDay(value).replace(/^\w+, /, ''),
    },
  ];
}
