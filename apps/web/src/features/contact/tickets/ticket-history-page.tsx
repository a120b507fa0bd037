import { supportTicketsMessages } from '@matchbazaar/contracts';
import { TicketList } from './ticket-list';
import { TicketsFrame } from './tickets-frame';

const t = supportTicketsMessages;

/** /support/tickets/history: every ticket the user opened, newest first. */
export function TicketHistoryPage() {
  return (
    <TicketsFrame title={t.historyTitle}>
      <TicketList status="all" emptyText={t.noTickets} />
    </TicketsFrame>
  );
}
