import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { QueryErrorState } from '../../components/ui/StateMessage';
import { DashboardBookingRow, DashboardRowsSkeleton } from './DashboardBookingRow';

/** The large call-to-action button of a dashboard header (`label` with `icon`, linking to `to`). Used by the customer and cleaner dashboards. */
export function DashboardCta({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" size="large" startIcon={icon} sx={{ fontWeight: 700, borderRadius: 2 }}>
      {label}
    </Button>
  );
}

/** The dashboard's two columns under the stats (one on phones): the wide main panel, then a side column of at least 280 px. */
export function DashboardColumns({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
      {children}
    </Box>
  );
}

/** A message (a StateMessage) inside a Panel, padded like the panel's rows. */
export function PanelMessage({ children }: { children: ReactNode }) {
  return <Box sx={{ px: 2, pb: 2 }}>{children}</Box>;
}

/**
 * The body of a dashboard's "upcoming" Panel, from the dashboard query's `upcoming` list
 * (`upcoming` undefined while the first answer loads): the query `error` titled `errorTitle` with
 * a retry (`onRetry`) when nothing is shown yet; row skeletons while loading; `empty` (a
 * StateMessage) when the list is empty; else one DashboardBookingRow a booking, linking to
 * `rowTo(booking)`. Used by the customer ("Upcoming bookings") and cleaner ("My upcoming jobs") dashboards.
 */
export function UpcomingBookingsList<B extends ComponentProps<typeof DashboardBookingRow>['booking'] & { id: string }>({
  upcoming,
  error,
  onRetry,
  errorTitle,
  empty,
  rowTo,
}: {
  upcoming: { items: readonly B[] } | undefined;
  error: unknown;
  onRetry: () => void;
  errorTitle: string;
  empty: ReactNode;
  rowTo: (booking: B) => string;
}) {
  if (error && !upcoming) {
    return (
      <Box sx={{ p: 2 }}>
        <QueryErrorState error={error} onRetry={onRetry} title={errorTitle} />
      </Box>
    );
  }
  if (!upcoming) return <DashboardRowsSkeleton />;
  if (upcoming.items.length === 0) return <PanelMessage>{empty}</PanelMessage>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {upcoming.items.map((booking) => (
        <DashboardBookingRow key={booking.id} booking={booking} to={rowTo(booking)} />
      ))}
    </Box>
  );
}
