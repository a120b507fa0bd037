import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  adminMessages,
  adminScreensMessages,
  moderationPolicies,
  settingLimits,
  siteModes,
  type SettingKey,
  type SystemSettings,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent, type ReactNode } from 'react';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { useFormState } from '../../components/forms/use-form-state';
import { LoadState } from '../../components/load-state';
import { SectionCard } from '../../components/section-card';
import { StatusAlert } from '../../components/status-alert';
import { saveSystemSettings, systemSettingsKey, systemSettingsQuery } from './api/system-settings';
import { changeOf, fieldOfSetting, formOf } from './settings-form-values';

const t = adminScreensMessages.settings;
const wholeDays = /^\s*([1-9]\d{0,2})\s*$/;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Stack spacing={2.5}>{children}</Stack>
    </SectionCard>
  );
}

function SettingsForm({ settings }: { settings: SystemSettings }) {
  const queryClient = useQueryClient();
  const form = useFormState(formOf(settings), { idPrefix: 'settings' });
  const { values, errors, busy, status } = form;
  const policyLabel = useId();

  const submit = async (event: FormEvent) => {
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
    form.setBusy(true);
    try {
      const saved = await saveSystemSettings(change);
      queryClient.setQueryData(systemSettingsKey, saved);
      form.reset(formOf(saved));
      form.setStatus({ severity: 'success', text: adminMessages.settingsSaved });
    } catch (error) {
      const byKey = fieldErrorsOf(error);
      const byField = Object.fromEntries(
        Object.entries(byKey).map(([key, msg]) => [fieldOfSetting[key as SettingKey] ?? key, msg]),
      );
      form.showErrors(byField);
      form.setStatus({
        severity: 'error',
        text: Object.keys(byField).length > 0 ? t.saveFailed : apiErrorMessage(error),
      });
    } finally {
      form.setBusy(false);
    }
  };

  const bannerLeft = settingLimits.maintenanceBanner - values.banner.length;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3} sx={{ maxWidth: 860 }}>
        <Section title={t.site}>
          <TextField
            select
            label={t.siteMode}
            {...form.field('mode')}
            helperText={errors.mode ?? t.goingLiveNote}
          >
            {siteModes.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {t.siteModes[mode]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="datetime-local"
            label={t.launchAt}
            {...form.field('launchAt')}
            helperText={errors.launchAt ?? t.launchAtHelp}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t.banner}
            multiline
            minRows={2}
            {...form.field('banner')}
            helperText={errors.banner ?? t.bannerHelp(Math.max(0, bannerLeft))}
            error={errors.banner !== undefined || bannerLeft < 0}
          />
        </Section>

        <Section title={t.registration}>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={values.registrationOpen}
                  onChange={(event) => form.set('registrationOpen', event.target.checked)}
                />
              }
              label={t.registrationOpen}
            />
            <Typography
              variant="body2"
              color={errors.registrationOpen ? 'error' : 'text.secondary'}
            >
              {errors.registrationOpen ?? t.registrationClosedNote}
            </Typography>
          </Box>
        </Section>

        <Section title={t.moderation}>
          <Box>
            <Typography id={policyLabel} sx={{ fontWeight: 600, mb: 0.5 }}>
              {t.policy}
            </Typography>
            <RadioGroup
              aria-labelledby={policyLabel}
              value={values.policy}
              onChange={(event) =>
                form.set('policy', event.target.value as (typeof moderationPolicies)[number])
              }
            >
              {moderationPolicies.map((policy) => (
                <FormControlLabel
                  key={policy}
                  value={policy}
                  control={<Radio />}
                  label={t.policies[policy]}
                />
              ))}
            </RadioGroup>
            {errors.policy && (
              <Typography variant="body2" color="error">
                {errors.policy}
              </Typography>
            )}
          </Box>
          <TextField
            label={t.bannedTerms}
            multiline
            minRows={3}
            maxRows={10}
            {...form.field('bannedTerms')}
            helperText={errors.bannedTerms ?? t.bannedTermsHelp}
          />
        </Section>

        <Section title={t.catalogue}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t.listingDays}
              inputMode="numeric"
              {...form.field('listingDays')}
              helperText={errors.listingDays ?? t.lifetimeHelp}
              fullWidth
            />
            <TextField
              label={t.requirementDays}
              inputMode="numeric"
              {...form.field('requirementDays')}
              helperText={errors.requirementDays ?? t.lifetimeHelp}
              fullWidth
            />
          </Stack>
          <TextField
            label={t.proposalCap}
            inputMode="numeric"
            {...form.field('proposalCap')}
            helperText={errors.proposalCap ?? t.proposalCapHelp}
          />
        </Section>

        <Section title={t.matching}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t.sellersPerRequirement}
              inputMode="numeric"
              {...form.field('sellersPerRequirement')}
              helperText={errors.sellersPerRequirement ?? t.sellersPerRequirementHelp}
              fullWidth
            />
            <TextField
              label={t.dailyLeadCap}
              inputMode="numeric"
              {...form.field('dailyLeadCap')}
              helperText={errors.dailyLeadCap ?? t.dailyLeadCapHelp}
              fullWidth
            />
          </Stack>
        </Section>

        <Section title={t.orders}>
          <TextField
            label={t.platformFee}
            inputMode="decimal"
            {...form.field('platformFee')}
            helperText={errors.platformFee ?? t.platformFeeHelp}
            slotProps={{ input: { endAdornment: '%' } }}
          />
        </Section>

        <Section title={t.quotas}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t.storagePerAccountMb}
              inputMode="numeric"
              {...form.field('storageMb')}
              helperText={errors.storageMb ?? t.storagePerAccountMbHelp}
              fullWidth
            />
            <TextField
              label={t.listingsPerShop}
              inputMode="numeric"
              {...form.field('listingsPerShop')}
              helperText={errors.listingsPerShop ?? t.listingsPerShopHelp}
              fullWidth
            />
          </Stack>
        </Section>

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

/** /admin/settings (admins only): every system setting in one form; only changes are sent. */
export function SystemSettingsPage() {
  const settings = useQuery(systemSettingsQuery());
  return (
    <DashboardPageFrame title={t.title} intro={t.intro}>
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
    </DashboardPageFrame>
  );
}
