import { describe, expect, it } from '@jest/globals';
import { pushPayloadSchema } from '@matchbazaar/contracts';
import {
  buildPushPayload,
  inQuietHours,
  pushTag,
  pushTopic,
  pushUrgency,
  wantsPush,
  type PushableNotification,
} from './push-rules.js';

const message: PushableNotification = {
  id: '42',
  type: 'message.received',
  title: 'New message from Asha Rao',
  link: '/dashboard/inbox/3f1c2a9e-1111-4222-8333-944445555666',
  data: { conversationId: '3f1c2a9e-1111-4222-8333-944445555666', messageId: 'm1' },
  readAt: null,
};

describe('which notifications go by push', () => {
  it('follows the category default when the user chose nothing', () => {
    expect(wantsPush(message, {})).toBe(true);
    expect(wantsPush({ ...message, type: 'post.approved', data: {} }, {})).toBe(false);
  });

  it("follows the user's choice for the category over the default", () => {
    expect(wantsPush(message, { messages: false })).toBe(false);
    expect(wantsPush({ ...message, type: 'post.approved' }, { moderation: true })).toBe(true);
    // A null choice (email chosen, push not) is the default.
    expect(wantsPush(message, { messages: null })).toBe(true);
  });

  it('leads and saved-search alerts are separate categories', () => {
    const lead = { ...message, type: 'lead.received' as const };
    const alert = { ...message, type: 'search.alert' as const, data: { alert: 'instant' } };
    expect(wantsPush(lead, { alerts: false })).toBe(true);
    expect(wantsPush(alert, { alerts: false })).toBe(false);
    expect(wantsPush(alert, { matches: false })).toBe(true);
  });

  it('skips what was read already and saved searches set to a daily summary', () => {
    expect(wantsPush({ ...message, readAt: new Date() }, {})).toBe(false);
    const daily = { ...message, type: 'search.alert' as const, data: { alert: 'daily' } };
    expect(wantsPush(daily, { alerts: true })).toBe(false);
  });
});

describe('quiet hours', () => {
  const at = (iso: string) => new Date(iso);

  it('is never quiet without quiet hours', () => {
    expect(inQuietHours(at('2026-12-06T03:00:00Z'), null)).toBe(false);
  });

  it('wraps midnight in the user time zone (22:00 to 07:00 in Kolkata, UTC+5:30)', () => {
    const night = { from: '22:00', to: '07:00', timeZone: 'Asia/Kolkata' };
    expect(inQuietHours(at('2026-12-06T16:29:00Z'), night)).toBe(false); // 21:59
    expect(inQuietHours(at('2026-12-06T16:30:00Z'), night)).toBe(true); // 22:00
    expect(inQuietHours(at('2026-12-06T20:00:00Z'), night)).toBe(true); // 01:30
    expect(inQuietHours(at('2026-12-07T01:29:00Z'), night)).toBe(true); // 06:59
    expect(inQuietHours(at('2026-12-07T01:30:00Z'), night)).toBe(false); // 07:00
  });

  it('holds within one day too, and follows daylight saving time', () => {
    const lunch = { from: '12:00', to: '13:30', timeZone: 'Europe/London' };
    expect(inQuietHours(at('2026-12-06T12:15:00Z'), lunch)).toBe(true); // GMT
    expect(inQuietHours(at('2026-07-06T12:15:00Z'), lunch)).toBe(true); // 13:15 BST
    // 12:45 UTC is quiet in winter (12:45 GMT) but not in summer (13:45 BST).
    expect(inQuietHours(at('2026-12-06T12:45:00Z'), lunch)).toBe(true);
    expect(inQuietHours(at('2026-07-06T12:45:00Z'), lunch)).toBe(false);
    expect(inQuietHours(at('2026-12-06T13:30:00Z'), lunch)).toBe(false);
  });
});

describe('the push payload', () => {
  it('keeps the title, never the message text, and opens the conversation', () => {
    const payload = buildPushPayload(message);
    expect(pushPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload).toEqual({
      title: 'New message from Asha Rao',
      body: 'Open the conversation to read and reply.',
      tag: 'conversation-3f1c2a9e-1111-4222-8333-944445555666',
      url: '/dashboard/inbox/3f1c2a9e-1111-4222-8333-944445555666',
      notificationId: '42',
      category: 'messages',
    });
  });

  it('collapses by subject: one tag per conversation or order, else per notification', () => {
    expect(pushTag({ ...message, data: { orderId: 'o-1' } })).toBe('order-o-1');
    expect(pushTag({ ...message, data: {} })).toBe('notification-42');
    expect(pushTag({ ...message, data: { conversationId: 'a b' } })).toBe('notification-42');
  });

  it('says how many pushes the limit held back, clips long titles, falls back to the list', () => {
    const long = { ...message, title: 'x'.repeat(300), link: null };
    const payload = buildPushPayload(long, 3);
    expect(payload.body).toContain('3 more notifications');
    expect(payload.title).toHaveLength(120);
    expect(payload.url).toBe('/dashboard/notifications');
  });

  it('wakes the phone for inquiries and orders, and topics fit the push service', () => {
    expect(pushUrgency('inquiries')).toBe('high');
    expect(pushUrgency('orders')).toBe('high');
    expect(pushUrgency('messages')).toBe('normal');
    expect(pushUrgency('alerts')).toBe('low');
    const topic = pushTopic('conversation-3f1c2a9e-1111-4222-8333-944445555666');
    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // One subject, one topic; ids that differ only early on still get their own.
    expect(pushTopic('conversation-3f1c2a9e-1111-4222-8333-944445555666')).toBe(topic);
    expect(pushTopic('conversation-4f1c2a9e-1111-4222-8333-944445555666')).not.toBe(topic);
  });
});
