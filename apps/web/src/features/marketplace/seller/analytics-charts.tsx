import {
  sellerAnalyticsMessages,
  type Currency,
  type SellerAnalytics,
} from '@matchbazaar/contracts';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../components/listings/format-price';
import { SectionCard } from '../../../components/section-card';
import { bucketSizeFor, bucketsOf, type Bucket } from './analytics-buckets';

const t = sellerAnalyticsMessages;
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A bucket's label on an axis: its day, or its month for monthly buckets. */
function labelOf(bucket: Bucket, size: 'day' | 'week' | 'month'): string {
  return size === 'month'
    ? monthYear.format(utc(bucket.start))
    : shortDay.format(utc(bucket.start));
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Box sx={{ width: '100%', minWidth: 0, height: { xs: 240, sm: 280 } }}>{children}</Box>
    </SectionCard>
  );
}

/** Views and inquiries over time, orders, and revenue per currency, by day, week or month. */
export function AnalyticsCharts({ data }: { data: SellerAnalytics }) {
  const size = bucketSizeFor(data.series.length);
  const buckets = bucketsOf(data.series, size);
  const labels = buckets.map((bucket) => labelOf(bucket, size));
  const margin = { left: 8, right: 16, top: 16, bottom: 8 };
  // Counts are whole: ticks step by one at least, and an all-zero range still has an axis to 1.
  const countAxis = (values: number[]) => ({
    width: 44,
    min: 0,
    tickMinStep: 1,
    ...(Math.max(0, ...values) === 0 && { max: 1 }),
  });
  const marks = buckets.length <= 14;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ChartCard title={t.overTimeTitle}>
        <LineChart
          margin={margin}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[countAxis(buckets.flatMap((b) => [b.views, b.inquiries]))]}
          series={[
            {
              data: buckets.map((b) => b.views),
              label: t.figures.views,
              area: true,
              showMark: marks,
            },
            { data: buckets.map((b) => b.inquiries), label: t.figures.inquiries, showMark: marks },
          ]}
          sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.18 } }}
          grid={{ horizontal: true }}
        />
      </ChartCard>
      <ChartCard title={t.ordersTitle}>
        <BarChart
          margin={margin}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[countAxis(buckets.map((b) => b.orders))]}
          series={[{ data: buckets.map((b) => b.orders), label: t.figures.orders }]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </ChartCard>
      {data.currencies.map((currency: Currency) => (
        <ChartCard key={currency} title={t.revenueTitle(currency)}>
          <BarChart
            margin={margin}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[
              {
                width: 64,
                valueFormatter: (value: number) =>
                  formatPrice({ amountMinor: Math.round(value), currency }),
              },
            ]}
            series={[
              {
                data: buckets.map((b) => b.revenue[currency] ?? 0),
                label: t.revenueTitle(currency),
                valueFormatter: (value) =>
                  formatPrice({ amountMinor: Math.round(value ?? 0), currency }),
                color: '#2e7d32',
              },
            ]}
            grid={{ horizontal: true }}
            hideLegend
          />
        </ChartCard>
      ))}
    </Box>
  );
}
