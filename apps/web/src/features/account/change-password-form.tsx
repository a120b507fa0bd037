import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import { accountSettingsMessages, changePasswordRequestSchema } from '@matchbazaar/contracts';
import type { FormEvent } from 'react';
import { UsernameHint } from '../../components/forms/username-hint';
import { useFormState } from '../../components/forms/use-form-state';
import { PasswordField } from '../../components/password-field';
import { StatusAlert } from '../../components/status-alert';
import { useChangePassword } from './api/account-mutations';

const t = accountSettingsMessages;
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fields = Object.keys(empty);

/**
 * Change password (the password texts of docs/product/accounts.md, checked here with the schema the
 * BFF applies). The server ends every other session; the sessions list of `userId` follows.
 */
export function ChangePasswordForm({
  email,
  userId,
}: {
  email: string | undefined;
  userId: string;
}) {
  const form = useFormState(empty, { idPrefix: 'settings' });
  const { errors, status } = form;
  const change = useChangePassword(userId);
  const busy = change.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.setStatus(null);
    const data = form.validate(changePasswordRequestSchema);
    if (!data) return;
    change.mutate(data, {
      onSuccess: (answer) => {
        form.reset();
        form.setStatus({ severity: 'success', text: answer.message || t.passwordChanged });
      },
      onError: (error) => {
        const found = fieldErrorsOf(error);
        if (fields.some((f) => found[f])) form.showErrors(found);
        else form.setStatus({ severity: 'error', text: apiErrorMessage(error) || t.changeFailed });
      },
    });
  };

  // The shared field props, with the form's own helper texts where a field has no error.
  const field = (name: keyof typeof empty) => ({
    ...form.field(name),
    required: true,
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="settings-password-title"
      aria-busy={busy}
      onSubmit={submit}
    >
      <StatusAlert status={status} sx={{ mb: 2 }} />
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <UsernameHint email={email} />
        <PasswordField
          {...field('currentPassword')}
          label={t.currentPassword}
          autoComplete="current-password"
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
