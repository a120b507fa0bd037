import Typography from '@mui/material/Typography';
import { accountSettingsMessages } from '@matchbazaar/contracts';
import { api } from '../../components/session/api';
import { useSession } from '../../components/session/use-session';
import { AccountPage, AccountSection } from './account-page';
import { ChangePasswordForm } from './change-password-form';
import { LoadState } from './load-state';
import { SessionsList } from './sessions-list';
import { useLoaded } from './use-loaded';
import type { RouteTitleHandle } from '../../components/guards/page-title';

const t = accountSettingsMessages;

/** The route's title, for the authentication-required page shown to signed-out visitors. */
export const handle: RouteTitleHandle = { title: accountSettingsMessages.title };

/** /settings (signed in): change the password, see and end the account's sessions. */
export function SettingsPage() {
  const { user } = useSession();
  const sessions = useLoaded((signal) => api.sessions.list({ signal }));

  return (
    <AccountPage title={t.title} intro={t.intro}>
      <AccountSection id="settings-password" title={t.passwordHeading}>
        {/* A changed password ends the other sessions: show the list as it now is. */}
        <ChangePasswordForm
          email={user?.email}
          onChanged={() =>
            sessions.state === 'ready' && sessions.set(sessions.value.filter((s) => s.current))
          }
        />
      </AccountSection>
      <AccountSection id="settings-sessions" title={t.sessionsHeading}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t.sessionsIntro}
        </Typography>
        {sessions.state === 'ready' ? (
          <SessionsList
            sessions={sessions.value}
            onEnded={(ids) => sessions.set(sessions.value.filter((s) => !ids.includes(s.id)))}
          />
        ) : (
          <LoadState
            label={t.sessionsHeading}
            {...(sessions.state === 'error'
              ? { failed: t.sessionsFailed, retry: sessions.retry }
              : {})}
          />
        )}
      </AccountSection>
    </AccountPage>
  );
}
