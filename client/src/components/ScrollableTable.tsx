import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ScrollableTableProps {
  /** Accessible name of the scroll region, e.g. "Membership tier comparison". */
  label: string;
  /** The MUI `<Table>`. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * Horizontal scroll container for a wide table (WCAG 2.1.1, axe `scrollable-region-focusable`):
 * a labelled region that joins the tab order while its table is wider than the container, so a
 * keyboard user can focus it and scroll with the arrow keys. When everything fits it is not a tab
 * stop. Use it instead of a bare `TableContainer` with `overflowX: 'auto'`.
 */
export function ScrollableTable({ label, children, sx }: ScrollableTableProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <TableContainer
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={scrolls ? 0 : undefined}
      sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </TableContainer>
  );
}

export default ScrollableTable;
