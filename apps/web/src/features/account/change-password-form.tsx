import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import { accountSettingsMessages, changePasswordRequestSchema } from '@matchbazaar/contracts';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../components/password-field';
import { api } from '../../components/session/api';
import { StatusAlert, type Status } from './status-alert';

const t = accountSettingsMessages;
type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const fields: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const empty: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (SPEC.md 5's password texts, checked here with the schema the BFF applies).
 * The server ends every other session; `onChanged` lets the page refresh its sessions list.
 */
export function ChangePasswordForm({
  email,
  onChanged,
}: {
  email: string | undefined;
  onChanged: () => void;
}) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) queueMicrotask(() => document.getElementById(`settings-${first}`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const checked = changePasswordRequestSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      showErrors(found);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.auth.changePassword(checked.data);
      setValues(empty);
      setErrors({});
      setStatus({ severity: 'success', text: answer.message || t.passwordChanged });
      onChanged();
    } catch (error) {
      const found = fieldErrorsOf(error) as Partial<Record<Field, string>>;
      if (fields.some((f) => found[f])) showErrors(found);
      else setStatus({ severity: 'error', text: apiErrorMessage(error) || t.changeFailed });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    id: `settings-${name}`,
    name,
    value: values[name],
    error: Boolean(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    required: true,
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="settings-password-title"
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <StatusAlert status={status} />
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        {email && (
          // Tells password managers which account the new password belongs to.
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
        )}
        <PasswordField
          {...field('currentPassword')}
          label={t.currentPassword}
          autoComplete="current-password"
          helperText={errors.currentPassword}
        />
        <PasswordField
          {...field('newPassword')}
          label={t.newPassword}
          autoComplete="new-password"
          helperText={errors.newPassword ?? t.newPasswordHelp}
        />
        <PasswordField
          {...field('confirmPassword')}
          label={t.confirmPassword}
          autoComplete="new-password"
          helperText={errors.confirmPassword}
        />
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            {t.changePassword}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
