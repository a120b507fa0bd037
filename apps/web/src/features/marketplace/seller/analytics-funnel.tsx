import { sellerAnalyticsMessages, type SellerAnalytics } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';
import { count } from './seller-figures';

const t = sellerAnalyticsMessages;

/** From view to inquiry to order, each step's rate of the one before. */
export function AnalyticsFunnel({ funnel }: { funnel: SellerAnalytics['funnel'] }) {
  const steps = [
    { label: t.funnelSteps.views, value: funnel.views, rate: null },
    { label: t.funnelSteps.inquiries, value: funnel.inquiries, rate: funnel.inquiryRate },
    { label: t.funnelSteps.orders, value: funnel.orders, rate: funnel.orderRate },
  ];
  const top = Math.max(1, ...steps.map((step) => step.value));
  return (
    <SectionCard title={t.funnelTitle}>
      {funnel.views === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t.funnelNone}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {steps.map((step) => (
          <Box component="li" key={step.label}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{step.label}</Typography>
              <Typography sx={{ fontWeight: 800 }}>
                {count.format(step.value)}
                {step.rate !== null && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ ml: 1 }}
                  >
                    {t.funnelRate(step.rate)}
                  </Typography>
                )}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={(step.value / top) * 100}
              aria-label={step.label}
              sx={{ height: 12, borderRadius: 6 }}
            />
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
