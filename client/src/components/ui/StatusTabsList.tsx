/**
 * A page that lists the signed-in person's own records under status tabs (the customer's bookings
 * and plans): the heading row with its call to action, the tabs with a refresh bar, and the tab
 * panel that switches over failed / loading / empty / loaded. Used by
 * features/bookings/CustomerBookingsPage and features/plans/CustomerPlansPage (the header also by
 * features/tickets/CustomerTicketsPage).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { QueryErrorState } from './StateMessage';

/** The page's h1 `title` and `subtitle` on the left, `action` (a button) on the right (stacked on phones). */
export function StatusListHeader({ title, subtitle, action }: { title: string; subtitle: string; action: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
    >
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>
      </Box>
      {action}
    </Stack>
  );
}

/**
 * Scrollable status tabs named `label` (tab `t` has id `${idPrefix}-tab-${t.key}` and controls
 * `${idPrefix}-tabpanel`), then a 4 px strip with a progress bar named `loadingLabel` while
 * `refreshing`. `onChange` gets the chosen tab's key.
 */
export function StatusTabs<K extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  label,
  refreshing,
  loadingLabel,
}: {
  tabs: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  idPrefix: string;
  label: string;
  refreshing: boolean;
  loadingLabel: string;
}) {
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        <Tabs value={value} onChange={(_, key: K) => onChange(key)} variant="scrollable" allowScrollButtonsMobile aria-label={label}>
          {tabs.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`${idPrefix}-tab-${t.key}`}
              aria-controls={`${idPrefix}-tabpanel`}
              sx={{ fontWeight: 600 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ height: 4, mb: 2 }}>{refreshing && <LinearProgress aria-label={loadingLabel} />}</Box>
    </>
  );
}

/**
 * The tab panel of {@link StatusTabs} (labelled by the tab `value`), showing in order: the query
 * `error` titled `errorTitle` with a retry (`onRetry`) when there is no `result`; `skeletonCount`
 * placeholders (`renderSkeleton(i)`, keyed by `i`) in a busy stack named `loadingLabel` while there
 * is no `result`; `empty` when `isEmpty(result)`; else `children(result)`.
 */
export function StatusTabPanel<T>({
  idPrefix,
  value,
  sx,
  result,
  isEmpty,
  error,
  onRetry,
  errorTitle,
  loadingLabel,
  renderSkeleton,
  skeletonCount,
  empty,
  children,
}: {
  idPrefix: string;
  value: string;
  sx?: SxProps<Theme>;
  result: T | null | undefined;
  isEmpty: (result: T) => boolean;
  error: unknown;
  onRetry: () => void;
  errorTitle: string;
  loadingLabel: string;
  renderSkeleton: (key: number) => ReactNode;
  skeletonCount: number;
  empty: ReactNode;
  children: (result: T) => ReactNode;
}) {
  return (
    <Box role="tabpanel" id={`${idPrefix}-tabpanel`} aria-labelledby={`${idPrefix}-tab-${value}`} sx={sx}>
      {error && !result ? (
        <QueryErrorState error={error} onRetry={onRetry} title={errorTitle} />
      ) : !result ? (
        <Stack spacing={1.5} aria-busy aria-label={loadingLabel}>
          {Array.from({ length: skeletonCount }, (_, i) => renderSkeleton(i))}
        </Stack>
      ) : isEmpty(result) ? (
        empty
      ) : (
        children(result)
      )}
    </Box>
  );
}
