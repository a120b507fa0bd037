import {
  systemSettingsAnswerSchema,
  type SystemSettings,
  type SystemSettingsChange,
} from '@matchbazaar/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { api } from '../../../lib/session/api';

export const systemSettingsKey = ['admin', 'settings'] as const;

/** GET /api/v1/admin/settings: every setting with the value in force. */
export const systemSettingsQuery = () =>
  queryOptions({
    queryKey: systemSettingsKey,
    queryFn: ({ signal }) =>
      checkedGet('/api/v1/admin/settings', systemSettingsAnswerSchema, signal).then(
        (answer) => answer.data.settings,
      ),
    staleTime: 0,
  });

/** PATCH /api/v1/admin/settings: only what changed; each change is audited by the BFF. */
export function saveSystemSettings(change: SystemSettingsChange): Promise<SystemSettings> {
  return api.call(
    { method: 'PATCH', path: '/api/v1/admin/settings', body: change },
    (body) => systemSettingsAnswerSchema.safeParse(body).data?.data.settings ?? null,
  );
}

/** Saving settings: the cache takes the settings as the server now has them. */
export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSystemSettings,
    onSuccess: (saved) => queryClient.setQueryData(systemSettingsKey, saved),
  });
}
