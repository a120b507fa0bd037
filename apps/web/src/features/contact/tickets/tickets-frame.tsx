import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { supportTicketsMessages } from '@matchbazaar/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ticketPaths } from '../ticket-paths';
import { useSignInPath } from '../../../components/guards/use-sign-in-path';

const t = supportTicketsMessages;

const pages = [
  { path: ticketPaths.submit, label: t.submitTitle },
  { path: ticketPaths.status, label: t.statusTitle },
  { path: ticketPaths.history, label: t.historyTitle },
] as const;

/** Signed out: what the page is for, and the way to sign in and come back here. */
function SignInPrompt() {
  const signInPath = useSignInPath();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tickets-sign-in-title"
      sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}
    >
      <LockOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 48, mb: 1 }} />
      <Typography id="tickets-sign-in-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t.signInTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.signInText}
      </Typography>
      <Button component={RouterLink} to={signInPath} variant="contained" size="large">
        {t.signIn}
      </Button>
    </Paper>
  );
}

/**
 * The frame of the three ticket pages (docs/product/contact.md): the title, links between the
 * pages, and the page itself for signed-in users only; the server refuses other callers all the
 * same.
 */
export function TicketsFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const session = useSession();
  const { pathname } = useLocation();

  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h3" component="h1" sx={{ mb: intro ? 1.5 : 0 }}>
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
        </Box>
        <Box component="nav" aria-label={supportTicketsMessages.navLabel}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {pages.map((p) => (
              <Button
                key={p.path}
                component={RouterLink}
                to={p.path}
                variant={p.path === pathname ? 'contained' : 'outlined'}
                aria-current={p.path === pathname ? 'page' : undefined}
              >
                {p.label}
              </Button>
            ))}
          </Stack>
        </Box>
        {session.status === 'checking' ? (
          <PageLoading />
        ) : session.status === 'signedIn' ? (
          children
        ) : (
          <SignInPrompt />
        )}
      </Stack>
    </Container>
  );
}
