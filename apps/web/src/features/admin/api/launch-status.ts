import {
  launchStatusSchema,
  siteModeChangedSchema,
  type LaunchStatus,
  type SiteModeChanged,
} from '@matchbazaar/contracts';
import {
  mutationOptions,
  queryOptions,
  useMutation,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/session/api';

/** GET /api/admin/site: mode, launch time and the launch broadcast (admins only). */
export function fetchLaunchStatus(signal?: AbortSignal): Promise<LaunchStatus> {
  return api.call(
    { path: '/api/admin/site', ...(signal ? { signal } : {}) },
    (body) => launchStatusSchema.safeParse(body).data ?? null,
  );
}

/** PUT /api/admin/site/mode live: opens the site and starts the one launch broadcast. */
export function goLive(): Promise<SiteModeChanged> {
  return api.call(
    { method: 'PUT', path: '/api/admin/site/mode', body: { mode: 'live' } },
    (body) => siteModeChangedSchema.safeParse(body).data ?? null,
  );
}

/** POST /api/admin/queues/pass: the cookie that opens the queue dashboard for 15 minutes. */
export function getQueueBoardPass(): Promise<void> {
  return api.call({ method: 'POST', path: '/api/admin/queues/pass' }, () => undefined);
}

/** Asks for the queue dashboard's pass (nothing cached changes). */
export const useQueueBoardPass = () => useMutation({ mutationFn: getQueueBoardPass });

/** While a broadcast is under way its figures move: ask again this often. */
const pollMs = 2_000;

export const launchStatusKey = ['admin', 'launch-status'] as const;

/** The launch status, polled while the launch broadcast is still sending. */
export const launchStatusQuery = () =>
  queryOptions({
    queryKey: launchStatusKey,
    queryFn: ({ signal }) => fetchLaunchStatus(signal),
    staleTime: 0,
    refetchInterval: (query) => {
      const broadcast = query.state.data?.broadcast;
      return broadcast && !broadcast.done ? pollMs : false;
    },
  });

/** Going live changes the mode and starts the broadcast: the status is read again. */
export const goLiveMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: goLive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: launchStatusKey }),
  });
