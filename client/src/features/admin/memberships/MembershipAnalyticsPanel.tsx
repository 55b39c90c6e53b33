/**
 * The "Analytics" section of /admin/memberships (docs/decisions/0019), from
 * `adminMembershipAnalytics`: active members, members per tier, membership revenue per month for
 * the last 12 months (an MUI X bar chart, named for screen readers, with a table alternative behind
 * a button) and churn per month (a table). The page owns the query (`useMembershipAnalytics`; it
 * also gives the tier names) and reads it again after a grant or an end.
 */
import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { QueryErrorState } from '../../../components/ui/StateMessage';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { graphql } from '../../../gql';
import type { AdminMembershipAnalyticsQuery } from '../../../gql/graphql';
import { formatCents, formatNumber } from '../../../lib/format';

const AdminMembershipAnalyticsDocument = graphql(`
  query AdminMembershipAnalytics {
    adminMembershipAnalytics {
      activeMembers
      membersByTier {
        tier
        name
        active
      }
      revenueByMonth {
        month
        revenueCents
        payments
      }
      churnByMonth {
        month
        activeAtStart
        started
        ended
        churnPercent
      }
    }
    membershipTiers {
      code
      name
    }
  }
`);

type Analytics = AdminMembershipAnalyticsQuery['adminMembershipAnalytics'];

/** The analytics and the tiers (code and name), read with the page (cache and network). */
export function useMembershipAnalytics() {
  return useQuery(AdminMembershipAnalyticsDocument, { fetchPolicy: 'cache-and-network' });
}

/** "2026-05" -> "May 2026" (UTC month). */
function monthName(key: string, style: 'long' | 'axis' = 'long'): string {
  const [y, m] = key.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 1));
  if (style === 'axis') {
    return `${date.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' })} '${String(y).slice(-2)}`;
  }
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 800 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** Revenue per month: a bar chart (one image, named with every month's figure) and, on demand, the same figures as a table. */
function RevenueChart({ months }: { months: Analytics['revenueByMonth'] }) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const total = months.reduce((sum, m) => sum + m.revenueCents, 0);
  const description = months.map((m) => `${monthName(m.month)}: ${formatCents(m.revenueCents)}`).join('; ');
  return (
    <Box component="section" aria-labelledby="membership-revenue-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="membership-revenue-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Revenue per month (last 12 months): {formatCents(total)}
        </Typography>
        <Button size="small" onClick={() => setAsTable((v) => !v)} aria-expanded={asTable} aria-controls={tableId}>
          {asTable ? 'Hide table' : 'Show as table'}
        </Button>
      </Stack>
      <Box role="img" aria-label={`Membership revenue per month. ${description}.`} sx={{ width: '100%', height: 260 }}>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: months.map((m) => monthName(m.month, 'axis')) }]}
          yAxis={[{ valueFormatter: (v: number | null) => formatCents(Math.round(v ?? 0)), width: 80 }]}
          series={[{ data: months.map((m) => m.revenueCents), label: 'Revenue', valueFormatter: (v: number | null) => formatCents(v ?? 0) }]}
          hideLegend
        />
      </Box>
      <Box id={tableId} hidden={!asTable} sx={{ mt: 1 }}>
        {asTable && (
          <ScrollableTable label="Membership revenue per month">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Month</TableCell>
                  <TableCell align="right">Revenue</TableCell>
                  <TableCell align="right">Payments</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell component="th" scope="row">
                      {monthName(m.month)}
                    </TableCell>
                    <TableCell align="right">{formatCents(m.revenueCents)}</TableCell>
                    <TableCell align="right">{formatNumber(m.payments)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollableTable>
        )}
      </Box>
    </Box>
  );
}

function ChurnTable({ months }: { months: Analytics['churnByMonth'] }) {
  return (
    <Box component="section" aria-labelledby="membership-churn-title">
      <Typography id="membership-churn-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Churn per month (last 6 months)
      </Typography>
      <ScrollableTable label="Membership churn per month">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell align="right">Active at start</TableCell>
              <TableCell align="right">Started</TableCell>
              <TableCell align="right">Ended</TableCell>
              <TableCell align="right">Churn</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {monthName(m.month)}
                </TableCell>
                <TableCell align="right">{formatNumber(m.activeAtStart)}</TableCell>
                <TableCell align="right">{formatNumber(m.started)}</TableCell>
                <TableCell align="right">{formatNumber(m.ended)}</TableCell>
                <TableCell align="right">{m.churnPercent.toFixed(1)}%</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
    </Box>
  );
}

function AnalyticsSection({ analytics }: { analytics: Analytics }) {
  return (
    <Box component="section" aria-labelledby="membership-analytics-title">
      <Typography id="membership-analytics-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Analytics
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 2, m: 0, mb: 3, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        <Figure label="Active members" value={formatNumber(analytics.activeMembers)} />
        {analytics.membersByTier.map((t) => (
          <Figure key={t.tier} label={`${t.name} members`} value={formatNumber(t.active)} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <RevenueChart months={analytics.revenueByMonth} />
        <ChurnTable months={analytics.churnByMonth} />
      </Box>
    </Box>
  );
}

/** The analytics section with its loading skeleton and error state. */
export function MembershipAnalyticsPanel({ analytics }: { analytics: ReturnType<typeof useMembershipAnalytics> }) {
  if (analytics.error && !analytics.data) {
    return <QueryErrorState error={analytics.error} onRetry={() => void analytics.refetch()} title="We couldn't load the membership analytics" />;
  }
  if (!analytics.data) {
    return (
      <Box aria-busy aria-label="Loading the membership analytics">
        <Skeleton width={140} height={32} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, my: 2 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={84} />
          ))}
        </Box>
        <Skeleton variant="rounded" height={260} />
      </Box>
    );
  }
  return <AnalyticsSection analytics={analytics.data.adminMembershipAnalytics} />;
}
