import { accessGateMessages } from '@matchbazaar/contracts';
import { useState } from 'react';

/**
 * The sentence a screen reader hears once when a lockout starts (and nothing while it runs):
 * the visible countdowns change every second and would otherwise be read out every second.
 */
export function useLockoutAnnouncement(locked: boolean, secondsLeft: number): string {
  const [wasLocked, setWasLocked] = useState(locked);
  const [announcement, setAnnouncement] = useState('');
  // Derived from a change of `locked` during render (React's "adjust state on prop change").
  if (locked !== wasLocked) {
    setWasLocked(locked);
    setAnnouncement(
      locked
        ? `${accessGateMessages.lockoutTitle}. ${accessGateMessages.lockoutText(secondsLeft)}`
        : '',
    );
  }
  return announcement;
}
