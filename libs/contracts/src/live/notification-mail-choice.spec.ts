import { describe, expect, it } from '@jest/globals';
import {
  defaultEmailDelivery,
  emailDeliveryOf,
  notificationCategoryOf,
  notificationTypes,
  typesMailedAs,
} from './notifications.js';

describe('a user’s mail choice for notifications', () => {
  it('is their own for a category they chose, else the category’s default', () => {
    expect(emailDeliveryOf('messages', {})).toBe(defaultEmailDelivery.messages);
    expect(emailDeliveryOf('messages', { messages: 'off' })).toBe('off');
    expect(emailDeliveryOf('messages', { orders: 'off' })).toBe(defaultEmailDelivery.messages);
  });

  it('sends each type one way: every type is instant, digest or off, once', () => {
    const chosen = { inquiries: 'digest', messages: 'instant', alerts: 'off' } as const;
    const instant = typesMailedAs('instant', chosen);
    const digest = typesMailedAs('digest', chosen);
    const off = typesMailedAs('off', chosen);
    expect([...instant, ...digest, ...off].sort()).toEqual([...notificationTypes].sort());
    expect(digest).toContain('inquiry.received');
    expect(instant).toContain('message.received');
    expect(off).toEqual(notificationTypes.filter((t) => notificationCategoryOf(t) === 'alerts'));
    // With no choices, the defaults: orders are mailed at once, matches in the digest.
    expect(typesMailedAs('instant', {})).toContain('order.placed');
    expect(typesMailedAs('digest', {})).toContain('match.found');
  });
});
