import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isApiRequestError } from '@matchbazaar/api-client';
import { supportTicketsMessages, ticketIdSchema } from '@matchbazaar/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadState } from '../../../components/load-state';
import { ticketPaths } from '../ticket-paths';
import { TicketCard } from './ticket-card';
import { TicketList } from './ticket-list';
import { TicketsFrame } from './tickets-frame';
import { useSession } from '../../../lib/session/use-session';
import { ticketQuery, useCloseTicket } from '../api/tickets';

const t = supportTicketsMessages;

/** The ticket number in the query (`?id=42`), or null when there is none or it is not a number. */
function idOf(raw: string | null): number | null {
  if (raw === null) return null;
  const parsed = ticketIdSchema.safeParse(raw.replace(/^#/, '').trim());
  return parsed.success ? parsed.data : null;
}

/** /support/tickets/status: the open tickets and their statuses, or one ticket (`?id=`). */
export function TicketStatusPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = idOf(raw);
  return (
    <TicketsFrame title={t.statusTitle}>
      <Stack spacing={3}>
        <TicketLookup key={raw ?? ''} initial={raw ?? ''} />
        {raw === null ? (
          <TicketList status="active" emptyText={t.noOpenTickets} />
        ) : id === null ? (
          <Alert severity="error" role="alert">
            {t.notFound}
          </Alert>
        ) : (
          <TicketDetail key={id} id={id} />
        )}
      </Stack>
    </TicketsFrame>
  );
}

/** "Ticket number" + "Check status": opens `?id=<number>`. */
function TicketLookup({ initial }: { initial: string }) {
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = idOf(value);
    if (id === null) {
      setError(t.lookupInvalid);
      return;
    }
    setParams({ id: String(id) });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} role="search" aria-label={t.lookupLabel}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label={t.lookupLabel}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          sx={{ minHeight: 40, width: { xs: '100%', sm: 'auto' } }}
        >
          {t.lookupSubmit}
        </Button>
      </Stack>
    </Box>
  );
}

/** One of the user's tickets, as written, with its status; open ones can be closed. */
function TicketDetail({ id }: { id: number }) {
  const userId = useSession().user?.id ?? '';
  const queryClient = useQueryClient();
  const detail = useQuery(ticketQuery(userId, id));
  const close = useCloseTicket(userId, id);

  if (!detail.data) {
    // Another user's ticket answers 404 like one that does not exist: nothing to try again.
    const missing = isApiRequestError(detail.error) && detail.error.status === 404;
    return (
      <LoadState
        label={t.loading}
        failed={detail.isError ? (missing ? t.notFound : t.loadFailed) : undefined}
        retry={
          missing
            ? undefined
            : () => void queryClient.resetQueries({ queryKey: ticketQuery(userId, id).queryKey })
        }
        retryLabel={t.retry}
      />
    );
  }

  const state = {
    closing: close.isPending,
    notice: close.isSuccess ? close.data.message || t.closed : null,
    error: close.isError ? t.failed : null,
  };
  const ticket = detail.data;

  return (
    <Stack spacing={2}>
      <TicketCard
        ticket={ticket}
        full
        actions={
          ticket.status !== 'closed' && (
            <Box>
              <Button
                variant="outlined"
                color="inherit"
                onClick={() => close.mutate()}
                disabled={state.closing}
              >
                {state.closing ? t.closing : t.closeTicket}
              </Button>
            </Box>
          )
        }
      />
      {state.notice && (
        <Alert severity="success" role="status">
          {state.notice}
        </Alert>
      )}
      {state.error && (
        <Alert severity="error" role="alert">
          {state.error}
        </Alert>
      )}
      <Link component={RouterLink} to={ticketPaths.status} sx={{ fontWeight: 600 }}>
        {t.backToStatus}
      </Link>
    </Stack>
  );
}
