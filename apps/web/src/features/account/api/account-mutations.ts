import type { ChangePasswordBody } from '@matchbazaar/api-client';
import type { DeleteAccountRequest, ProfileUpdateRequest, User } from '@matchbazaar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/session/api';
import { useSession } from '../../../lib/session/use-session';
import { deleteAccount, profileChanged, sessionsEnded } from './account';

/**
 * A change answered with the user as it now is: the profile's cache and the session's copy take
 * it (the header's name and photo follow).
 */
function useProfileMutation<V>(mutationFn: (variables: V) => Promise<User>) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      profileChanged(queryClient, user);
      session.updateUser(user);
    },
  });
}

/** PATCH /api/v1/users/profile (a changed phone is saved unverified and texted a code). */
export const useUpdateProfile = () =>
  useProfileMutation((body: ProfileUpdateRequest) => api.users.updateProfile(body));

/** POST /api/v1/users/profile/image with the chosen file. */
export const useUploadProfileImage = () =>
  useProfileMutation((file: File) => api.users.uploadProfileImage(file, file.name));

/** DELETE /api/v1/users/profile/image. */
export const useDeleteProfileImage = () => useProfileMutation(() => api.users.deleteProfileImage());

/**
 * POST /api/v1/auth/verify-contact with the SMS code; an answer without the user still means the
 * phone is verified.
 */
export const useVerifyPhone = () =>
  useProfileMutation(async ({ user, code }: { user: User & { phone: string }; code: string }) => {
    const result = await api.auth.verifyContact({ type: 'phone', token: code, phone: user.phone });
    return result.user ?? { ...user, isPhoneVerified: true };
  });

/** POST /api/v1/auth/resend-verification: a new SMS code for the user's own phone. */
export const useResendPhoneCode = () =>
  useMutation({ mutationFn: () => api.auth.resendVerification({ type: 'phone' }) });

/** POST /api/v1/auth/change-password: the server ends every other session, so the list follows. */
export function useChangePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.auth.changePassword(body),
    onSuccess: () => sessionsEnded(queryClient, userId, (s) => !s.current),
  });
}

/** DELETE /api/v1/auth/sessions/:id, or every other session when no id is given. */
export function useEndSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined) => (id ? api.sessions.end(id) : api.sessions.endOthers()),
    onSuccess: (_answer, id) =>
      sessionsEnded(queryClient, userId, (s) => (id ? s.id === id : !s.current)),
  });
}

/** POST /api/v1/users/me/delete: the server's goodbye text. */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: (body: DeleteAccountRequest) => deleteAccount(body) });
