import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider is what Material's own uses for a theme without CSS variables (like
// ours); Material's also bundles the CSS-variables provider, about 3 kB gzip on every page.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session/session-provider';
import { inspect } from '../lib/inspector';
import { router } from './router';
import { theme } from './theme';

/** After a failed refresh: to sign-in in the app's router, remembering the page as `from`. */
const toSignIn = (to: string) =>
  void router.navigate(to, { replace: true, state: { from: router.state.location } });

/** App-wide providers. Later issues add theirs here (session, realtime, ...). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider navigate={toSignIn} inspect={inspect}>
        {children}
      </SessionProvider>
    </ThemeProvider>
  );
}
