import Box from '@mui/material/Box';
import { profileMessages } from '@matchbazaar/contracts';
import { useState } from 'react';
import { useSession } from '../../lib/session/use-session';
import { AccountPage, AccountSection } from './account-page';
import { LoadState } from '../../components/load-state';
import { PhoneVerificationForm } from './phone-verification-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePhoto } from './profile-photo';
import { StatusAlert, type Status } from '../../components/status-alert';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, profileQuery } from './api/account';
import type { RouteTitleHandle } from '../../components/guards/page-title';

const t = profileMessages;

/** The route's title, for the authentication-required page shown to signed-out visitors. */
export const handle: RouteTitleHandle = { title: profileMessages.title };

/**
 * /profile (signed in): names, phone with re-verification by SMS code, and the photo. The profile
 * is read fresh from the server; every change also updates the session's copy of the user.
 */
export function ProfilePage() {
  const session = useSession();
  // Under RequireAuth: there is a user.
  const userId = session.user?.id ?? '';
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery(userId));

  const [phoneStatus, setPhoneStatus] = useState<Status | null>(null);
  const ready = profile.data ? { value: profile.data } : null;
  const retry = () => void queryClient.resetQueries({ queryKey: accountKeys.profile(userId) });

  return (
    <AccountPage title={t.title} intro={t.intro}>
      {!ready ? (
        <LoadState
          label={t.title}
          failed={profile.isError ? t.loadFailed : undefined}
          retry={retry}
          retryLabel={t.retry}
        />
      ) : (
        <>
          <AccountSection id="profile-photo" title={t.photoHeading}>
            <ProfilePhoto user={ready.value} />
          </AccountSection>
          <AccountSection id="profile-details" title={t.detailsHeading}>
            <ProfileDetailsForm user={ready.value} onSaved={() => setPhoneStatus(null)} />
            {ready.value.phone && !ready.value.isPhoneVerified && (
              <PhoneVerificationForm
                // A new number starts a fresh form (code and messages of the old one are void).
                key={ready.value.phone}
                user={{ ...ready.value, phone: ready.value.phone }}
                onVerified={() => setPhoneStatus({ severity: 'success', text: t.phoneVerified })}
              />
            )}
            {phoneStatus && (
              <Box sx={{ mt: 3 }}>
                <StatusAlert status={phoneStatus} sx={{ mb: 2 }} />
              </Box>
            )}
          </AccountSection>
        </>
      )}
    </AccountPage>
  );
}
