import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { ordersMessages, type Currency, type Transaction } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { dateTimeText } from '../../components/date-time';
import { LoadState } from '../../components/load-state';
import { orderPath } from '../../components/order-path';
import { transactionsQuery } from './api/orders-api';
import { amountTone, runningBalanceText, signedMoneyText } from './order-text';

const t = ordersMessages.page;

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

/** The money lines, newest first, with the running balance: a table, or a list on a phone. */
export function TransactionsTable({
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
