/**
 * The revenue line chart of /admin/analytics (docs/decisions/0020): gross, net and platform fee per period in
 * dollars (MUI X Charts), in its own chunk so the chart library loads with this page only. To
 * assistive technology the chart is one image with a short description; the table under it holds
 * every figure. Colours come from the theme; each line also has its own mark shape.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMoney } from '../../../components/booking/format';
import { formatPeriod, type Interval } from './range';

export interface RevenueChartProps {
  interval: Interval;
  /** Oldest first; periodStart is a UTC instant (ISO), money in cents. */
  points: ReadonlyArray<{ periodStart: string; grossCents: number; netCents: number; platformFeeCents: number }>;
  /** What the chart shows, read instead of it (e.g. the range and the highest period). */
  description: string;
}

const dollars = (cents: number) => cents / 100;
const money = (value: number | null) => formatMoney(Math.round((value ?? 0) * 100));

export default function RevenueChart({ interval, points, description }: RevenueChartProps) {
  const theme = useTheme();
  const labels = points.map((p) => formatPeriod(p.periodStart, interval, true));
  const showMark = points.length <= 45;
  return (
    <Box role="img" aria-label={description} sx={{ width: '100%', minHeight: 300 }}>
      <LineChart
        disableKeyboardNavigation
        height={300}
        xAxis={[{ scaleType: 'point', data: labels }]}
        yAxis={[{ valueFormatter: (v: number | null) => money(v), width: 80 }]}
        series={[
          { data: points.map((p) => dollars(p.grossCents)), label: 'Gross', color: theme.palette.primary.main, valueFormatter: money, showMark, shape: 'circle' },
          { data: points.map((p) => dollars(p.netCents)), label: 'Net', color: theme.palette.secondary.main, valueFormatter: money, showMark, shape: 'square' },
          {
            data: points.map((p) => dollars(p.platformFeeCents)),
            label: 'Platform fee',
            color: theme.palette.warning.main,
            valueFormatter: money,
            showMark,
            shape: 'diamond',
          },
        ]}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 16 }}
      />
    </Box>
  );
}
