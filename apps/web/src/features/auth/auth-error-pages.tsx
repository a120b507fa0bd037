import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { authMessages, errorsMessages } from '@matchbazaar/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { AuthLinkLine } from './auth-link';
import { MessagePanel } from './message-panel';

function AuthErrorCard({ title, text, icon }: { title: string; text: string; icon: ReactNode }) {
  return (
    <AuthCard title={title}>
      <MessagePanel icon={icon} text={text} />
      <Button component={RouterLink} to="/auth/login" variant="contained" size="large" fullWidth>
        {authMessages.backToSignIn}
      </Button>
      <AuthLinkLine to="/" label={authMessages.goHome} />
    </AuthCard>
  );
}

/** /auth/404: unknown pages under /auth, inside the auth layout (docs/product/accounts.md). */
export function AuthNotFoundPage() {
  return (
    <AuthErrorCard
      title={errorsMessages.notFoundTitle}
      text={authMessages.notFound}
      icon={<SearchOffRoundedIcon color="primary" />}
    />
  );
}

/** /auth/500: where sign-in pages send a visitor after a server failure they cannot fix. */
export function AuthServerErrorPage() {
  return (
    <AuthErrorCard
      title={errorsMessages.serverErrorTitle}
      text={authMessages.serverError}
      icon={<ErrorOutlineRoundedIcon color="error" />}
    />
  );
}
