import { siteMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';

// Signed-in visitors are the fewer on public pages: their bell and account menu load when needed.
const SignedInTools = lazy(() =>
  import('../signed-in-tools').then((m) => ({ default: m.SignedInTools })),
);

const t = siteMessages;

// At 360 px the logo, the menu button and both buttons share one row.
const compactOnPhones = {
  whiteSpace: 'nowrap',
  fontSize: { xs: '0.8125rem', sm: '0.9375rem' },
  py: { xs: 0.5, sm: 0.75 },
} as const;

const placeholder = <Box aria-hidden="true" sx={{ width: { xs: 130, sm: 170 }, height: 36 }} />;

/**
 * docs/product/site.md: Log in and Sign up when signed out; when signed in, the notification bell
 * and a menu with Dashboard, Profile, Settings and Sign out. While the session is still being checked, an empty space of the
 * same size, so neither set flashes.
 */
export function AuthButtons() {
  const session = useSession();
  if (session.status === 'checking') return placeholder;
  if (session.status === 'signedIn' && session.user) {
    return (
      <Suspense fallback={placeholder}>
        <SignedInTools user={session.user} />
      </Suspense>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 }, alignItems: 'center' }}>
      <Button
        component={RouterLink}
        to="/auth/login"
        color="inherit"
        sx={{ ...compactOnPhones, px: { xs: 1, sm: 2 } }}
      >
        {t.logIn}
      </Button>
      <Button
        component={RouterLink}
        to="/auth/register"
        variant="contained"
        sx={{ ...compactOnPhones, px: { xs: 1.25, sm: 2.5 } }}
      >
        {t.signUp}
      </Button>
    </Box>
  );
}
