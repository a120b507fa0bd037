import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider is what Material's own uses for a theme without CSS variables (like
// ours); Material's also bundles the CSS-variables provider, about 3 kB gzip on every page.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session/session-provider';
import { inspect } from '../lib/inspector';
import { theme } from './theme';

/**
 * App-wide providers: the theme and the session. `toSignIn` is where a failed refresh leads (in
 * the browser, the router's sign-in page; the server renderer never refreshes a session).
 */
export function AppProviders({
  children,
  toSignIn,
}: {
  children: ReactNode;
  toSignIn: (to: string) => void;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider navigate={toSignIn} inspect={inspect}>
        {children}
      </SessionProvider>
    </ThemeProvider>
  );
}
