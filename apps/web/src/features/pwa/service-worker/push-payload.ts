/**
 * The notification a push shows, read from the decrypted payload (contracts' pushPayloadSchema:
 * title, body, tag, url, notificationId, category). Hand-read rather than with the zod schema, so
 * the service worker stays a few kilobytes; push-payload.spec.ts holds the two to the same answers.
 * The link must be a path of this app: a payload can never send the click to another site.
 */
export interface PushNotice {
  title: string;
  body: string;
  tag: string;
  url: string;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length <= max ? value : null;

export function readPushPayload(payload: unknown): PushNotice | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const fields = payload as Record<string, unknown>;
  const title = text(fields.title, 120);
  const body = text(fields.body, 200);
  const tag = text(fields.tag, 100);
  const url = text(fields.url, 2000);
  if (title === null || body === null || tag === null || url === null) return null;
  if (!isAppPath(url)) return null;
  return { title, body, tag, url };
}

/** '/dashboard/inbox/42', not '//elsewhere.example' nor '/\\elsewhere'. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/**
 * The window a notification's click should use: one already showing the target, else any window
 * of the app (navigated there), else none (a new one opens).
 */
export function windowForClick<W extends { url: string }>(
  windows: readonly W[],
  target: string,
): { window: W; navigate: boolean } | null {
  const showing = windows.find((w) => w.url === target);
  if (showing) return { window: showing, navigate: false };
  const any = windows[0];
  return any ? { window: any, navigate: true } : null;
}
