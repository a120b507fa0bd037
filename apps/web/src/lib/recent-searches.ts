import { readLocal, removeLocal, writeLocal } from './local-storage';

/** The browser's last searches, newest first, for the header's suggestions (this device only). */
const KEY = 'mb.recentSearches';
const KEEP = 5;

export function recentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(readLocal(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((q): q is string => typeof q === 'string' && q.length <= 200).slice(0, KEEP)
      : [];
  } catch {
    removeLocal(KEY);
    return [];
  }
}

/** Puts a search first, once (case aside). */
export function rememberSearch(q: string): void {
  const words = q.trim().replace(/\s+/g, ' ');
  if (!words) return;
  const rest = recentSearches().filter((old) => old.toLowerCase() !== words.toLowerCase());
  writeLocal(KEY, JSON.stringify([words, ...rest].slice(0, KEEP)));
}
