import {
  ordersMessages,
  type Balance,
  type Currency,
  type PayoutMethod,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dateTimeText } from '../../components/date-time';
import { LoadState } from '../../components/load-state';
import { balancesQuery } from './api/orders-api';
import { payoutMethodsQuery } from './api/payout-methods-api';
import { BalanceCard } from './balance-card';
import { payoutOutcome } from './order-text';
import { PayoutDialog } from './payout-dialog';

const t = ordersMessages.page;

/**
 * A seller's balances, one card per currency (the chosen one only when filtered), each with
 * "Request payout" and why it is off; the payout's dialog and its outcome.
 */
export function BalancesSection({
  userId,
  currency,
}: {
  userId: string;
  currency: Currency | undefined;
}) {
  const balances = useQuery({ ...balancesQuery(userId), enabled: userId !== '' });
  const methods = useQuery({ ...payoutMethodsQuery(userId), enabled: userId !== '' });
  const verified = methods.data?.methods.filter((method) => method.state === 'verified') ?? [];
  const blocked = payoutBlock(methods.data);
  const [payout, setPayout] = useState<Balance | null>(null);
  // The last payout's status, kept while its message closes.
  const [outcome, setOutcome] = useState<ReturnType<typeof payoutOutcome> | null>(null);
  const [told, setTold] = useState(false);
  if (balances.isPending) return null;
  if (balances.isError)
    return (
      <Box sx={{ mb: 3 }}>
        <LoadState
          label={t.balancesLabel}
          failed={t.balancesFailed}
          retry={() => void balances.refetch()}
          retryLabel={t.retry}
        />
      </Box>
    );
  const shown = balances.data.filter((balance) => !currency || balance.currency === currency);
  if (shown.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={t.balancesLabel}
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {shown.map((balance) => (
        <BalanceCard
          key={balance.currency}
          balance={balance}
          blocked={blocked}
          onPayout={() => setPayout(balance)}
        />
      ))}
      {payout && (
        <PayoutDialog
          balance={payout}
          methods={verified}
          onClose={() => setPayout(null)}
          onPaid={(status) => {
            setPayout(null);
            setOutcome(payoutOutcome(status));
            setTold(true);
          }}
          userId={userId}
        />
      )}
      {outcome && (
        // The Alert is the Snackbar's own child: its transition needs a child that holds a ref.
        <Snackbar open={told} autoHideDuration={8000} onClose={() => setTold(false)}>
          <Alert
            severity={outcome.severity}
            variant="filled"
            onClose={() => setTold(false)}
            data-testid="payout-outcome"
          >
            <AlertTitle>{outcome.title}</AlertTitle>
            {outcome.detail}
          </Alert>
        </Snackbar>
      )}
    </Box>
  );
}

/**
 * Why "Request payout" is off though money is available: no method, none verified, or payouts on
 * hold after a change; null when it may be asked (or the methods are still loading).
 */
function payoutBlock(
  data: { methods: PayoutMethod[]; heldUntil: string | null } | undefined,
): string | null {
  if (!data) return null;
  if (data.methods.length === 0) return t.payoutDisabled.none;
  if (!data.methods.some((method) => method.state === 'verified')) {
    return t.payoutDisabled.unverified;
  }
  return data.heldUntil ? t.payoutDisabled.held(dateTimeText(data.heldUntil)) : null;
}
