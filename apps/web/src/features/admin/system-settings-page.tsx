import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  adminMessages,
  adminScreensMessages,
  settingLimits,
  type SettingKey,
  type SystemSettings,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useCallback, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { useFormState } from '../../components/forms/use-form-state';
import { LoadState } from '../../components/load-state';
import { StatusAlert } from '../../components/status-alert';
import { systemSettingsQuery, useSaveSystemSettings } from './api/system-settings';
import { SearchSynonymsSection } from './search-synonyms-section';
import { SettingsFields } from './system-settings-fields';
import { changeOf, fieldOfSetting, formOf } from './settings-form-values';

const t = adminScreensMessages.settings;
const wholeDays = /^\s*([1-9]\d{0,2})\s*$/;

function SettingsForm({ settings }: { settings: SystemSettings }) {
  const form = useFormState(formOf(settings), { idPrefix: 'settings' });
  const { values, status } = form;
  const save = useSaveSystemSettings();
  const busy = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.setStatus(null);
    const dayErrors = Object.fromEntries(
      (['listingDays', 'requirementDays'] as const)
        .filter((name) => {
          const match = wholeDays.exec(values[name]);
          return !match || Number(match[1]) > settingLimits.lifetimeDays.max;
        })
        .map((name) => [name, t.daysInvalid]),
    );
    if (Object.keys(dayErrors).length > 0) {
      form.showErrors(dayErrors);
      return;
    }
    const change = changeOf(settings, values);
    if (Object.keys(change).length === 0) {
      form.setStatus({ severity: 'info', text: t.noChanges });
      return;
    }
    save.mutate(change, {
      onSuccess: (saved) => {
        form.reset(formOf(saved));
        form.setStatus({ severity: 'success', text: adminMessages.settingsSaved });
      },
      onError: (error) => {
        const byKey = fieldErrorsOf(error);
        const byField = Object.fromEntries(
          Object.entries(byKey).map(([key, msg]) => [
            fieldOfSetting[key as SettingKey] ?? key,
            msg,
          ]),
        );
        form.showErrors(byField);
        form.setStatus({
          severity: 'error',
          text: Object.keys(byField).length > 0 ? t.saveFailed : apiErrorMessage(error),
        });
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3} sx={{ maxWidth: 860 }}>
        <SettingsFields form={form} />

        {status && <StatusAlert status={status} />}
        <Stack direction="row" spacing={1.5}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SaveOutlinedIcon />}
            loading={busy}
            loadingPosition="start"
          >
            {busy ? t.saving : t.save}
          </Button>
          <Button
            size="large"
            color="inherit"
            disabled={busy}
            onClick={() => {
              form.reset(formOf(settings));
              form.setStatus(null);
            }}
          >
            {t.discard}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * /admin/settings (admins only): every system setting in one form; only changes are sent. Below
 * it the search's synonym sets, each saved on its own; `?synonyms=<words>` (from /admin/search)
 * opens a new set with those words.
 */
export function SystemSettingsPage() {
  const settings = useQuery(systemSettingsQuery());
  const [params, setParams] = useSearchParams();
  const prefill = params.get('synonyms');
  const prefillUsed = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('synonyms');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <DashboardPageFrame title={t.title} intro={t.intro}>
      <Stack spacing={3} sx={{ maxWidth: 860 }}>
        {settings.data ? (
          <SettingsForm settings={settings.data} />
        ) : (
          <LoadState
            label={t.title}
            failed={settings.isError ? t.loadFailed : undefined}
            retry={() => void settings.refetch()}
            retryLabel={t.retry}
          />
        )}
        <SearchSynonymsSection prefill={prefill} onPrefillUsed={prefillUsed} />
      </Stack>
    </DashboardPageFrame>
  );
}
