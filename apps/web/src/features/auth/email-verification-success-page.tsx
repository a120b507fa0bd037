import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import Button from '@mui/material/Button';
import { authMessages } from '@matchbazaar/contracts';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { AuthLinkLine } from './auth-link';
import { MessagePanel } from './message-panel';

const t = authMessages.verifySuccess;

/**
 * /auth/email-verification-success?verified=true&email=... (docs/product/accounts.md): where the
 * verify-email page lands. Without `verified=true` it says how to verify instead of claiming
 * success.
 */
export function EmailVerificationSuccessPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const loginTo = email ? `/auth/login?email=${encodeURIComponent(email)}` : '/auth/login';

  if (params.get('verified') !== 'true') {
    return (
      <AuthCard title={t.notVerifiedTitle}>
        <MessagePanel icon={<HelpOutlineRoundedIcon color="primary" />} text={t.notVerifiedText} />
        <Button
          component={RouterLink}
          to={
            email
              ? `/auth/resend-verification?email=${encodeURIComponent(email)}`
              : '/auth/resend-verification'
          }
          variant="contained"
          size="large"
          fullWidth
        >
          {authMessages.verifyEmail.requestNew}
        </Button>
        <AuthLinkLine to="/auth/login" label={authMessages.backToSignIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title}>
      <MessagePanel
        icon={<VerifiedRoundedIcon color="success" />}
        text={email ? t.text(email) : t.textNoEmail}
      />
      <Button component={RouterLink} to={loginTo} variant="contained" size="large" fullWidth>
        {t.signIn}
      </Button>
      <AuthLinkLine to="/" label={authMessages.goHome} />
    </AuthCard>
  );
}
