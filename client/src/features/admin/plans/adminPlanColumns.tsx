/**
 * The columns of the /admin/plans grid (plans/AdminPlansPage.tsx) and the plan fields a row shows
 * (`AdminPlansPage_plan`).
 */
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { formatMoney } from '../../../components/booking/format';
import { PLAN_STATUS_LABELS, formatLocalDate, frequencyLabel, planSchedule } from '../../../components/plans/planLabels';
import { formatDate } from '../../../lib/format';
import { graphql } from '../../../gql';
import type { AdminPlansPage_PlanFragment, PlanStatus } from '../../../gql/graphql';

export const AdminPlansPage_plan = graphql(`
  fragment AdminPlansPage_plan on Plan {
    id
    status
    frequency
    startDate
    startTime
    timeZone
    durationHours
    city
    zipCode
    visitCount
    endDate
    matching
    seriesAccepted
    createdAt
    service {
      id
      name
    }
    customer {
      id
      firstName
      fullName
      email
    }
    cleaner {
      cleanerId
      displayName
    }
    price {
      totalCents
      discountPercent
    }
  }
`);

/** A row of the grid. */
export type PlanRow = AdminPlansPage_PlanFragment;

const STATUS_COLORS: Record<PlanStatus, NonNullable<ChipProps['color']>> = {
  active: 'success',
  paused: 'warning',
  cancelled: 'default',
  ended: 'default',
};

/** A plan's status chip ("Active", "Paused"...). */
export function PlanStatusChip({ status }: { status: PlanStatus }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === 'active' || status === 'paused' ? 'filled' : 'outlined'}
      label={PLAN_STATUS_LABELS[status]}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The customer's name as shown (full name, else first name). */
export const customerName = (row: Pick<PlanRow, 'customer'>) => row.customer?.fullName ?? row.customer?.firstName ?? 'Customer';

/** How a plan ends: "After 10 visits", "Until Mar 3, 2027" or "Open-ended". */
export function planEnd(row: Pick<PlanRow, 'visitCount' | 'endDate'>): string {
  if (row.visitCount) return `After ${row.visitCount} visits`;
  if (row.endDate) return `Until ${formatLocalDate(row.endDate)}`;
  return 'Open-ended';
}

/** The grid's columns; the "Open" action and a row click call `openPlan(id)`. */
export function planColumns(openPlan: (id: string) => void): GridColDef<PlanRow>[] {
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
            label={`Open plan: ${cell.row.service.name} for ${customerName(cell.row)}, ${frequencyLabel(cell.row.frequency) ?? cell.row.frequency}`}
            onClick={(event) => {
              event.stopPropagation();
              openPlan(cell.row.id);
            }}
          />
        </GridActionsCell>
      ),
    },
    {
      field: 'schedule',
      headerName: 'Schedule',
      minWidth: 230,
      flex: 1.2,
      sortable: false,
      valueGetter: (_v, row) => planSchedule(row),
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.35, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {planSchedule(row)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            From {formatLocalDate(row.startDate)} · {planEnd(row)}
          </Typography>
        </Box>
      ),
    },
    { field: 'service', headerName: 'Service', minWidth: 150, flex: 1, sortable: false, valueGetter: (_v, row) => row.service.name },
    {
      field: 'customer',
      headerName: 'Customer',
      minWidth: 170,
      flex: 1,
      sortable: false,
      valueGetter: (_v, row) => customerName(row),
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.35, minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {customerName(row)}
          </Typography>
          {row.customer?.email && (
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
      minWidth: 160,
      flex: 1,
      sortable: false,
      valueGetter: (_v, row) => row.cleaner?.displayName ?? 'No cleaner',
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.35, minWidth: 0 }}>
          {row.cleaner ? (
            <Typography variant="body2" noWrap>
              {row.cleaner.displayName}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              No cleaner
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.cleaner ? (row.seriesAccepted ? 'Series accepted' : 'Waiting for the cleaner') : 'Each visit matched on its own'}
          </Typography>
        </Box>
      ),
    },
    { field: 'location', headerName: 'City / zip', width: 150, sortable: false, valueGetter: (_v, row) => `${row.city} ${row.zipCode}` },
    { field: 'status', headerName: 'Status', width: 120, sortable: false, renderCell: ({ row }) => <PlanStatusChip status={row.status} /> },
    {
      field: 'price',
      headerName: 'Per visit',
      width: 130,
      sortable: false,
      valueGetter: (_v, row) => row.price.totalCents,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.35, textAlign: 'right', width: '100%' }}>
          <Typography variant="body2">{formatMoney(row.price.totalCents)}</Typography>
          {row.price.discountPercent > 0 && (
            <Typography variant="caption" color="text.secondary">
              {row.price.discountPercent}% off
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 130,
      sortable: false,
      valueFormatter: (value: string) => formatDate(value),
    },
  ];
}
