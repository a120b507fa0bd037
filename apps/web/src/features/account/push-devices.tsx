import PhonelinkRingOutlinedIcon from '@mui/icons-material/PhonelinkRingOutlined';
import { notificationsMessages, pwaMessages as t } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LoadState } from '../../components/load-state';
import { exactTime, timeAgo } from '../../components/relative-time';
import { ruledRow } from '../../components/ruled-rows';
import { StatusAlert, type Status } from '../../components/status-alert';
import { ensureRegistration, serviceWorkerAvailable } from '../../lib/service-worker';
import {
  pushDevicesQuery,
  pushKeyQuery,
  pushKeys,
  removePushDevice,
  savePushSubscription,
} from './api/push';
import { applicationServerKey, browserSupportsPush, pushState } from './push-state';

/** This browser's push subscription, if the app's service worker has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!browserSupportsPush() || !serviceWorkerAvailable()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Settings > Notifications, push (docs/product/installable-app.md): turn push on for this device
 * (the browser's permission is asked on that click only), see the devices that receive push and
 * remove one. Each state says what it means: an unsupported browser, a blocked permission (and how
 * to allow it again), a server without push.
 */
export function PushDevices({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const supported = browserSupportsPush();
  const hasWorker = serviceWorkerAvailable();
  const key = useQuery({ ...pushKeyQuery(userId), enabled: supported && hasWorker });
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    supported ? Notification.permission : 'default',
  );
  const [status, setStatus] = useState<Status | null>(null);

  useEffect(() => {
    let live = true;
    void currentSubscription()
      .catch(() => null)
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null));
    return () => {
      live = false;
    };
  }, []);

  const devices = useQuery({
    ...pushDevicesQuery(userId, endpoint ?? null),
    enabled: supported && hasWorker && endpoint !== undefined && !!key.data?.publicKey,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.all(userId) });

  const turnOn = useMutation({
    mutationFn: async (publicKey: string) => {
      // The browser's question comes from this click, never earlier.
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return answer;
      const registration = await ensureRegistration();
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      });
      const { endpoint: subscribed, keys, expirationTime } = subscription.toJSON();
      await savePushSubscription({
        endpoint: subscribed ?? '',
        expirationTime: expirationTime ?? null,
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      });
      setEndpoint(subscribed ?? null);
      return answer;
    },
    onMutate: () => setStatus(null),
    onSuccess: (answer) => {
      if (answer === 'granted') setStatus({ severity: 'success', text: t.pushTurnedOn });
      else if (answer === 'default') setStatus({ severity: 'info', text: t.pushDismissed });
      void refresh();
    },
    onError: () => setStatus({ severity: 'error', text: t.pushTurnOnFailed }),
  });

  const remove = useMutation({
    mutationFn: async ({ id, current }: { id: string; current: boolean }) => {
      await removePushDevice(id);
      // This device: the browser forgets its subscription too, so nothing arrives meanwhile.
      if (current) {
        await (await currentSubscription())?.unsubscribe().catch(() => false);
        setEndpoint(null);
      }
    },
    onMutate: () => setStatus(null),
    onSuccess: () => {
      setStatus({ severity: 'success', text: t.deviceRemoved });
      void refresh();
    },
    onError: () => setStatus({ severity: 'error', text: t.deviceRemoveFailed }),
  });

  if (supported && hasWorker && !key.data)
    return (
      <LoadState
        label={t.devicesLoading}
        failed={key.isError ? t.devicesFailed : undefined}
        retry={() => void key.refetch()}
        retryLabel={notificationsMessages.retry}
      />
    );

  const items = devices.data ?? [];
  const current = items.find((device) => device.current);
  const state = pushState({
    supported,
    hasWorker,
    publicKey: key.data?.publicKey ?? null,
    permission,
    registered: current !== undefined,
  });

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.pushIntro}
      </Typography>
      {state === 'unsupported' && <Alert severity="info">{t.pushUnsupported}</Alert>}
      {state === 'no-worker' && <Alert severity="info">{t.pushNoWorker}</Alert>}
      {state === 'not-configured' && <Alert severity="info">{t.pushNotConfigured}</Alert>}
      {state === 'denied' && <Alert severity="warning">{t.pushDenied}</Alert>}
      {state === 'off' && key.data?.publicKey && (
        <Button
          variant="contained"
          startIcon={<PhonelinkRingOutlinedIcon />}
          disabled={turnOn.isPending}
          onClick={() => turnOn.mutate(key.data.publicKey!)}
        >
          {turnOn.isPending ? t.pushTurningOn : t.pushTurnOn}
        </Button>
      )}
      {state === 'on' && <Alert severity="success">{t.pushOnHere}</Alert>}
      <StatusAlert status={status} sx={{ mt: 2 }} />
      {key.data?.publicKey && (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 650, mb: 0.5 }}>
            {t.devicesTitle}
          </Typography>
          {devices.isError ? (
            <LoadState
              label={t.devicesLoading}
              failed={t.devicesFailed}
              retry={() => void devices.refetch()}
              retryLabel={notificationsMessages.retry}
            />
          ) : devices.data && items.length === 0 ? (
            <Typography color="text.secondary">{t.devicesEmpty}</Typography>
          ) : (
            <Box component="ul" aria-label={t.devicesTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((device) => (
                <Box
                  component="li"
                  key={device.id}
                  sx={{
                    ...ruledRow,
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                    py: 1.25,
                  }}
                >
                  <Box sx={{ flex: '1 1 220px' }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {device.label}{' '}
                      {device.current && (
                        <Chip size="small" color="primary" label={t.thisDevice} sx={{ ml: 0.5 }} />
                      )}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      <time dateTime={device.createdAt} title={exactTime(device.createdAt)}>
                        {t.addedOn(timeAgo(device.createdAt))}
                      </time>
                    </Typography>
                  </Box>
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={t.removeDeviceLabel(device.label)}
                    disabled={remove.isPending && remove.variables.id === device.id}
                    onClick={() => remove.mutate({ id: device.id, current: device.current })}
                  >
                    {t.removeDevice}
                  </Button>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
