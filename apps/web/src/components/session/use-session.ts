import type { AuthData, Persona, User } from '@matchbazaar/contracts';

/**
 * What the UI may know of and do with the session (SPEC.md 4.4). Placeholder until the session
 * provider (machines/src/session) stands behind it: everyone is signed out.
 */
export interface SessionView {
  /** `checking` only while nothing stored can be trusted yet. */
  status: 'checking' | 'signedIn' | 'signedOut';
  user: User | null;
  persona: Persona | null;
  /** After login or registration answered with tokens. */
  signedIn: (data: AuthData) => void;
  signOut: () => void;
  /** SPEC.md 4.4: after a successful email verification (creates a temporary user if none). */
  markEmailVerified: (email: string) => void;
}

export function useSession(): SessionView {
  return {
    status: 'signedOut',
    user: null,
    persona: null,
    signedIn: () => {},
    signOut: () => {},
    markEmailVerified: () => {},
  };
}
