import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { authMessages } from '@matchbazaar/contracts';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Outcome } from './auth-api';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { AuthLinkLine } from './auth-link';
import { StatusAlert } from '../../components/status-alert';
import type { ParseSchema } from '../../components/forms/form-errors';
import { MessagePanel } from './message-panel';
import { useFormState } from '../../components/forms/use-form-state';

/**
 * One email field that asks the server to mail a link (password reset, a new verification link).
 * The answer is the same for every address, so it is shown as it comes, in place of the form.
 * `?email=` fills the field (links from other auth pages carry it).
 */
export function EmailRequestForm({
  title,
  subtitle,
  sentTitle,
  submitLabel,
  schema,
  send,
}: {
  title: string;
  subtitle: string;
  sentTitle: string;
  submitLabel: string;
  schema: ParseSchema<{ email: string }>;
  send: (email: string) => Promise<Outcome>;
}) {
  const [params] = useSearchParams();
  const form = useFormState({ email: params.get('email') ?? '' });
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    form.setStatus(null);
    const body = form.validate(schema);
    if (!body) return;
    form.setBusy(true);
    const result = await send(body.email);
    form.setBusy(false);
    if (result.ok) setSent(result.message);
    else if (result.fieldErrors.email) form.showErrors(result.fieldErrors);
    else form.setStatus({ severity: 'error', text: result.message });
  };

  if (sent !== null) {
    return (
      <AuthCard title={sentTitle}>
        <MessagePanel icon={<MarkEmailReadOutlinedIcon color="primary" />} text={sent} />
        <AuthLinkLine to="/auth/login" label={authMessages.backToSignIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={subtitle}>
      <StatusAlert status={form.status} />
      <AuthForm busy={form.busy} onSubmit={submit}>
        <TextField
          {...form.field('email')}
          label={authMessages.emailLabel}
          type="email"
          autoComplete="email"
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254, spellCheck: false } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.busy}>
          {submitLabel}
        </Button>
      </AuthForm>
      <AuthLinkLine to="/auth/login" label={authMessages.backToSignIn} />
    </AuthCard>
  );
}
