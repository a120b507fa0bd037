import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { proposalsMessages, type Proposal } from '@matchbazaar/contracts';
import { dayText, moneyOf, ratingText, responseText } from './proposal-text';

const t = proposalsMessages;

/** One label and its value, in a definition list. */
function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 800 : 600, fontSize: strong ? '1.2rem' : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * A proposal's terms as both sides read them: total, unit price, quantity, delivery, validity, and
 * (`withSeller`) the seller's rating and response time, for comparing.
 */
export function ProposalTerms({
  proposal,
  withSeller = false,
}: {
  proposal: Proposal;
  withSeller?: boolean;
}) {
  const money = (minor: number) => moneyOf(minor, proposal.currency);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.25, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
    >
      <Fact label={t.totalLabel} value={money(proposal.totalMinor)} strong />
      <Fact label={t.unitPriceLabel} value={money(proposal.unitPriceMinor)} />
      <Fact label={t.quantityLabel} value={proposal.quantity.toLocaleString('en-US')} />
      <Fact label={t.delivery} value={t.deliveryValue(proposal.deliveryDays)} />
      <Fact label={t.validity} value={dayText(proposal.validUntil)} />
      {withSeller && <Fact label={t.rating} value={ratingText(proposal)} />}
      {withSeller && <Fact label={t.responseTime} value={responseText(proposal)} />}
    </Box>
  );
}

/** The buyer's counter-offer waiting for the seller. */
export function CounterTerms({ proposal }: { proposal: Proposal }) {
  const counter = proposal.counter;
  if (!counter) return null;
  const money = (minor: number) => moneyOf(minor, proposal.currency);
  return (
    <Box
      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'rgba(237,108,2,0.08)', display: 'grid', gap: 0.5 }}
    >
      <Typography sx={{ fontWeight: 700 }}>{t.counterFromBuyer}</Typography>
      <Typography variant="body2">
        {money(counter.unitPriceMinor)} × {counter.quantity.toLocaleString('en-US')} ={' '}
        <strong>{money(counter.totalMinor)}</strong> · {t.deliveryValue(counter.deliveryDays)}
      </Typography>
      {counter.message && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          “{counter.message}”
        </Typography>
      )}
    </Box>
  );
}
