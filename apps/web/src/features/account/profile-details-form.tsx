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
import { useState, type FormEvent } from 'react';
import { api } from '../../components/session/api';
import { StatusAlert, type Status } from '../../components/status-alert';

const t = profileMessages;
type Field = 'firstName' | 'lastName' | 'phone';
const fieldOrder: Field[] = ['firstName', 'lastName', 'phone'];

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
export function ProfileDetailsForm({
  user,
  onSaved,
}: {
  user: User;
  onSaved: (user: User, phoneChanged: boolean) => void;
}) {
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ? formatPhoneInput(user.phone) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'phone' ? formatPhoneInput(value) : value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = fieldOrder.find((f) => found[f]);
    if (first) queueMicrotask(() => document.getElementById(`profile-${first}`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const checked = profileUpdateRequestSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    const body = checked.data;
    const phoneChanged = (user.phone ?? null) !== body.phone;
    if (body.firstName === user.firstName && body.lastName === user.lastName && !phoneChanged) {
      setStatus({ severity: 'info', text: t.noChanges });
      return;
    }
    setBusy(true);
    try {
      const saved = await api.users.updateProfile({
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ?? '',
      });
      setValues({
        firstName: saved.firstName,
        lastName: saved.lastName,
        phone: saved.phone ? formatPhoneInput(saved.phone) : '',
      });
      setStatus({
        severity: 'success',
        text: phoneChanged && saved.phone ? t.phoneCodeSent : t.updated,
      });
      onSaved(saved, phoneChanged);
    } catch (error) {
      const found = fieldErrorsOf(error) as Partial<Record<Field, string>>;
      if (fieldOrder.some((f) => found[f])) {
        setErrors(found);
        focusFirst(found);
      }
      setStatus({ severity: 'error', text: apiErrorMessage(error) || t.saveFailed });
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Field) => ({
    id: `profile-${field}`,
    name: field,
    value: values[field],
    error: Boolean(errors[field]),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const phoneDigits = digitsOnly(values.phone);
  const phoneUnchanged = phoneDigits === (user.phone ?? '');
  return (
    <Box component="form" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      <StatusAlert status={status} sx={{ mb: 2 }} />
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            {...text('firstName')}
            label={t.firstName}
            autoComplete="given-name"
            required
            fullWidth
            helperText={errors.firstName}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            {...text('lastName')}
            label={t.lastName}
            autoComplete="family-name"
            required
            fullWidth
            helperText={errors.lastName}
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
          {...text('phone')}
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
