/**
 * The weekly payouts bar chart of /cleaner/earnings (MUI X Charts), in its own chunk so the chart
 * library loads with this page only. The chart is one image to assistive technology, named with
 * every week's figure; the same figures are in the page's text for everyone.
 */
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '../../components/booking/format';

export interface WeeklyEarningsChartProps {
  /** Oldest first; weekStart is Monday 00:00 UTC (ISO), paidOutCents in cents. */
  weeks: { weekStart: string; paidOutCents: number; jobs: number }[];
}

/** "Nov 17" (UTC) for a week's Monday. */
const weekLabel = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function WeeklyEarningsChart({ weeks }: WeeklyEarningsChartProps) {
  const labels = weeks.map((w) => weekLabel(w.weekStart));
  const description = weeks.map((w, i) => `week of ${labels[i]}: ${formatMoney(w.paidOutCents)}`).join('; ');
  return (
    <Box role="img" aria-label={`Paid out per week. ${description}.`} sx={{ width: '100%', height: 260 }}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[{ valueFormatter: (v: number | null) => formatMoney(Math.round(v ?? 0)) , width: 72 }]}
        series={[{ data: weeks.map((w) => w.paidOutCents), label: 'Paid out', valueFormatter: (v: number | null) => formatMoney(v ?? 0) }]}
        hideLegend
      />
    </Box>
  );
}
