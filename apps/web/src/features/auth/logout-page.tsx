import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages } from '@matchbazaar/contracts';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../lib/session/use-session';
import { AuthCard } from './auth-card';
import { AuthLinkLine } from './auth-link';
import { MessagePanel } from './message-panel';

const t = authMessages.logout;

/**
 * /auth/logout (docs/product/accounts.md): signs out (the session ends on the server and in this
 * browser), then says so. Opening it signed out only shows the page.
 */
export function LogoutPage() {
  const session = useSession();
  const asked = useRef(false);
  const signedIn = session.status === 'signedIn';

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (!signedIn || asked.current) return;
    asked.current = true;
    session.signOut();
  }, [signedIn, session]);

  if (signedIn) {
    return (
      <AuthCard title={t.title}>
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-hidden="true" />
          <Typography>{t.signingOut}</Typography>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title}>
      <MessagePanel icon={<LogoutRoundedIcon color="primary" />} text={t.text} />
      <Button component={RouterLink} to="/auth/login" variant="contained" size="large" fullWidth>
        {t.signInAgain}
      </Button>
      <AuthLinkLine to="/" label={authMessages.goHome} />
    </AuthCard>
  );
}
