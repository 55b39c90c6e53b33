/**
 * /admin/analytics (docs/decisions/0020): revenue over a date range picked by preset
 * or by day (UTC, kept in the URL), per day, week or month: the range's totals (gross, refunds,
 * net, platform fee, cleaner payouts), a line chart of gross, net and platform fee, the same series
 * as a table (the chart's accessible equivalent) and an "Export CSV" of it built in the browser.
 * Data: `adminRevenueAnalytics(from, to, interval)`; money arrives in integer cents.
 */
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ShowChartRounded from '@mui/icons-material/ShowChartRounded';
import { PageTitle } from '../../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../../components/ui/StateMessage';
import { formatMoney } from '../../../components/booking/format';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { graphql } from '../../../gql';
import type { AdminRevenueAnalyticsQuery } from '../../../gql/graphql';
import { AnalyticsSection, Figure, FigureGrid, SkeletonRows } from './AnalyticsParts';
import { centsToDollars } from '../../../lib/format';
import { csvFileName, toCsv, type CsvColumn } from './csv';
import { ExportCsvButton } from './ExportCsvButton';
import { formatDayLabel, formatPeriod, intervalError, type Interval } from './range';
import { RangePicker } from './RangePicker';
import { useAnalyticsParams } from './useAnalyticsParams';

const RevenueChart = lazy(() => import('./RevenueChart'));

const AdminRevenueAnalyticsQueryDocument = graphql(`
  query AdminRevenueAnalytics($from: DateTime!, $to: DateTime!, $interval: AnalyticsInterval!) {
    adminRevenueAnalytics(from: $from, to: $to, interval: $interval) {
      from
      to
      interval
      points {
        periodStart
        grossCents
        refundsCents
        netCents
        platformFeeCents
        cleanerPayoutsCents
        payments
      }
      totals {
        grossCents
        refundsCents
        netCents
        platformFeeCents
        cleanerPayoutsCents
        payments
      }
    }
  }
`);

type Point = AdminRevenueAnalyticsQuery['adminRevenueAnalytics']['points'][number];

const INTERVAL_NOUN: Record<Interval, string> = { day: 'day', week: 'week', month: 'month' };

/** The money columns of the table and of the CSV, in order. */
const MONEY_COLUMNS = [
  { key: 'grossCents', label: 'Gross' },
  { key: 'refundsCents', label: 'Refunds' },
  { key: 'netCents', label: 'Net' },
  { key: 'platformFeeCents', label: 'Platform fee' },
  { key: 'cleanerPayoutsCents', label: 'Cleaner payouts' },
] as const;

/** CSV columns: the period's first day (ISO date, UTC), every money column in dollars, payments. */
const CSV_COLUMNS: CsvColumn<Point>[] = [
  { header: 'Period start', value: (p) => p.periodStart.slice(0, 10) },
  ...MONEY_COLUMNS.map((c): CsvColumn<Point> => ({ header: `${c.label} (USD)`, value: (p) => centsToDollars(p[c.key]) })),
  { header: 'Payments', value: (p) => p.payments },
];

/** The chart's text description: what it shows, over which range, and its highest period. */
function describeChart(points: readonly Point[], interval: Interval, fromDay: string, toDay: string): string {
  const top = points.reduce<Point | null>((best, p) => (!best || p.grossCents > best.grossCents ? p : best), null);
  const peak = top && top.grossCents > 0 ? ` Highest gross: ${formatMoney(top.grossCents)}, ${formatPeriod(top.periodStart, interval)}.` : '';
  return `Line chart of gross, net and platform fee per ${INTERVAL_NOUN[interval]}, ${formatDayLabel(fromDay)} to ${formatDayLabel(toDay)}.${peak} The table below lists every ${INTERVAL_NOUN[interval]}.`;
}

/** The admin revenue analytics page. */
export default function AdminAnalyticsPage() {
  const { range, interval, update, rangeSearch } = useAnalyticsParams();
  const problem = range.error ?? intervalError(range, interval);
  const { data, previousData, loading, error, refetch } = useQuery(AdminRevenueAnalyticsQueryDocument, {
    variables: { from: range.from, to: range.to, interval },
    skip: Boolean(problem),
    fetchPolicy: 'cache-and-network',
  });
  const series = (data ?? previousData)?.adminRevenueAnalytics;
  const shownInterval = (series?.interval ?? interval) as Interval;
  const totals = series?.totals;
  const empty = series ? series.points.every((p) => p.payments === 0 && p.grossCents === 0 && p.refundsCents === 0 && p.cleanerPayoutsCents === 0) : false;
  const periodHeader = shownInterval === 'day' ? 'Day' : shownInterval === 'week' ? 'Week starting' : 'Month';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Analytics" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
            Analytics
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Revenue over time: payments in, refunds, what the platform keeps and what cleaners were paid. Days are UTC.
          </Typography>
        </Box>
        <Button component={RouterLink} to={`/admin/location-analytics${rangeSearch}`} variant="outlined" startIcon={<PlaceRounded />} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Location analytics
        </Button>
      </Stack>

      <RangePicker
        range={range}
        onChange={update}
        interval={interval}
        onIntervalChange={(next) => update({ interval: next === 'day' ? null : next })}
        intervalProblem={intervalError(range, interval)}
      />

      {problem ? null : error && !series ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the revenue" />
      ) : (
        <Box aria-busy={loading} sx={{ position: 'relative' }}>
          {loading && series && <LinearProgress aria-label="Updating the figures" sx={{ position: 'absolute', top: -12, left: 0, right: 0 }} />}
          <Stack spacing={4}>
          <AnalyticsSection id="totals" title="Totals" description={`${formatDayLabel(range.fromDay)} to ${formatDayLabel(range.toDay)}`}>
            <FigureGrid>
              <Figure label="Gross" value={formatMoney(totals?.grossCents ?? 0)} loading={!totals} hint={totals ? `${totals.payments.toLocaleString('en-US')} ${totals.payments === 1 ? 'payment' : 'payments'}` : undefined} />
              <Figure label="Refunds" value={formatMoney(totals?.refundsCents ?? 0)} loading={!totals} />
              <Figure label="Net" value={formatMoney(totals?.netCents ?? 0)} loading={!totals} hint="Gross less refunds" />
              <Figure label="Platform fee" value={formatMoney(totals?.platformFeeCents ?? 0)} loading={!totals} />
              <Figure label="Cleaner payouts" value={formatMoney(totals?.cleanerPayoutsCents ?? 0)} loading={!totals} hint="Transfers made" />
            </FigureGrid>
          </AnalyticsSection>

          <AnalyticsSection
            id="over-time"
            title="Revenue over time"
            description={`Gross, net and platform fee per ${INTERVAL_NOUN[shownInterval]}, in dollars.`}
            actions={
              <ExportCsvButton
                fileName={csvFileName('revenue', range.fromDay, 'to', range.toDay, shownInterval)}
                build={() => toCsv(CSV_COLUMNS, series?.points ?? [])}
                disabled={!series}
                describedBy="over-time-heading"
              />
            }
          >
            {!series ? (
              <Skeleton variant="rounded" height={300} aria-hidden />
            ) : empty ? (
              <StateMessage icon={<ShowChartRounded />} headingLevel="h3" title="No payments in this range" description="Payments, refunds and payouts made between these days will appear here. Try a longer range." />
            ) : (
              <Suspense fallback={<Skeleton variant="rounded" height={300} aria-hidden />}>
                <RevenueChart interval={shownInterval} points={series.points} description={describeChart(series.points, shownInterval, range.fromDay, range.toDay)} />
              </Suspense>
            )}

            <Typography id="revenue-table-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
              Revenue per {INTERVAL_NOUN[shownInterval]}
            </Typography>
            <ScrollableTable label={`Revenue per ${INTERVAL_NOUN[shownInterval]}`}>
              <Table size="small" aria-labelledby="revenue-table-heading" sx={{ minWidth: 760 }}>
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">{periodHeader}</TableCell>
                    {MONEY_COLUMNS.map((c) => (
                      <TableCell key={c.key} scope="col" align="right">
                        {c.label}
                      </TableCell>
                    ))}
                    <TableCell scope="col" align="right">
                      Payments
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {series ? (
                    series.points.map((p) => (
                      <TableRow key={p.periodStart} hover>
                        <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                          {formatPeriod(p.periodStart, shownInterval)}
                        </TableCell>
                        {MONEY_COLUMNS.map((c) => (
                          <TableCell key={c.key} align="right">
                            {formatMoney(p[c.key])}
                          </TableCell>
                        ))}
                        <TableCell align="right">{p.payments.toLocaleString('en-US')}</TableCell>
                      </TableRow>
                    ))
                  ) : (
                    <SkeletonRows rows={6} columns={7} />
                  )}
                </TableBody>
                {totals && series && series.points.length > 0 && (
                  <TableFooter>
                    <TableRow>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 800, color: 'text.primary', fontSize: '0.875rem' }}>
                        Total
                      </TableCell>
                      {MONEY_COLUMNS.map((c) => (
                        <TableCell key={c.key} align="right" sx={{ fontWeight: 800, color: 'text.primary', fontSize: '0.875rem' }}>
                          {formatMoney(totals[c.key])}
                        </TableCell>
                      ))}
                      <TableCell align="right" sx={{ fontWeight: 800, color: 'text.primary', fontSize: '0.875rem' }}>
                        {totals.payments.toLocaleString('en-US')}
                      </TableCell>
                    </TableRow>
                  </TableFooter>
                )}
              </Table>
            </ScrollableTable>
          </AnalyticsSection>
          </Stack>
        </Box>
      )}
    </Container>
  );
}
