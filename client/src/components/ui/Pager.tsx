import TablePagination from '@mui/material/TablePagination';
import type { SxProps, Theme } from '@mui/material/styles';

export interface PagerProps {
  /** The page shown, from 1 (as the server's paged lists answer it). */
  page: number;
  /** Items per page. */
  limit: number;
  /** Every match over all pages (the list's `total`). */
  total: number;
  /** Page sizes to choose from (with `onLimit`); without them the size is fixed at `limit`. */
  sizes?: readonly number[];
  /** Label of the page-size choice (MUI's "Rows per page:" when absent). */
  label?: string;
  /** Another page was chosen (from 1). */
  onPage: (page: number) => void;
  /** Another page size was chosen; the caller starts again at page 1. */
  onLimit?: (limit: number) => void;
  sx?: SxProps<Theme>;
}

/**
 * The footer of every paged list (a `page`, `limit`, `total` answer): page navigation and, with
 * `sizes` and `onLimit`, a page-size choice. A page past the end (after items went away) shows as
 * the last one.
 */
export function Pager({ page, limit, total, sizes, label, onPage, onLimit, sx }: PagerProps) {
  const lastPage = Math.max(0, Math.ceil(total / limit) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(Math.max(0, page - 1), lastPage)}
      rowsPerPage={limit}
      rowsPerPageOptions={sizes && onLimit ? [...sizes] : [limit]}
      labelRowsPerPage={label}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={onLimit ? (event) => onLimit(Number(event.target.value)) : undefined}
      sx={[{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
