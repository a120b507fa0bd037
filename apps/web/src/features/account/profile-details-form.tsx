import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { fieldErrorsOf, apiErrorMessage } from '@matchbazaar/api-client';
import {
  digitsOnly,
  formatPhoneInput,
  profileMessages,
  profileUpdateRequestSchema,
  type User,
} from '@matchbazaar/contracts';
import type { FormEvent } from 'react';
import { useFormState } from '../../components/forms/use-form-state';
import { StatusAlert } from '../../components/status-alert';
import { useUpdateProfile } from './api/account-mutations';

const t = profileMessages;
const fields = ['firstName', 'lastName', 'phone'];

function VerifiedChip({ verified }: { verified: boolean }) {
  return (
    <Chip
      size="small"
      color={verified ? 'success' : 'default'}
      variant={verified ? 'filled' : 'outlined'}
      label={verified ? t.verified : t.notVerified}
    />
  );
}

/**
 * Names and phone. The phone is formatted while typing and sent as digits; a new number is saved
 * unverified and the server texts it a code (the page then shows the code form).
 */
export function ProfileDetailsForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const form = useFormState(
    {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ? formatPhoneInput(user.phone) : '',
    },
    { idPrefix: 'profile' },
  );
  const { values, errors, status } = form;
  const update = useUpdateProfile();
  const busy = update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.setStatus(null);
    const body = form.validate(profileUpdateRequestSchema);
    if (!body) return;
    const phoneChanged = (user.phone ?? null) !== body.phone;
    if (body.firstName === user.firstName && body.lastName === user.lastName && !phoneChanged) {
      form.setStatus({ severity: 'info', text: t.noChanges });
      return;
    }
    const change = { firstName: body.firstName, lastName: body.lastName, phone: body.phone ?? '' };
    update.mutate(change, {
      onSuccess: (saved) => {
        form.reset({
          firstName: saved.firstName,
          lastName: saved.lastName,
          phone: saved.phone ? formatPhoneInput(saved.phone) : '',
        });
        form.setStatus({
          severity: 'success',
          text: phoneChanged && saved.phone ? t.phoneCodeSent : t.updated,
        });
        onSaved();
      },
      onError: (error) => {
        const found = fieldErrorsOf(error);
        if (fields.some((f) => found[f])) form.showErrors(found);
        form.setStatus({ severity: 'error', text: apiErrorMessage(error) || t.saveFailed });
      },
    });
  };

  const phoneDigits = digitsOnly(values.phone);
  const phoneUnchanged = phoneDigits === (user.phone ?? '');
  return (
    <Box component="form" noValidate aria-busy={busy} onSubmit={submit}>
      <StatusAlert status={status} sx={{ mb: 2 }} />
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            {...form.field('firstName')}
            label={t.firstName}
            autoComplete="given-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            {...form.field('lastName')}
            label={t.lastName}
            autoComplete="family-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Stack>
        <TextField
          id="profile-email"
          label={t.email}
          value={user.email}
          helperText={t.emailHelp}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <VerifiedChip verified={user.isEmailVerified} />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          {...form.field('phone')}
          // Formatted while typing; sent as digits.
          onChange={(event) => form.set('phone', formatPhoneInput(event.target.value))}
          label={t.phone}
          type="tel"
          autoComplete="tel"
          fullWidth
          helperText={errors.phone ?? t.phoneHelp}
          slotProps={{
            htmlInput: { inputMode: 'tel', maxLength: 20 },
            input: {
              endAdornment:
                user.phone && phoneUnchanged ? (
                  <InputAdornment position="end">
                    <VerifiedChip verified={user.isPhoneVerified} />
                  </InputAdornment>
                ) : undefined,
            },
          }}
        />
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            {t.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
