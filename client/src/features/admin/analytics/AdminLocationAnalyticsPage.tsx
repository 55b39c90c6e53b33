/**
 * /admin/location-analytics (docs/decisions/0020): where bookings come from over a
 * date range picked by preset or by day (UTC, kept in the URL): a bar chart of the ten busiest
 * cities with their cleaners, "Where demand has no cleaner" (zip codes with bookings and no cleaner
 * serving them), and tables per city and per zip code (the chart's accessible equivalent), the zip
 * table with an "Export CSV" built in the browser.
 * Data: `adminLocationAnalytics(from, to)` (bookings by start; revenue in integer cents).
 */
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LocationOffRounded from '@mui/icons-material/LocationOffRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { PageTitle } from '../../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../../components/ui/StateMessage';
import { formatMoney } from '../../../components/booking/format';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { graphql } from '../../../gql';
import type { AdminLocationAnalyticsQuery } from '../../../gql/graphql';
import { AnalyticsSection, SkeletonRows } from './AnalyticsParts';
import { centsToDollars } from '../../../lib/format';
import { csvFileName, toCsv, type CsvColumn } from './csv';
import { ExportCsvButton } from './ExportCsvButton';
import { formatDayLabel } from './range';
import { RangePicker } from './RangePicker';
import { useAnalyticsParams } from './useAnalyticsParams';
import { Pager } from '../../../components/ui/Pager';

const LocationChart = lazy(() => import('./LocationChart'));

const AdminLocationAnalyticsQueryDocument = graphql(`
  query AdminLocationAnalytics($from: DateTime!, $to: DateTime!) {
    adminLocationAnalytics(from: $from, to: $to) {
      from
      to
      byCity {
        ...LocationTable_row
      }
      byZipCode {
        ...LocationTable_row
      }
      unservedZipCodes {
        ...LocationTable_row
      }
    }
  }
`);

export const LocationTable_row = graphql(`
  fragment LocationTable_row on LocationRow {
    key
    city
    bookings
    completed
    open
    revenueCents
    cleaners
  }
`);

type Row = AdminLocationAnalyticsQuery['adminLocationAnalytics']['byCity'][number];

const PAGE_SIZE = 25;

/** CSV of the per-zip table: every column, revenue in dollars with 2 decimals. */
const ZIP_CSV_COLUMNS: CsvColumn<Row>[] = [
  { header: 'Zip code', value: (r) => r.key },
  { header: 'City', value: (r) => r.city },
  { header: 'Bookings', value: (r) => r.bookings },
  { header: 'Completed', value: (r) => r.completed },
  { header: 'Open', value: (r) => r.open },
  { header: 'Revenue (USD)', value: (r) => centsToDollars(r.revenueCents) },
  { header: 'Cleaners', value: (r) => r.cleaners },
];

const count = (n: number) => n.toLocaleString('en-US');

/** The chart's text description: the busiest cities with their bookings and cleaners. */
function describeChart(cities: readonly Row[]): string {
  const top = cities.slice(0, 10);
  const list = top
    .map((c) => `${c.city}: ${count(c.bookings)} ${c.bookings === 1 ? 'booking' : 'bookings'}, ${count(c.cleaners)} ${c.cleaners === 1 ? 'cleaner' : 'cleaners'}`)
    .join('; ');
  return `Bar chart of bookings and cleaners in the ${top.length === 1 ? 'busiest city' : `${top.length} busiest cities`}. ${list}.`;
}

/**
 * One location table (per city or per zip code): bookings, completed, open, revenue and cleaners,
 * paged on the client 25 rows at a time. The first column names the row (city, or zip and city).
 */
function LocationTable({ rows, kind, label, headingId }: { rows: readonly Row[] | undefined; kind: 'city' | 'zip'; label: string; headingId: string }) {
  const [page, setPage] = useState(0);
  const [seenRows, setSeenRows] = useState(rows);
  if (seenRows !== rows) {
    // A new range: back to the first page.
    setSeenRows(rows);
    setPage(0);
  }
  const shown = rows?.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <>
      <ScrollableTable label={label}>
        <Table size="small" aria-labelledby={headingId} sx={{ minWidth: kind === 'zip' ? 680 : 600 }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{kind === 'zip' ? 'Zip code' : 'City'}</TableCell>
              {kind === 'zip' && <TableCell scope="col">City</TableCell>}
              <TableCell scope="col" align="right">
                Bookings
              </TableCell>
              <TableCell scope="col" align="right">
                Completed
              </TableCell>
              <TableCell scope="col" align="right">
                Open
              </TableCell>
              <TableCell scope="col" align="right">
                Revenue
              </TableCell>
              <TableCell scope="col" align="right">
                Cleaners
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!shown ? (
              <SkeletonRows rows={5} columns={kind === 'zip' ? 7 : 6} />
            ) : shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={kind === 'zip' ? 7 : 6} sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
                  No bookings in this range.
                </TableCell>
              </TableRow>
            ) : (
              shown.map((r) => (
                <TableRow key={r.key} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {kind === 'zip' ? r.key : r.city}
                  </TableCell>
                  {kind === 'zip' && <TableCell>{r.city}</TableCell>}
                  <TableCell align="right">{count(r.bookings)}</TableCell>
                  <TableCell align="right">{count(r.completed)}</TableCell>
                  <TableCell align="right">{count(r.open)}</TableCell>
                  <TableCell align="right">{formatMoney(r.revenueCents)}</TableCell>
                  <TableCell align="right" sx={r.cleaners === 0 ? { color: 'error.main', fontWeight: 700 } : undefined}>
                    {count(r.cleaners)}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </ScrollableTable>
      {rows && rows.length > PAGE_SIZE && (
        <Pager
          page={page + 1}
          limit={PAGE_SIZE}
          total={rows.length}
          onPage={(next) => setPage(next - 1)}
        />
      )}
    </>
  );
}

/** "Where demand has no cleaner": zip codes with bookings in the range and no cleaner serving them. */
function UnservedZipCodes({ rows }: { rows: readonly Row[] | undefined }) {
  return (
    <Paper
      component="section"
      aria-labelledby="unserved-heading"
      variant="outlined"
      sx={(theme) => ({
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        borderColor: rows && rows.length > 0 ? 'warning.main' : 'divider',
        borderWidth: rows && rows.length > 0 ? 2 : 1,
        bgcolor: rows && rows.length > 0 ? alpha(theme.palette.warning.main, 0.06) : 'background.paper',
      })}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <Box aria-hidden sx={{ color: 'warning.main', display: 'flex', pt: 0.25 }}>
          <WarningAmberRounded />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="unserved-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Where demand has no cleaner
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Zip codes with bookings in this range and no approved, active cleaner serving them.
          </Typography>
        </Box>
      </Stack>
      {!rows ? (
        <Skeleton variant="rounded" height={96} aria-hidden />
      ) : rows.length === 0 ? (
        <StateMessage
          variant="plain"
          headingLevel="h3"
          icon={<TaskAltRounded />}
          title="Every zip code with bookings has a cleaner"
          description="When customers book where no cleaner works, the zip code appears here."
        />
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }} role="status">
            {rows.length === 1 ? '1 zip code has' : `${count(rows.length)} zip codes have`} bookings and no cleaner.
          </Typography>
          <ScrollableTable label="Zip codes with no cleaner">
            <Table size="small" aria-labelledby="unserved-heading" sx={{ minWidth: 480 }}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Zip code</TableCell>
                  <TableCell scope="col">City</TableCell>
                  <TableCell scope="col" align="right">
                    Bookings
                  </TableCell>
                  <TableCell scope="col" align="right">
                    Open
                  </TableCell>
                  <TableCell scope="col" align="right">
                    Revenue
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.key}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                      {r.key}
                    </TableCell>
                    <TableCell>{r.city}</TableCell>
                    <TableCell align="right">{count(r.bookings)}</TableCell>
                    <TableCell align="right">{count(r.open)}</TableCell>
                    <TableCell align="right">{formatMoney(r.revenueCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTable>
        </>
      )}
    </Paper>
  );
}

/** The admin location analytics page. */
export default function AdminLocationAnalyticsPage() {
  const { range, update, rangeSearch } = useAnalyticsParams();
  const { data, previousData, loading, error, refetch } = useQuery(AdminLocationAnalyticsQueryDocument, {
    variables: { from: range.from, to: range.to },
    skip: Boolean(range.error),
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminLocationAnalytics;
  const rangeText = `${formatDayLabel(range.fromDay)} to ${formatDayLabel(range.toDay)}`;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Location analytics" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
            Location analytics
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Bookings, revenue and cleaners per city and zip code, by the day the booking starts (UTC).
          </Typography>
        </Box>
        <Button component={RouterLink} to={`/admin/analytics${rangeSearch}`} variant="outlined" startIcon={<InsightsRounded />} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Revenue analytics
        </Button>
      </Stack>

      <RangePicker range={range} onChange={update} />

      {range.error ? null : error && !result ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the location analytics" />
      ) : (
        <Box aria-busy={loading} sx={{ position: 'relative' }}>
          {loading && result && <LinearProgress aria-label="Updating the figures" sx={{ position: 'absolute', top: -12, left: 0, right: 0 }} />}
          <Stack spacing={4}>
            <AnalyticsSection id="cities-chart" title="Busiest cities" description={`Bookings and cleaners of the top 10 cities, ${rangeText}.`}>
              {!result ? (
                <Skeleton variant="rounded" height={320} aria-hidden />
              ) : result.byCity.length === 0 ? (
                <StateMessage icon={<LocationOffRounded />} headingLevel="h3" title="No bookings in this range" description="Bookings that start between these days will appear here. Try a longer range." />
              ) : (
                <Suspense fallback={<Skeleton variant="rounded" height={320} aria-hidden />}>
                  <LocationChart cities={result.byCity} description={describeChart(result.byCity)} />
                </Suspense>
              )}
            </AnalyticsSection>

            <UnservedZipCodes rows={result?.unservedZipCodes} />

            <AnalyticsSection
              id="by-city"
              title="By city"
              description="Open: bookings still waiting for a cleaner. Revenue: booking totals, cancelled and rejected ones left out. Cleaners: approved and active in the city."
            >
              <LocationTable rows={result?.byCity} kind="city" label="Bookings by city" headingId="by-city-heading" />
            </AnalyticsSection>

            <AnalyticsSection
              id="by-zip"
              title="By zip code"
              description="Cleaners: approved and active cleaners serving the zip code."
              actions={
                <ExportCsvButton
                  fileName={csvFileName('locations-by-zip', range.fromDay, 'to', range.toDay)}
                  build={() => toCsv(ZIP_CSV_COLUMNS, result?.byZipCode ?? [])}
                  disabled={!result}
                  describedBy="by-zip-heading"
                />
              }
            >
              <LocationTable rows={result?.byZipCode} kind="zip" label="Bookings by zip code" headingId="by-zip-heading" />
            </AnalyticsSection>
          </Stack>
        </Box>
      )}
    </Container>
  );
}
