import { sellerAnalyticsMessages, type SellerOverview } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';
import { Figure } from './seller-figures';

const t = sellerAnalyticsMessages;

/** How often and how quickly the shop answers, or that it is not known yet. */
export function SellerResponse({ response }: { response: SellerOverview['response'] }) {
  const known = response.rate !== null || response.minutes !== null;
  return (
    <SectionCard title={t.responseTitle}>
      {known ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
          <Figure
            label={t.responseRate}
            value={response.rate === null ? '—' : t.percent(response.rate)}
          />
          <Figure
            label={t.responseTime}
            value={response.minutes === null ? '—' : t.minutes(response.minutes)}
          />
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t.responseNone}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ mt: 1 }}>
        {t.responseHint}
      </Typography>
    </SectionCard>
  );
}
