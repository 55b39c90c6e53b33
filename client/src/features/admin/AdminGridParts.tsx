/**
 * The parts of an admin list page built on a server-paged data grid (/admin/bookings,
 * /admin/plans): the line counting the matches with "Clear filters", and the grid itself, paged
 * (and optionally sorted) on the server, a row click opening the row's drawer.
 */
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The live status line above the grid (`status`: "12 bookings match", "Loading ...") and, when `filtered`, "Clear filters" running `onClear`. */
export function FilterSummary({ status, filtered, onClear }: { status: string; filtered: boolean; onClear: () => void }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, minHeight: 36, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {status}
      </Typography>
      {filtered && (
        <Button size="small" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}

/**
 * The data grid of one page of a server list: `rows` of page `page` (from 1) of `limit` rows out
 * of `rowCount`, `pageSizes` to choose from, `onPaging` with the grid's (0-based) model; a row click
 * calls `onOpen(row id)`. With `sortModel` + `onSortModelChange` the columns sort on the server,
 * without them column sorting is off. `noRowsLabel` is the empty grid's text; `label` its name.
 */
export function ServerGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  rowCount,
  loading,
  page,
  limit,
  pageSizes,
  onPaging,
  sortModel,
  onSortModelChange,
  onOpen,
  noRowsLabel,
}: {
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  rowCount: number;
  loading: boolean;
  page: number;
  limit: number;
  pageSizes: number[];
  onPaging: (model: GridPaginationModel) => void;
  sortModel?: GridSortModel;
  onSortModelChange?: (model: GridSortModel) => void;
  onOpen: (id: string) => void;
  noRowsLabel: string;
}) {
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid
        label={label}
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        autoHeight
        getRowHeight={() => 'auto'}
        paginationMode="server"
        sortingMode="server"
        paginationModel={{ page: page - 1, pageSize: limit }}
        onPaginationModelChange={onPaging}
        pageSizeOptions={pageSizes}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        onRowClick={(row) => onOpen(String(row.id))}
        disableRowSelectionOnClick
        disableColumnMenu
        disableColumnFilter
        disableColumnSorting={!onSortModelChange}
        localeText={{ noRowsLabel }}
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 1 },
        }}
      />
    </Box>
  );
}
