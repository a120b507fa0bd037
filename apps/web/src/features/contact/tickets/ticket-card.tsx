import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type SupportTicket,
  supportTicketsMessages,
  type TicketStatus,
} from '@matchbazaar/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ticketPaths } from '../ticket-paths';

const t = supportTicketsMessages;

const statusColor: Record<TicketStatus, 'info' | 'warning' | 'success' | 'default'> = {
  open: 'info',
  in_progress: 'warning',
  resolved: 'success',
  closed: 'default',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatTicketDate = (iso: string) => dateFormat.format(new Date(iso));

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return (
    <Chip
      size="small"
      color={statusColor[status]}
      label={t.statuses[status]}
      aria-label={`${t.statusLabel}: ${t.statuses[status]}`}
    />
  );
}

/**
 * One ticket: number, status, subject, category and dates; `full` adds the message as written.
 * In lists the subject links to the ticket on the status page.
 */
export function TicketCard({
  ticket,
  full = false,
  headingLevel = 'h2',
  actions,
}: {
  ticket: SupportTicket;
  full?: boolean;
  headingLevel?: 'h2' | 'h3';
  actions?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`ticket-${ticket.id}-title`}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
            {t.ticketNumber(ticket.id)}
          </Typography>
          <TicketStatusChip status={ticket.status} />
        </Stack>
        <Typography
          id={`ticket-${ticket.id}-title`}
          variant="h6"
          component={headingLevel}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {full ? (
            ticket.subject
          ) : (
            <Link component={RouterLink} to={ticketPaths.one(ticket.id)} underline="hover">
              {ticket.subject}
            </Link>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.categories[ticket.category]} · {t.openedOn(formatTicketDate(ticket.createdAt))}
          {ticket.updatedAt !== ticket.createdAt &&
            ` · ${t.updatedOn(formatTicketDate(ticket.updatedAt))}`}
        </Typography>
        {full && (
          <>
            <Typography variant="subtitle2" component="p">
              {t.yourMessage}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {ticket.message}
            </Typography>
          </>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
