import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  accountSettingsMessages,
  notificationsMessages,
  checkoutMessages,
  pwaMessages,
} from '@matchbazaar/contracts';
import { useSession } from '../../lib/session/use-session';
import { AccountPage, AccountSection } from './account-page';
import { ChangePasswordForm } from './change-password-form';
import { LoadState } from '../../components/load-state';
import { SessionsList } from './sessions-list';
import { YourDataSection } from './your-data-section';
import { AddressBookSection } from './address-book-section';
import { NotificationPreferences } from './notification-preferences';
import { PushDevices } from './push-devices';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, sessionsQuery } from './api/account';
import type { RouteTitleHandle } from '../../components/guards/page-title';
import { Link as RouterLink } from 'react-router-dom';

const t = accountSettingsMessages;

/** The route's title, for the authentication-required page shown to signed-out visitors. */
export const handle: RouteTitleHandle = { title: accountSettingsMessages.title };

/**
 * /settings (signed in): change the password, open a shop (a buyer) or reach the payout methods (a
 * seller), see and end the account's sessions, choose which
 * notifications also come by email, download the account's data or delete the account.
 */
export function SettingsPage() {
  const { user } = useSession();
  // Under RequireAuth: there is a user.
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery(userId));
  const retry = () => void queryClient.resetQueries({ queryKey: accountKeys.sessions(userId) });

  return (
    <AccountPage title={t.title} intro={t.intro}>
      <AccountSection id="settings-password" title={t.passwordHeading}>
        {/* A changed password ends the other sessions: show the list as it now is. */}
        <ChangePasswordForm email={user?.email} userId={userId} />
      </AccountSection>
      {user?.role === 'user' && (
        // Any verified buyer may sell (docs/decisions/0001-roles-and-personas.md).
        <AccountSection id="settings-selling" title={t.sellingHeading}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {user.isEmailVerified ? t.sellingIntro : t.sellingVerifyFirst}
          </Typography>
          {user.isEmailVerified && (
            <Button component={RouterLink} to="/seller/shop" variant="outlined">
              {t.openShop}
            </Button>
          )}
        </AccountSection>
      )}
      {user?.role === 'trader' && (
        <AccountSection id="settings-selling" title={t.sellingHeading}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.payoutsIntro}
          </Typography>
          <Button component={RouterLink} to="/dashboard/transactions" variant="outlined">
            {t.managePayoutMethods}
          </Button>
        </AccountSection>
      )}
      <AccountSection id="settings-addresses" title={checkoutMessages.addresses.title}>
        <AddressBookSection userId={userId} />
      </AccountSection>
      <AccountSection id="settings-sessions" title={t.sessionsHeading}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t.sessionsIntro}
        </Typography>
        {sessions.data ? (
          <SessionsList sessions={sessions.data} userId={userId} />
        ) : (
          <LoadState
            label={t.sessionsHeading}
            failed={sessions.isError ? t.sessionsFailed : undefined}
            retry={retry}
            retryLabel={t.retry}
          />
        )}
      </AccountSection>
      <AccountSection id="settings-notifications" title={notificationsMessages.preferencesTitle}>
        <NotificationPreferences userId={userId} />
      </AccountSection>
      <AccountSection id="settings-push" title={pwaMessages.pushTitle}>
        <PushDevices userId={userId} />
      </AccountSection>
      <YourDataSection />
    </AccountPage>
  );
}
