import { z } from 'zod';
import { answerSchema } from '../api.js';
import { pushMessages as m } from '../messages/push.js';
import { notificationCategories } from './notifications.js';

/**
 * Web Push (docs/product/push-notifications.md, docs/decisions/0040-web-push.md): a signed-in user
 * subscribes a device with what the browser's PushManager gives, lists the devices that receive
 * push and removes one. The worker sends; preferences say which categories go by push and when
 * the user is not to be woken (notifications.ts: `push`, `quietHours`).
 *
 * Routes (all signed-in only):
 * - GET    /api/v1/push/key                 the VAPID public key, null when push is not set up
 * - POST   /api/v1/push/subscriptions       subscribe this device (upsert by endpoint)
 * - GET    /api/v1/push/subscriptions       the user's devices (`?endpoint=` marks `current`)
 * - DELETE /api/v1/push/subscriptions/:id   stop pushing to one of the user's devices
 */
export const pushRoutes = {
  key: '/api/v1/push/key',
  subscriptions: '/api/v1/push/subscriptions',
  subscription: (id: string) => `/api/v1/push/subscriptions/${encodeURIComponent(id)}`,
} as const;

/** GET /api/v1/push/key: the applicationServerKey for `pushManager.subscribe`, base64url. */
export const pushKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof pushKeySchema>;
export const pushKeyAnswerSchema = answerSchema(pushKeySchema);
export type PushKeyAnswer = z.infer<typeof pushKeyAnswerSchema>;

/** Push services' endpoints are short (Chrome's ~190 characters); 2,000 bounds the column. */
export const pushEndpointMaxLength = 2000;

/**
 * How many bytes a base64url text holds, or null when it is not base64url (unpadded as browsers
 * write it, padding tolerated). No Buffer/atob: this runs in the browser and on the server alike.
 */
export function base64UrlByteLength(text: string): number | null {
  const bare = text.endsWith('==')
    ? text.slice(0, -2)
    : text.endsWith('=')
      ? text.slice(0, -1)
      : text;
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  return Math.floor((bare.length * 3) / 4);
}

/** An https URL with a host: every push service's endpoint (RFC 8030 requires TLS). */
export function isPushEndpoint(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}

export const pushEndpointSchema = z
  .string({ error: m.endpointInvalid })
  .max(pushEndpointMaxLength, { error: m.endpointInvalid, abort: true })
  .refine(isPushEndpoint, m.endpointInvalid);

/**
 * The browser's PushSubscription.toJSON(): the endpoint, and the keys the payload is encrypted
 * with (RFC 8291): p256dh an uncompressed P-256 point (65 bytes, first 0x04, so its base64url
 * starts with 'B'), auth a 16-byte secret.
 */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number({ error: m.expirationInvalid }).nullable().optional(),
  keys: z
    .object(
      {
        p256dh: z
          .string({ error: m.p256dhInvalid })
          .max(100, { error: m.p256dhInvalid, abort: true })
          .refine((key) => key.startsWith('B') && base64UrlByteLength(key) === 65, m.p256dhInvalid),
        auth: z
          .string({ error: m.authInvalid })
          .max(30, { error: m.authInvalid, abort: true })
          .refine((key) => base64UrlByteLength(key) === 16, m.authInvalid),
      },
      { error: m.p256dhInvalid },
    )
    .strip(),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushDeviceIdSchema = z.uuid({ error: m.deviceNotFound });

/** A device that receives push, as listed in Settings > Notifications. */
export const pushDeviceSchema = z.object({
  id: z.uuid(),
  /** Derived by the server from the user agent at subscription: "Chrome on Android". */
  label: z.string(),
  createdAt: z.string(),
  lastPushedAt: z.string().nullable(),
  /** This browser's own subscription (the list was asked with its endpoint). */
  current: z.boolean(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDeviceAnswerSchema = answerSchema(pushDeviceSchema);
export type PushDeviceAnswer = z.infer<typeof pushDeviceAnswerSchema>;

/** GET /api/v1/push/subscriptions: newest first; `endpoint` (optional) marks the current device. */
export const pushDevicesQuerySchema = z.object({ endpoint: pushEndpointSchema.optional() });
export type PushDevicesQuery = z.infer<typeof pushDevicesQuerySchema>;
export const pushDevicesSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDevices = z.infer<typeof pushDevicesSchema>;
export const pushDevicesAnswerSchema = answerSchema(pushDevicesSchema);
export type PushDevicesAnswer = z.infer<typeof pushDevicesAnswerSchema>;

/**
 * What the service worker receives (decrypted) in its `push` event. Short on purpose: no
 * message text, amounts or names beyond what the notification's own title says.
 */
export const pushPayloadSchema = z.object({
  title: z.string().max(120),
  body: z.string().max(200),
  /** Same tag, same conversation or order: the new one replaces the old on the device. */
  tag: z.string().max(100),
  /** A path inside the app the click opens ('/dashboard/inbox/...'). */
  url: z.string().startsWith('/'),
  notificationId: z.string(),
  category: z.enum(notificationCategories),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
