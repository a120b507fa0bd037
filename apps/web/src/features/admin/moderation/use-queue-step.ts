import { isApiRequestError } from '@matchbazaar/api-client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { Status } from '../../../components/status-alert';

/**
 * A moderator's step on a queued item and the answer it got: `done`'s line, or the error's. After
 * a success or a refusal (a 409 or 404: the item changed under us, so the list is stale either
 * way) the queue under `queryKey` is read again; a server failure leaves it as it is.
 */
export function useQueueStep<V>({
  step,
  done,
  queryKey,
}: {
  step: (variables: V) => Promise<unknown>;
  done: (variables: V) => string;
  queryKey: QueryKey;
}) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<Status | null>(null);
  const mutation = useMutation({
    mutationFn: step,
    onMutate: () => setAnswer(null),
    onSuccess: (_, variables) => setAnswer({ severity: 'success', text: done(variables) }),
    onError: (error) => setAnswer({ severity: 'error', text: error.message }),
    onSettled: (_, error) =>
      !error || (isApiRequestError(error) && error.status !== undefined && error.status < 500)
        ? queryClient.invalidateQueries({ queryKey })
        : undefined,
  });
  return { mutation, answer, clearAnswer: () => setAnswer(null) };
}
