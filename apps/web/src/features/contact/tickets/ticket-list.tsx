import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { supportTicketsMessages } from '@matchbazaar/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '../../../components/load-state';
import { ticketPaths } from '../ticket-paths';
import { TicketCard } from './ticket-card';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/use-session';
import { ticketKeys, ticketListQuery } from '../api/tickets';

const t = supportTicketsMessages;

/** The user's tickets (`active`: open and in progress only), with their statuses. */
export function TicketList({ status, emptyText }: { status: 'active' | 'all'; emptyText: string }) {
  const userId = useSession().user?.id ?? '';
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(ticketListQuery(userId, status));
  const retry = () => void queryClient.resetQueries({ queryKey: ticketKeys.list(userId, status) });

  if (!list.data) {
    return (
      <LoadState
        label={t.loading}
        failed={list.isError ? t.loadFailed : undefined}
        retry={retry}
        retryLabel={t.retry}
      />
    );
  }
  const tickets = list.data.pages.flatMap((page) => page.tickets);
  if (tickets.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{emptyText}</Typography>
        <Link component={RouterLink} to={ticketPaths.submit} sx={{ fontWeight: 600 }}>
          {t.newTicket}
        </Link>
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard ticket={ticket} headingLevel="h3" />
          </li>
        ))}
      </Stack>
      {list.isFetchNextPageError && (
        <Alert severity="error" role="alert">
          {t.loadFailed}
        </Alert>
      )}
      {list.hasNextPage && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {t.loadMore}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
