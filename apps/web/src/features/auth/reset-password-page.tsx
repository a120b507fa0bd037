import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  authMessages,
  passwordResetMessages,
  resetPasswordRequestSchema,
} from '@matchbazaar/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { checkResetToken, resetPassword } from './auth-api';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { AuthLinkLine } from './auth-link';
import { StatusAlert } from '../../components/status-alert';
import { confirmationError } from '../../components/forms/form-errors';
import { MessagePanel } from './message-panel';
import { PasswordField } from '../../components/password-field';
import { useFormState } from '../../components/forms/use-form-state';

const t = authMessages.resetPassword;

type Stage =
  | { name: 'checking' }
  | { name: 'form' }
  | { name: 'refused'; message: string }
  | { name: 'done'; message: string };

/**
 * /auth/reset-password/:token (docs/product/accounts.md and docs/product/messages.md): checks the
 * link first, so nobody types a new password for a link that cannot work; then the new password
 * twice.
 */
export function ResetPasswordPage() {
  const token = useParams().token?.trim() ?? '';
  const [stage, setStage] = useState<Stage>(
    token ? { name: 'checking' } : { name: 'refused', message: passwordResetMessages.tokenMissing },
  );

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void checkResetToken(token, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setStage(result.ok ? { name: 'form' } : { name: 'refused', message: result.message });
    });
    return () => controller.abort();
  }, [token]);

  switch (stage.name) {
    case 'checking':
      return (
        <AuthCard title={t.title}>
          <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress aria-hidden="true" />
            <Typography>{t.checking}</Typography>
          </Stack>
        </AuthCard>
      );
    case 'refused':
      return (
        <AuthCard title={t.invalidTitle}>
          <MessagePanel alert icon={<LinkOffRoundedIcon color="error" />} text={stage.message} />
          <Button
            component={RouterLink}
            to="/auth/forgot-password"
            variant="contained"
            size="large"
            fullWidth
          >
            {t.requestNew}
          </Button>
          <AuthLinkLine to="/auth/login" label={authMessages.backToSignIn} />
        </AuthCard>
      );
    case 'done':
      return (
        <AuthCard title={t.doneTitle}>
          <MessagePanel
            icon={<CheckCircleOutlineRoundedIcon color="success" />}
            text={stage.message}
          />
          <Button
            component={RouterLink}
            to="/auth/login"
            variant="contained"
            size="large"
            fullWidth
          >
            {authMessages.login.submit}
          </Button>
        </AuthCard>
      );
    case 'form':
      return <NewPasswordForm token={token} onFinished={setStage} />;
  }
}

function NewPasswordForm({ token, onFinished }: { token: string; onFinished: (s: Stage) => void }) {
  const form = useFormState({ password: '', confirmPassword: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    form.setStatus(null);
    const body = form.validate(resetPasswordRequestSchema, confirmationError);
    if (!body) return;
    form.setBusy(true);
    const result = await resetPassword(token, body);
    form.setBusy(false);
    if (result.ok) onFinished({ name: 'done', message: t.done });
    else if (result.tokenGone) onFinished({ name: 'refused', message: result.message });
    else if (Object.keys(result.fieldErrors).length > 0) form.showErrors(result.fieldErrors);
    else form.setStatus({ severity: 'error', text: result.message });
  };

  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      <StatusAlert status={form.status} />
      <AuthForm busy={form.busy} onSubmit={submit}>
        <PasswordField
          {...form.field('password')}
          label={authMessages.newPasswordLabel}
          autoComplete="new-password"
          required
          fullWidth
          autoFocus
          helperText={form.errors.password ?? authMessages.passwordHint}
        />
        <PasswordField
          {...form.field('confirmPassword')}
          label={authMessages.confirmPasswordLabel}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.busy}>
          {t.submit}
        </Button>
      </AuthForm>
      <AuthLinkLine to="/auth/login" label={authMessages.backToSignIn} />
    </AuthCard>
  );
}
