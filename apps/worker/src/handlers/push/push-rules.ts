import { createHash } from 'node:crypto';
import {
  defaultPushChoice,
  messages,
  notificationCategoryOf,
  type NotificationCategory,
  type NotificationType,
  type PushPayload,
  type QuietHours,
} from '@matchbazaar/contracts';

const m = messages.push;

/** A stored notification as the push job reads it. */
export interface PushableNotification {
  id: string;
  type: NotificationType;
  title: string;
  link: string | null;
  data: Record<string, unknown>;
  readAt: Date | null;
}

/**
 * Whether this notification goes by push at all: the user's choice for its category (else the
 * default); a notification read already (on another device) is old news; a saved search set to
 * a daily summary asked not to be told of each listing at once.
 */
export function wantsPush(
  notification: PushableNotification,
  choices: Partial<Record<NotificationCategory, boolean | null>>,
): boolean {
  if (notification.readAt) return false;
  if (notification.type === 'search.alert' && notification.data['alert'] === 'daily') return false;
  const category = notificationCategoryOf(notification.type);
  return choices[category] ?? defaultPushChoice[category];
}

/** Minutes since midnight of 'HH:MM'. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The wall-clock minute of the day at `now` in `timeZone`. */
export function minuteOfDayIn(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * Whether `now` falls in the quiet hours, in the user's own time zone: from `from` (included) to
 * `to` (excluded); `from` after `to` wraps midnight (22:00 to 07:00 is the night).
 */
export function inQuietHours(now: Date, hours: QuietHours | null): boolean {
  if (!hours) return false;
  const minute = minuteOfDayIn(now, hours.timeZone);
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** What the notification is about, so a newer one on the same subject replaces it on the device. */
const subjects = [
  ['conversationId', 'conversation'],
  ['orderId', 'order'],
  ['proposalId', 'proposal'],
  ['requirementId', 'requirement'],
  ['savedSearchId', 'search'],
  ['listingId', 'listing'],
] as const;

export function pushTag(notification: PushableNotification): string {
  for (const [key, name] of subjects) {
    const value = notification.data[key];
    if (typeof value === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(value)) return `${name}-${value}`;
  }
  return `notification-${notification.id}`;
}

/**
 * The push service's topic (RFC 8030 5.4, at most 32 URL-safe characters): a message still
 * waiting for an offline phone is replaced by a newer one of the same subject, not queued behind.
 * A digest of the whole tag: cutting "conversation-<uuid>" to 32 characters would drop part of
 * the id, and two subjects could then share a topic and replace each other.
 */
export function pushTopic(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

/**
 * The short payload the service worker shows: the notification centre's title, a body that says
 * what to do rather than quoting the message, amount or name, a tag and the page to open. `held`
 * pushes that the per-user limit kept back are counted into the body.
 */
export function buildPushPayload(notification: PushableNotification, held = 0): PushPayload {
  const category = notificationCategoryOf(notification.type);
  const hint = m.categoryHint[category];
  return {
    title: clip(notification.title || m.defaultTitle, 120),
    body: clip(held > 0 ? `${hint} · ${m.collapsedBody(held)}` : hint, 200),
    tag: pushTag(notification),
    url: notification.link?.startsWith('/') ? notification.link : '/dashboard/notifications',
    notificationId: notification.id,
    category,
  };
}

/** Inquiries and orders are answered within minutes: the push service wakes the phone for them. */
export function pushUrgency(category: NotificationCategory): 'high' | 'normal' | 'low' {
  if (category === 'inquiries' || category === 'orders') return 'high';
  if (category === 'alerts' || category === 'moderation') return 'low';
  return 'normal';
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
