// The web app's security headers: one definition, sent by the Vite preview server (vite.config.ts)
// and by nginx (docker/nginx.conf, which server/security-headers.spec.ts holds to these lines).

/**
 * Content Security Policy. Scripts only from our origin, never inline (the built index.html has
 * none; Vite emits every script as a file). The page heads' schema.org blocks
 * (<script type="application/ld+json">, server/page-head) are data the browser never runs, which
 * script-src does not govern: they need no nonce. Styles allow 'unsafe-inline' because MUI's emotion
 * writes its CSS into <style> elements at run time; a nonce would need every HTML response
 * rewritten per request (nginx serves index.html as a static file) and emotion's cache given it,
 * and with scripts, images, fonts and connections held to our origin, injected CSS can neither run
 * code nor send data elsewhere. Images may be data: and blob: URLs (the profile photo's preview).
 * The API and the Socket.IO transport are same-origin, so connect-src is 'self'. The installable
 * app's manifest and service worker (/manifest.webmanifest, /sw.js) are ours too: manifest-src and
 * worker-src say 'self' outright rather than leaning on default-src.
 */
const cspDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const contentSecurityPolicy = Object.entries(cspDirectives)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/** Headers for every response, whatever the transport. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  // No Referer at all: a reset link's token is in the page's path, and a same-origin Referer would
  // carry it into the API's and the proxy's request logs.
  'Referrer-Policy': 'no-referrer',
  // For browsers without CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/**
 * HSTS, only on responses that reached the browser over https (here or at a TLS proxy in front,
 * which says so with X-Forwarded-Proto): a browser ignores it over http, and localhost must stay
 * reachable over http in development.
 */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

export function headersFor(request: { encrypted: boolean; forwardedProto?: string | undefined }) {
  const https = request.encrypted || request.forwardedProto?.split(',')[0]?.trim() === 'https';
  return https
    ? { ...securityHeaders, 'Strict-Transport-Security': strictTransportSecurity }
    : { ...securityHeaders };
}

/** nginx's form of the same headers: the lines every block with its own add_header must carry. */
export function nginxHeaderLines(hstsVariable = '$hsts'): string[] {
  return [
    ...Object.entries(securityHeaders).map(
      ([name, value]) => `add_header ${name} "${value}" always;`,
    ),
    `add_header Strict-Transport-Security ${hstsVariable} always;`,
  ];
}
