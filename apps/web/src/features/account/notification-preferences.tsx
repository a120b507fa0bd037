import {
  criticalNotificationCategories,
  emailDeliveries,
  notificationCategories,
  notificationsMessages as t,
  pwaMessages,
  type NotificationPreferences as Preferences,
  type NotificationPreferencesChange,
  type NotificationCategory,
  type EmailDelivery,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
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
import { QuietHoursField } from './quiet-hours-field';

const critical = (category: NotificationCategory) =>
  criticalNotificationCategories.includes(category);

/** A change applied to the preferences as shown, before the server's answer. */
function applied(current: Preferences, change: NotificationPreferencesChange): Preferences {
  return {
    email: { ...current.email, ...change.email },
    push: { ...current.push, ...change.push },
    quietHours: change.quietHours === undefined ? current.quietHours : change.quietHours,
  };
}

/**
 * The settings page's notification preferences (docs/product/live-marketplace.md,
 * docs/product/installable-app.md): per category email off, at once or in a daily digest, and push
 * on or off; quiet hours for push. In-app is always on, and account messages cannot be switched
 * off by email. Each change is saved as it is made.
 */
export function NotificationPreferences({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = notificationPreferencesQuery(userId);
  const preferences = useQuery(query);
  const [status, setStatus] = useState<Status | null>(null);
  const save = useMutation({
    mutationFn: (change: NotificationPreferencesChange) => saveNotificationPreferences(change),
    onMutate: (change) => {
      setStatus(null);
      const before = queryClient.getQueryData(query.queryKey);
      queryClient.setQueryData(query.queryKey, (current) =>
        current ? applied(current, change) : current,
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

  const { email, push, quietHours } = preferences.data;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t.preferencesHint}
      </Typography>
      {/* The columns' names, where the rows are wide enough to line up under them. */}
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex' },
          justifyContent: 'flex-end',
          gap: 1,
          color: 'text.secondary',
          typography: 'body2',
          fontWeight: 650,
        }}
      >
        <Box sx={{ width: 180 }}>{pwaMessages.emailColumn}</Box>
        <Box sx={{ width: 72, textAlign: 'center' }}>{pwaMessages.pushColumn}</Box>
      </Box>
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
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                width: { xs: '100%', sm: 'auto' },
              }}
            >
              <TextField
                select
                size="small"
                value={email[category]}
                onChange={(event) =>
                  save.mutate({ email: { [category]: event.target.value as EmailDelivery } })
                }
                slotProps={{
                  select: { labelId: `email-pref-${category}` },
                }}
                sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 180 } }}
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
              <FormControlLabel
                control={
                  <Switch
                    checked={push[category]}
                    onChange={(event) =>
                      save.mutate({ push: { [category]: event.target.checked } })
                    }
                    slotProps={{
                      input: { 'aria-label': pwaMessages.pushToggleLabel(t.categories[category]) },
                    }}
                  />
                }
                // The column's name shows above the switches on wide screens; on phones, beside each.
                label={pwaMessages.pushColumn}
                sx={{
                  m: 0,
                  width: { sm: 72 },
                  justifyContent: 'center',
                  '& .MuiFormControlLabel-label': { display: { sm: 'none' } },
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
      <QuietHoursField value={quietHours} onChange={(next) => save.mutate({ quietHours: next })} />
      <StatusAlert status={status} sx={{ mt: 2 }} />
    </Box>
  );
}
