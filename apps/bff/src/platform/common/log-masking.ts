/**
 * Request URLs as logs may keep them: secrets and contact details that travel in a URL (reset
 * tokens in the path, `?token=`, `?code=`, `?to=`, phone numbers) are replaced, so a log store,
 * a support export or a leaked file holds nothing that opens an account or reaches a person.
 */
export const MASK = '[redacted]';

/** Path segments that follow these carry a secret. */
const secretPathBefore = new Set([
  'reset-password',
  'verify-reset-token',
  'verify-email',
  'data-exports',
  'data-export',
]);

/** Query parameters whose value is a secret or a contact detail, whatever the route. */
const secretParams = new Set([
  'token',
  'code',
  'otp',
  'to',
  'phone',
  'email',
  'password',
  'refreshtoken',
  'secret',
  'key',
]);

/** A phone number written anywhere: 10 to 15 digits, maybe with a + and separators. */
const phoneLike = /\+?\d(?:[\s().-]*\d){9,14}/g;

export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  const maskedPath = segments
    .map((segment, i) => (i > 0 && secretPathBefore.has(segments[i - 1]!) ? MASK : segment))
    .join('/')
    .replace(phoneLike, MASK);
  if (queryAt === -1) return maskedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair.replace(phoneLike, MASK);
      const name = pair.slice(0, eq);
      return secretParams.has(safeDecode(name).toLowerCase())
        ? `${name}=${MASK}`
        : `${name}=${pair.slice(eq + 1).replace(phoneLike, MASK)}`;
    })
    .join('&');
  return `${maskedPath}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
