import type { Persona, User } from '@matchbazaar/contracts';

/**
 * What the UI may know of the session (SPEC.md 4.4). Placeholder until the accounts work provides
 * the session machine behind it: everyone is signed out.
 */
export interface SessionView {
  /** `checking` only while a stored session is being restored and nothing is trusted yet. */
  status: 'checking' | 'signedIn' | 'signedOut';
  user: User | null;
  persona: Persona | null;
  signOut: () => void;
}

export function useSession(): SessionView {
  return { status: 'signedOut', user: null, persona: null, signOut: () => {} };
}
