import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { authMessages, loginRequestSchema } from '@matchbazaar/contracts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { landingPathFor } from '../../components/guards/page-title';
import { useSession } from '../../lib/session/use-session';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { AuthLinkLine } from './auth-link';
import { resendVerification, signIn } from './auth-api';
import { StatusAlert } from '../../components/status-alert';
import { PasswordField } from '../../components/password-field';
import { fromState, returnTarget } from './return-url';
import { useFormState } from '../../components/forms/use-form-state';

const t = authMessages;

/**
 * Sign In at /auth/login and /login, and Admin Login at /auth/admin (docs/product/accounts.md):
 * email and password. A right password on an unverified address offers to resend the verification
 * mail.
 */
export function LoginPage({
  admin = false,
  signedInAs,
}: {
  admin?: boolean;
  /** Admin Login for someone signed in with another account: say so. */
  signedInAs?: string | undefined;
}) {
  const [params] = useSearchParams();
  // Pages that know the address (verification success) pass it on.
  const form = useFormState({ email: params.get('email') ?? '', password: '' });
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const returnUrl = params.get('returnUrl');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    form.setStatus(null);
    setUnverifiedEmail(null);
    const body = form.validate(loginRequestSchema);
    if (!body) return;
    form.setBusy(true);
    const result = await signIn(
      { ...body, ...(returnUrl ? { returnUrl } : {}) },
      admin ? 'admin' : 'user',
    );
    form.setBusy(false);
    if (!result.ok) {
      form.setStatus({ severity: 'error', text: result.message });
      if (result.requireVerification && result.contactType !== 'phone')
        setUnverifiedEmail(body.email);
      return;
    }
    session.signedIn(result.data);
    const landing = landingPathFor(result.data.user.role);
    await navigate(
      returnTarget(returnUrl, fromState(location.state), result.data.returnUrl, landing),
      { replace: true },
    );
  };

  const resend = async () => {
    if (!unverifiedEmail || resending) return;
    setResending(true);
    const result = await resendVerification(unverifiedEmail);
    setResending(false);
    setUnverifiedEmail(null);
    form.setStatus({ severity: result.ok ? 'success' : 'error', text: result.message });
  };

  const texts = admin ? t.admin : t.login;
  return (
    <AuthCard title={texts.title} subtitle={texts.subtitle}>
      {admin && signedInAs && !form.status && (
        <StatusAlert status={{ severity: 'info', text: t.admin.notAnAdmin(signedInAs) }} />
      )}
      <StatusAlert
        status={form.status}
        action={
          unverifiedEmail && (
            <Button color="inherit" size="small" loading={resending} onClick={() => void resend()}>
              {t.login.resendVerification}
            </Button>
          )
        }
      />
      <AuthForm busy={form.busy} onSubmit={submit}>
        <TextField
          {...form.field('email')}
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          required
          fullWidth
          autoFocus={!params.get('email')}
          slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254, spellCheck: false } }}
        />
        <PasswordField
          {...form.field('password')}
          label={t.passwordLabel}
          autoComplete="current-password"
          required
          fullWidth
          autoFocus={Boolean(params.get('email'))}
        />
        {!admin && (
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <Link component={RouterLink} to="/auth/forgot-password" variant="body2">
              {t.login.forgotPassword}
            </Link>
          </Box>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.busy}>
          {texts.submit}
        </Button>
      </AuthForm>
      {admin ? (
        <AuthLinkLine prompt={t.admin.notAdmin} to="/auth/login" label={t.admin.userSignIn} />
      ) : (
        <AuthLinkLine
          prompt={t.login.noAccount}
          to="/auth/register"
          label={t.login.createAccount}
        />
      )}
    </AuthCard>
  );
}
