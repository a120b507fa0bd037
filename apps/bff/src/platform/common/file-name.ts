import { singleLineText } from '@matchbazaar/contracts';

/**
 * An uploaded file's name as shown and offered on download: the client's name without any path or
 * control characters, cut to `max` characters; `fallback` when nothing is left. Shown only: the
 * type is always the bytes'.
 */
export function shownFileName(name: string | undefined, fallback: string, max: number): string {
  const base = singleLineText((name ?? '').split(/[\\/]/).pop() ?? '');
  return base.slice(0, max) || fallback;
}
