import { createContext, useContext } from 'react';
import type { AuthData, Persona, User } from '@matchbazaar/contracts';

/**
 * What the UI may know of and do with the session (docs/product/accounts.md); SessionProvider
 * supplies it.
 */
export interface SessionView {
  /** `checking` only while a change waits for the session machine, which loads after the first render. */
  status: 'checking' | 'signedIn' | 'signedOut';
  user: User | null;
  persona: Persona | null;
  /** After login or registration answered with tokens. */
  signedIn: (data: AuthData) => void;
  signOut: () => void;
  /**
   * docs/product/accounts.md: after a successful email verification (creates a temporary user if
   * none).
   */
  markEmailVerified: (email: string) => void;
  /** The profile changed on the server (save, new image): keep the local copy in step. */
  updateUser: (user: User) => void;
  /** Check the token with the server soon (debounced: 1 s quiet, 10 s at most). */
  validate: () => void;
}

export const SessionContext = createContext<SessionView | null>(null);

/**
 * The session; using it outside SessionProvider is a programming error (docs/product/messages.md).
 */
export function useSession(): SessionView {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
