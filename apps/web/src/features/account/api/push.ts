import {
  pushDevicesAnswerSchema,
  pushDeviceAnswerSchema,
  pushKeyAnswerSchema,
  pushRoutes,
  type PushDevice,
  type PushSubscriptionRequest,
} from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { api } from '../../../lib/session/api';
import { accountKeys } from './account';

export const pushKeys = {
  all: (userId: string) => [...accountKeys.all(userId), 'push'] as const,
};

/** GET /api/v1/push/key: the VAPID public key, null when the server has no push set up. */
export const pushKeyQuery = (userId: string) =>
  queryOptions({
    queryKey: [...pushKeys.all(userId), 'key'] as const,
    queryFn: ({ signal }) =>
      checkedGet(pushRoutes.key, pushKeyAnswerSchema, signal).then((answer) => answer.data),
    staleTime: Infinity,
  });

/** GET /api/v1/push/subscriptions: the devices, this browser's marked by its endpoint. */
export const pushDevicesQuery = (userId: string, endpoint: string | null) =>
  queryOptions({
    queryKey: [...pushKeys.all(userId), 'devices', endpoint] as const,
    queryFn: ({ signal }): Promise<PushDevice[]> =>
      checkedGet(
        endpoint
          ? `${pushRoutes.subscriptions}?${new URLSearchParams({ endpoint }).toString()}`
          : pushRoutes.subscriptions,
        pushDevicesAnswerSchema,
        signal,
      ).then((answer) => answer.data.items),
  });

/** POST /api/v1/push/subscriptions: this device, as the browser's PushManager gave it. */
export const savePushSubscription = (body: PushSubscriptionRequest) =>
  api.call(
    { method: 'POST', path: pushRoutes.subscriptions, body },
    (answer: Record<string, unknown>) => {
      const parsed = pushDeviceAnswerSchema.safeParse(answer);
      return parsed.success ? parsed.data.data : null;
    },
  );

/** DELETE /api/v1/push/subscriptions/:id. */
export const removePushDevice = (id: string) =>
  api.call({ method: 'DELETE', path: pushRoutes.subscription(id) }, () => true);
