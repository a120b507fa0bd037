import {
  adminScreensMessages,
  moderationPolicies,
  settingLimits,
  siteModes,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { useFormState } from '../../components/forms/use-form-state';
import { SectionCard } from '../../components/section-card';
import type { SettingsFormValues } from './settings-form-values';

const t = adminScreensMessages.settings;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Stack spacing={2.5}>{children}</Stack>
    </SectionCard>
  );
}

/** Two fields side by side, one above the other on a phone. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}

type WholeNumberSetting =
  | 'listingDays'
  | 'requirementDays'
  | 'proposalCap'
  | 'sellersPerRequirement'
  | 'dailyLeadCap'
  | 'leadMinMatch'
  | 'storageMb'
  | 'listingsPerShop';

/** The settings form's fields, section by section; the form's state is the page's. */
export function SettingsFields({
  form,
}: {
  form: ReturnType<typeof useFormState<SettingsFormValues>>;
}) {
  const { values, errors } = form;
  const policyLabel = useId();
  const bannerLeft = settingLimits.maintenanceBanner - values.banner.length;
  // A whole number setting: its label, its value, and its error in place of its help.
  const numberField = (name: WholeNumberSetting, label: string, help: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      {...form.field(name)}
      helperText={errors[name] ?? help}
      fullWidth
    />
  );
  return (
    <>
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
          <Typography variant="body2" color={errors.registrationOpen ? 'error' : 'text.secondary'}>
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
        <Pair>
          {numberField('listingDays', t.listingDays, t.lifetimeHelp)}
          {numberField('requirementDays', t.requirementDays, t.lifetimeHelp)}
        </Pair>
        {numberField('proposalCap', t.proposalCap, t.proposalCapHelp)}
      </Section>

      <Section title={t.matching}>
        <Pair>
          {numberField(
            'sellersPerRequirement',
            t.sellersPerRequirement,
            t.sellersPerRequirementHelp,
          )}
          {numberField('dailyLeadCap', t.dailyLeadCap, t.dailyLeadCapHelp)}
        </Pair>
        {numberField('leadMinMatch', t.leadMinMatch, t.leadMinMatchHelp)}
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
        <Pair>
          {numberField('storageMb', t.storagePerAccountMb, t.storagePerAccountMbHelp)}
          {numberField('listingsPerShop', t.listingsPerShop, t.listingsPerShopHelp)}
        </Pair>
      </Section>
    </>
  );
}
