import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  currencies,
  ordersMessages,
  type Balance,
  type Currency,
  type PayoutMethod,
  type PayoutStatus,
  type Transaction,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { dateTimeText } from '../../components/date-time';
import { FormDialog } from '../../components/forms/form-dialog';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { LoadState } from '../../components/load-state';
import { orderPath } from '../../components/order-path';
import {
  amountTone,
  majorInputText,
  moneyText,
  parseAmountInput,
  payoutOutcome,
  runningBalanceText,
  signedMoneyText,
  transactionsCsvName,
} from './order-text';
import { useExportTransactions, useRequestPayout } from './api/order-mutations';
import { balancesQuery, transactionsQuery } from './api/orders-api';
import { payoutMethodsQuery } from './api/payout-methods-api';
import { PayoutMethodsSection } from './payout-methods-section';
import { useOrdersLive } from './use-orders-live';
import { useSession } from '../../lib/session/use-session';

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
      {seller && <Balances userId={userId} currency={currency} />}
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

function Balances({ userId, currency }: { userId: string; currency: Currency | undefined }) {
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

function BalanceCard({
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

function PayoutDialog({
  balance,
  methods,
  userId,
  onClose,
  onPaid,
}: {
  balance: Balance;
  /** The verified methods; the default one first chosen. */
  methods: PayoutMethod[];
  userId: string;
  onClose: () => void;
  onPaid: (status: PayoutStatus) => void;
}) {
  const [amount, setAmount] = useState(majorInputText(balance.availableMinor));
  const [methodId, setMethodId] = useState(
    (methods.find((method) => method.isDefault) ?? methods[0])?.id ?? '',
  );
  const chosen = methods.find((method) => method.id === methodId);
  // The amount's own error (the check's or the server's), until the amount is edited.
  const [fieldError, setFieldError] = useState<string | null>(null);
  const payout = useRequestPayout(userId);
  const failure = payout.error;
  const parsed = parseAmountInput(amount, balance.currency, balance.availableMinor);

  const submit = () => {
    if ('error' in parsed) {
      setFieldError(parsed.error);
      return;
    }
    setFieldError(null);
    payout.mutate(
      {
        currency: balance.currency,
        amountMinor: parsed.amountMinor,
        // One key per click: a retried request pays out once.
        idempotencyKey: crypto.randomUUID(),
        ...(methodId && { methodId }),
      },
      {
        onSuccess: (answer) => onPaid(answer.payout.status),
        onError: (failed) => setFieldError(fieldErrorsOf(failed).amountMinor ?? null),
      },
    );
  };

  return (
    <FormDialog
      title={t.payoutTitle(balance.currency)}
      intro={t.payoutIntro(
        moneyText(balance.availableMinor, balance.currency),
        chosen?.label ?? null,
      )}
      submitLabel={
        'amountMinor' in parsed
          ? t.payOut(moneyText(parsed.amountMinor, balance.currency))
          : t.requestPayout
      }
      cancelLabel={t.close}
      maxWidth="xs"
      pending={payout.isPending}
      error={failure && !fieldErrorsOf(failure).amountMinor ? apiErrorMessage(failure) : null}
      onClose={onClose}
      onSubmit={submit}
    >
      {methods.length > 1 && (
        <TextField
          select
          id="payout-method"
          label={t.payoutTo}
          value={methodId}
          onChange={(event) => setMethodId(event.target.value)}
          sx={{ mb: 2 }}
          fullWidth
        >
          {methods.map((method) => (
            <MenuItem key={method.id} value={method.id}>
              {method.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        id="payout-amount"
        label={t.amountLabel(balance.currency)}
        inputMode="decimal"
        autoFocus
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError}
      />
    </FormDialog>
  );
}

function Description({ line }: { line: Transaction }) {
  return line.orderId ? (
    <Link component={RouterLink} to={orderPath(line.orderId)} underline="hover">
      {line.description}
    </Link>
  ) : (
    <>{line.description}</>
  );
}

function KindChip({ line }: { line: Transaction }) {
  return (
    <Chip size="small" variant="outlined" label={t.txKinds[line.kind]} sx={{ fontWeight: 600 }} />
  );
}

function TransactionsTable({
  userId,
  currency,
}: {
  userId: string;
  currency: Currency | undefined;
}) {
  const lines = useInfiniteQuery({
    ...transactionsQuery(userId, currency),
    enabled: userId !== '',
  });
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const items = lines.data?.pages.flatMap((page) => page.items) ?? [];

  if (lines.isPending || lines.isError)
    return (
      <LoadState
        label={t.txLoading}
        failed={lines.isError ? t.txFailed : undefined}
        retry={() => void lines.refetch()}
        retryLabel={t.retry}
      />
    );
  if (items.length === 0)
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, textAlign: 'center', px: 3, py: 6 }}>
        <AccountBalanceWalletOutlinedIcon color="action" sx={{ fontSize: 40 }} aria-hidden="true" />
        <Typography component="h2" sx={{ fontWeight: 700, mt: 1 }}>
          {currency ? t.txEmptyFiltered : t.txEmpty}
        </Typography>
        {!currency && (
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 460, mx: 'auto' }}>
            {t.txEmptyHint}
          </Typography>
        )}
      </Paper>
    );

  const amount = (line: Transaction) => (
    <Box component="span" sx={{ color: amountTone(line.amountMinor), fontWeight: 700 }}>
      {signedMoneyText(line.amountMinor, line.currency)}
    </Box>
  );

  return (
    <>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {narrow ? (
          <Box component="ul" aria-label={t.tableLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((line) => (
              <Box
                component="li"
                key={line.id}
                data-testid="transaction-row"
                sx={{
                  p: 2,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr) auto',
                  gap: 0.5,
                }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <Description line={line} />
                </Typography>
                <Typography sx={{ textAlign: 'right' }}>{amount(line)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={line.at}>{dateTimeText(line.at)}</time>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                  {t.columns.balance} {runningBalanceText(line.balanceMinor, line.currency)}
                </Typography>
                <Box>
                  <KindChip line={line} />
                </Box>
              </Box>
            ))}
          </Box>
        ) : (
          <Table aria-label={t.tableLabel} size="medium">
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'rgba(31,63,184,0.04)' } }}>
                <TableCell>{t.columns.date}</TableCell>
                <TableCell>{t.columns.description}</TableCell>
                <TableCell>{t.columns.kind}</TableCell>
                <TableCell align="right">{t.columns.amount}</TableCell>
                <TableCell align="right">{t.columns.balance}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((line) => (
                <TableRow key={line.id} data-testid="transaction-row" hover>
                  <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                    <time dateTime={line.at}>{dateTimeText(line.at)}</time>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Description line={line} />
                  </TableCell>
                  <TableCell>
                    <KindChip line={line} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {amount(line)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {runningBalanceText(line.balanceMinor, line.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      {lines.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            loading={lines.isFetchingNextPage}
            onClick={() => void lines.fetchNextPage()}
          >
            {t.loadMore}
          </Button>
        </Box>
      )}
    </>
  );
}
