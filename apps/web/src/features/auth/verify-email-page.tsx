import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountsMessages, authMessages, limits, verifyPageMessages } from '@matchbazaar/contracts';
import { verifyEmailScreen } from '@matchbazaar/machines';
import { Component, useLayoutEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { inspect } from '../../lib/inspector';
import { useVerifyEmail } from '../../lib/session/use-verify-email';
import { AuthCard } from './auth-card';
import { MessagePanel } from './message-panel';

const t = authMessages.verifyEmail;
const v = verifyPageMessages;

/**
 * /auth/verify-email?token=...&email=... (docs/product/accounts.md): the link from the verification
 * mail. Open whether signed in or not. A crash inside shows the crash panel with Try Again, which
 * starts the page afresh.
 */
export function VerifyEmailPage() {
  const [round, setRound] = useState(0);
  return (
    <VerifyCrashBoundary key={round} onTryAgain={() => setRound((r) => r + 1)}>
      <VerifyEmail />
    </VerifyCrashBoundary>
  );
}

function VerifyEmail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [snapshot, send] = useVerifyEmail(
    { token: params.get('token'), email: params.get('email') },
    inspect,
  );

  // Before the first paint, so the idle fallback only ever shows if starting failed.
  useLayoutEffect(() => {
    // The success page's code, so the redirect after success is immediate.
    void import('./email-verification-success-page');
    send({ type: 'verify.start' });
  }, [send]);

  const { context } = snapshot;
  const screen = verifyEmailScreen(snapshot);

  switch (screen) {
    case 'idle':
      return (
        <AuthCard title={t.idleTitle}>
          <MessagePanel icon={<HourglassEmptyRoundedIcon color="primary" />} text={t.idleText} />
          <Stack spacing={1.5}>
            <Button
              variant="contained"
              size="large"
              fullWidth
              onClick={() => window.location.reload()}
            >
              {t.reload}
            </Button>
            <LoginButton label={t.returnToLogin} />
          </Stack>
        </AuthCard>
      );
    case 'loading':
      return <Progress text={t.loading} />;
    case 'retrying':
      return (
        <Progress
          text={t.retrying(context.attempts + 1, limits.verifyEmail.maxRetries)}
          note={context.message}
        />
      );
    case 'success':
      return (
        <AuthCard title={v.verifiedTitle}>
          <MessagePanel icon={<VerifiedRoundedIcon color="success" />} text={v.verifiedText} />
        </AuthCard>
      );
    case 'alreadyVerified':
      return (
        <AuthCard title={v.alreadyVerifiedTitle}>
          <MessagePanel
            icon={<VerifiedRoundedIcon color="success" />}
            text={accountsMessages.emailAlreadyVerified}
          />
          <LoginButton label={authMessages.verifySuccess.signIn} primary />
        </AuthCard>
      );
    case 'validationError':
      return (
        <AuthCard title={t.validationTitle}>
          <MessagePanel
            alert
            icon={<LinkOffRoundedIcon color="error" />}
            text={[context.message, context.detail].filter(Boolean).join(' ')}
          />
          <Stack spacing={1.5}>
            <Button
              variant="contained"
              size="large"
              fullWidth
              onClick={() => void navigate(resendPath(context.email))}
            >
              {t.requestNew}
            </Button>
            <LoginButton label={t.returnToLogin} />
          </Stack>
        </AuthCard>
      );
    case 'error':
      return (
        <AuthCard title={t.errorTitle}>
          <MessagePanel
            alert
            icon={<ErrorOutlineRoundedIcon color="error" />}
            text={context.message ?? v.failed}
          />
          <Stack spacing={1.5}>
            {context.canRetry && (
              <Button
                variant="contained"
                size="large"
                fullWidth
                onClick={() => send({ type: 'verify.retry' })}
              >
                {t.retry}
              </Button>
            )}
            <LoginButton label={t.goToLogin} primary={!context.canRetry} />
            <Button component={RouterLink} to="/" size="large" fullWidth>
              {t.returnHome}
            </Button>
          </Stack>
        </AuthCard>
      );
  }
}

/** A new link for the address in the old one, when it looks like an address at all. */
function resendPath(email: string): string {
  return email.includes('@') && !/\s/.test(email)
    ? `/auth/resend-verification?email=${encodeURIComponent(email)}`
    : '/auth/resend-verification';
}

function LoginButton({ label, primary = false }: { label: string; primary?: boolean }) {
  return (
    <Button
      component={RouterLink}
      to="/auth/login"
      variant={primary ? 'contained' : 'outlined'}
      size="large"
      fullWidth
    >
      {label}
    </Button>
  );
}

function Progress({ text, note }: { text: string; note?: string | null }) {
  return (
    <AuthCard title={t.title}>
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
        <CircularProgress aria-hidden="true" />
        {note && <Typography color="text.secondary">{note}</Typography>}
        <Typography>{text}</Typography>
      </Stack>
    </AuthCard>
  );
}

/**
 * The crash panel (docs/product/accounts.md): 'Something went wrong / Unexpected Error' with 'Try
 * Again'.
 */
class VerifyCrashBoundary extends Component<
  { children: ReactNode; onTryAgain: () => void },
  { crashed: boolean }
> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The verify-email page crashed', error);
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <AuthCard title={t.crashTitle}>
        <MessagePanel alert icon={<ReportProblemOutlinedIcon color="error" />} text={t.crashText} />
        <Button variant="contained" size="large" fullWidth onClick={this.props.onTryAgain}>
          {t.tryAgain}
        </Button>
      </AuthCard>
    );
  }
}
