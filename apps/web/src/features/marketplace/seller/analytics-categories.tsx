import { sellerAnalyticsMessages, type SellerAnalytics } from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';

const t = sellerAnalyticsMessages;

/** The categories the shop's views came from, each bar against the busiest. */
export function AnalyticsCategories({ rows }: { rows: SellerAnalytics['categories'] }) {
  const top = Math.max(1, ...rows.map((row) => row.views));
  return (
    <SectionCard title={t.categoriesTitle}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t.categoriesEmpty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {rows.map((row) => (
            <Box component="li" key={row.category}>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  columnGap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <Typography sx={{ fontWeight: 600, minWidth: 0 }}>
                  {displayName(row.category)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {t.countsLine(row.views, row.inquiries, row.orders)}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                color="secondary"
                value={(row.views / top) * 100}
                aria-label={displayName(row.category)}
                sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
              />
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
