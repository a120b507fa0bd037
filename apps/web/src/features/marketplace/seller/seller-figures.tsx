import { sellerAnalyticsMessages, type SellerFigures } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../../components/listings/format-price';

const t = sellerAnalyticsMessages;

/** Counts as the seller's pages write them: "1,234". */
export const count = new Intl.NumberFormat('en-US');

/** One figure: its label above, the number large. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, minWidth: 0, bgcolor: 'background.paper' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{ fontWeight: 800, fontSize: { xs: 22, sm: 28 }, lineHeight: 1.25, mt: 0.5 }}
        data-figure={label}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** Revenue in each currency sold in, one line each (never summed across currencies). */
export function revenueText(revenue: SellerFigures['revenue']): string {
  return revenue.map((each) => formatPrice(each)).join(' · ');
}

/** The five figures side by side (two a row on a phone, revenue across): /seller and its analytics. */
export function FiguresGrid({
  figures,
  viewsHint,
}: {
  figures: SellerFigures;
  viewsHint?: string;
}) {
  const f = t.figures;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      <Figure
        label={f.views}
        value={count.format(figures.views)}
        {...(viewsHint !== undefined && { hint: viewsHint })}
      />
      <Figure label={f.inquiries} value={count.format(figures.inquiries)} />
      <Figure label={f.proposals} value={count.format(figures.proposals)} />
      <Figure label={f.orders} value={count.format(figures.orders)} />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
        <Figure
          label={f.revenue}
          value={figures.revenue.length ? revenueText(figures.revenue) : '—'}
          {...(figures.revenue.length === 0 && { hint: t.noRevenue })}
        />
      </Box>
    </Box>
  );
}

/** The figures' places while they load. */
export function FiguresGridSkeleton() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
      }}
    >
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} variant="rounded" height={96} />
      ))}
    </Box>
  );
}
