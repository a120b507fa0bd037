import type { SupportTicket } from '@matchbazaar/contracts';
import { useCallback, useEffect, useState } from 'react';
import { listTickets } from './tickets-api';

export type TicketListState =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | {
      phase: 'ready';
      tickets: SupportTicket[];
      nextBefore: number | null;
      loadingMore: boolean;
      moreFailed: boolean;
    };

/** The signed-in user's tickets, newest first, with "load older" and "try again". */
export function useTicketList(status: 'active' | 'all') {
  const [state, setState] = useState<TicketListState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listTickets({ status }, controller.signal).then(
      (page) => setState({ phase: 'ready', ...page, loadingMore: false, moreFailed: false }),
      () => {
        if (!controller.signal.aborted) setState({ phase: 'failed' });
      },
    );
    return () => controller.abort();
  }, [status, attempt]);

  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const loadMore = useCallback(() => {
    if (state.phase !== 'ready' || !state.nextBefore || state.loadingMore) return;
    setState({ ...state, loadingMore: true, moreFailed: false });
    listTickets({ status, before: state.nextBefore }).then(
      (page) =>
        setState((s) =>
          s.phase === 'ready'
            ? {
                ...s,
                tickets: [...s.tickets, ...page.tickets],
                nextBefore: page.nextBefore,
                loadingMore: false,
              }
            : s,
        ),
      () =>
        setState((s) => (s.phase === 'ready' ? { ...s, loadingMore: false, moreFailed: true } : s)),
    );
  }, [state, status]);

  return { state, retry, loadMore };
}
