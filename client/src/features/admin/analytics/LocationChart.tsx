/**
 * The bar chart of /admin/location-analytics (docs/decisions/0020): bookings and cleaners of the busiest cities
 * (MUI X Charts), in its own chunk so the chart library loads with this page only. Horizontal bars
 * keep city names readable at 375 px. To assistive technology the chart is one image with a short
 * description; the "By city" table holds every figure. Colours come from the theme.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

export interface LocationChartProps {
  /** Busiest first (at most 10 are drawn). */
  cities: ReadonlyArray<{ key: string; city: string; bookings: number; cleaners: number }>;
  /** What the chart shows, read instead of it. */
  description: string;
}

const count = (value: number | null) => (value ?? 0).toLocaleString('en-US');

export default function LocationChart({ cities, description }: LocationChartProps) {
  const theme = useTheme();
  const rows = cities.slice(0, 10);
  const height = 80 + rows.length * 48;
  return (
    <Box role="img" aria-label={description} sx={{ width: '100%', minHeight: height }}>
      <BarChart
        disableKeyboardNavigation
        layout="horizontal"
        height={height}
        yAxis={[{ scaleType: 'band', data: rows.map((r) => r.city), width: 110 }]}
        xAxis={[{ tickMinStep: 1, valueFormatter: count }]}
        series={[
          { data: rows.map((r) => r.bookings), label: 'Bookings', color: theme.palette.primary.main, valueFormatter: count },
          { data: rows.map((r) => r.cleaners), label: 'Cleaners', color: theme.palette.secondary.main, valueFormatter: count },
        ]}
        grid={{ vertical: true }}
        margin={{ right: 16 }}
      />
    </Box>
  );
}
