import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { currencies, ordersMessages, type Currency } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { useSession } from '../../lib/session/use-session';
import { useExportTransactions } from './api/order-mutations';
import { BalancesSection } from './balances-section';
import { transactionsCsvName } from './order-text';
import { PayoutMethodsSection } from './payout-methods-section';
import { TransactionsTable } from './transactions-table';
import { useOrdersLive } from './use-orders-live';

const t = ordersMessages.page;

const currencyOf = (value: string | null): Currency | undefined =>
  (currencies as readonly string[]).includes(value ?? '') ? (value as Currency) : undefined;

/**
 * /dashboard/transactions (docs/product/orders.md, "Escrow and the ledger"): a seller's balances
 * per currency with "Request payout", then every line of the user's money, newest first, with
 * the running balance; by currency (kept in the address), "Load more", and the CSV. Money that an
 * order's step moved shows up without a reload (the orders' pushes read it again). A seller's
 * payout methods are here too, beside the payouts they receive (docs/product/payouts.md).
 */
export function TransactionsPage() {
  const { user, persona } = useSession();
  const userId = user?.id ?? '';
  useOrdersLive(userId);
  const [params, setParams] = useSearchParams();
  const currency = currencyOf(params.get('currency'));
  const seller = persona === 'seller';
  const exportCsv = useExportTransactions();

  return (
    <DashboardPageFrame
      title={t.txTitle}
      intro={t.txIntro}
      actions={
        <>
          <TextField
            select
            size="small"
            id="transactions-currency"
            label={t.currencyLabel}
            value={currency ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) =>
              setParams(event.target.value ? { currency: event.target.value } : {}, {
                replace: true,
              })
            }
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">{t.allCurrencies}</MenuItem>
            {currencies.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon aria-hidden="true" />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate({ currency, name: transactionsCsvName(currency) })}
          >
            {t.exportCsv}
          </Button>
        </>
      }
    >
      {exportCsv.isError && (
        <Alert severity="error" role="alert" onClose={() => exportCsv.reset()} sx={{ mb: 2 }}>
          {t.exportFailed}
        </Alert>
      )}
      {seller && <BalancesSection userId={userId} currency={currency} />}
      {seller && (
        <PayoutMethodsSection
          userId={userId}
          accountName={`${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim()}
        />
      )}
      <TransactionsTable userId={userId} currency={currency} />
    </DashboardPageFrame>
  );
}
