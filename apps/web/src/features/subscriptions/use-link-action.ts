import { waitlistMessages } from '@matchbazaar/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LinkResult } from './subscriptions-api';

type Call = (token: string, signal: AbortSignal) => Promise<LinkResult>;

/**
 * The `?token=` of a waitlist link and the call made with it. `result` is set once the call has
 * answered, or at once when the link has no token. A run replaces the one before it, and nothing
 * is updated after the page has gone.
 */
export function useLinkAction(call: Call) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<
    { status: 'idle' | 'pending' } | { status: 'settled'; result: LinkResult }
  >({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const run = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'pending' });
    call(token, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState({ status: 'settled', result });
      },
      () => undefined, // only an aborted call rejects
    );
  }, [call, token]);

  useEffect(() => () => running.current?.abort(), []);

  const result: LinkResult | undefined = !token
    ? { outcome: 'refused', message: waitlistMessages.invalidLink }
    : state.status === 'settled'
      ? state.result
      : undefined;
  return { token, result, pending: state.status === 'pending', run };
}
