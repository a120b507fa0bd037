import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { ordersMessages, type Balance } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { moneyText } from './order-text';

const t = ordersMessages.page;

/** One currency's money: available (the main figure), pending, paid out, and "Request payout". */
export function BalanceCard({
  balance,
  blocked,
  onPayout,
}: {
  balance: Balance;
  blocked: string | null;
  onPayout: () => void;
}) {
  const blockedId = useId();
  const headingId = useId();
  const money = (minor: number) => moneyText(minor, balance.currency);
  const figure = (key: string, label: string, hint: string, minor: number, main = false) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        data-testid={`balance-${key}`}
        sx={{
          fontWeight: 800,
          fontSize: main ? { xs: '1.75rem', sm: '2rem' } : '1.35rem',
          lineHeight: 1.25,
          color: main ? 'success.dark' : 'text.primary',
        }}
      >
        {money(minor)}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.4, mt: 0.25 }}
      >
        {hint}
      </Typography>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="balance-card"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <AccountBalanceWalletOutlinedIcon color="primary" aria-hidden="true" />
        <Typography id={headingId} component="h2" sx={{ fontWeight: 800 }}>
          {t.balanceOf(balance.currency)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'minmax(0, 1.3fr) repeat(2, minmax(0, 1fr)) auto',
          },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          {figure('available', t.available, t.availableHint, balance.availableMinor, true)}
        </Box>
        {figure('pending', t.pending, t.pendingHint, balance.pendingMinor)}
        {figure('paid-out', t.paidOut, t.paidOutHint, balance.paidOutMinor)}
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, alignSelf: 'center' }}>
          <Button
            variant="contained"
            disabled={balance.availableMinor <= 0 || blocked !== null}
            onClick={onPayout}
            aria-describedby={blocked && balance.availableMinor > 0 ? blockedId : undefined}
            sx={{ minHeight: 44, width: { xs: '100%', md: 'auto' } }}
          >
            {t.requestPayout}
          </Button>
          {blocked && balance.availableMinor > 0 && (
            <Typography
              id={blockedId}
              variant="caption"
              color="text.secondary"
              data-testid="payout-blocked"
              sx={{ display: 'block', mt: 0.75, maxWidth: { md: 200 } }}
            >
              {blocked}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
