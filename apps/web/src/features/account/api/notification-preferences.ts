import {
  notificationPreferencesAnswerSchema,
  type NotificationPreferences,
  type NotificationPreferencesChange,
} from '@matchbazaar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { api } from '../../../lib/session/api';
import { accountKeys } from './account';

const path = '/api/v1/notifications/preferences';

/** GET /api/v1/notifications/preferences: email delivery per notification category. */
export const notificationPreferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: [...accountKeys.all(userId), 'notification-preferences'] as const,
    queryFn: ({ signal }): Promise<NotificationPreferences> =>
      checkedGet(path, notificationPreferencesAnswerSchema, signal).then((answer) => answer.data),
  });

/** PUT /api/v1/notifications/preferences: the preferences as they now are. */
export const saveNotificationPreferences = (change: NotificationPreferencesChange) =>
  api.call({ method: 'PUT', path, body: change }, (answer: Record<string, unknown>) => {
    const parsed = notificationPreferencesAnswerSchema.safeParse(answer);
    return parsed.success ? parsed.data.data : null;
  });
