import {
  criticalNotificationCategories,
  emailDeliveries,
  notificationCategories,
  notificationsMessages as t,
  type EmailDelivery,
  type NotificationCategory,
  type NotificationPreferences as Preferences,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadState } from '../../components/load-state';
import { ruledRow } from '../../components/ruled-rows';
import { StatusAlert, type Status } from '../../components/status-alert';
import {
  notificationPreferencesQuery,
  saveNotificationPreferences,
} from './api/notification-preferences';

const critical = (category: NotificationCategory) =>
  criticalNotificationCategories.includes(category);

/**
 * The settings page's email preferences (docs/product/live-marketplace.md): per category off, at
 * once or in a daily digest; in-app is always on, and account messages cannot be switched off.
 * Each change is saved as it is made.
 */
export function NotificationPreferences({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = notificationPreferencesQuery(userId);
  const preferences = useQuery(query);
  const [status, setStatus] = useState<Status | null>(null);
  const save = useMutation({
    mutationFn: (change: { category: NotificationCategory; delivery: EmailDelivery }) =>
      saveNotificationPreferences({ email: { [change.category]: change.delivery } }),
    onMutate: ({ category, delivery }) => {
      setStatus(null);
      const before = queryClient.getQueryData(query.queryKey);
      queryClient.setQueryData(query.queryKey, (current) =>
        current ? { ...current, email: { ...current.email, [category]: delivery } } : current,
      );
      return before;
    },
    onSuccess: (saved: Preferences) => {
      queryClient.setQueryData(query.queryKey, saved);
      setStatus({ severity: 'success', text: t.preferencesSaved });
    },
    onError: (_error, _change, before) => {
      if (before) queryClient.setQueryData(query.queryKey, before);
      setStatus({ severity: 'error', text: t.preferencesSaveFailed });
    },
  });

  if (!preferences.data)
    return (
      <LoadState
        label={t.preferencesLoading}
        failed={preferences.isError ? t.preferencesFailed : undefined}
        retry={() => void preferences.refetch()}
        retryLabel={t.retry}
      />
    );

  const email = preferences.data.email;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t.preferencesHint}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: status ? 2 : 0 }}>
        {notificationCategories.map((category) => (
          <Box
            component="li"
            key={category}
            sx={{
              ...ruledRow,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              py: 1.25,
            }}
          >
            <Typography id={`email-pref-${category}`} sx={{ flex: '1 1 220px' }}>
              {t.categories[category]}
            </Typography>
            <TextField
              select
              size="small"
              value={email[category]}
              onChange={(event) =>
                save.mutate({ category, delivery: event.target.value as EmailDelivery })
              }
              slotProps={{
                select: { labelId: `email-pref-${category}` },
              }}
              sx={{ width: { xs: '100%', sm: 180 } }}
            >
              {emailDeliveries.map((delivery) => (
                <MenuItem
                  key={delivery}
                  value={delivery}
                  disabled={delivery === 'off' && critical(category)}
                >
                  {t.deliveries[delivery]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        ))}
      </Box>
      <StatusAlert status={status} />
    </Box>
  );
}
