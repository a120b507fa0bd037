/** Reads one cookie of `document.cookie` (null outside a browser or when it is not set). */
export function readBrowserCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return readCookie(document.cookie, name);
}

/** The value of cookie `name` in a `Cookie`-style string (`a=1; b=2`), decoded. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
