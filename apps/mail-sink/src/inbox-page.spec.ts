import { describe, expect, it } from '@jest/globals';
import { renderInboxPage } from './inbox-page.js';
import type { StoredMessage } from './stored-message.js';

function message(overrides: Partial<StoredMessage> = {}): StoredMessage {
  return {
    id: 'id-1',
    from: 'no-reply@matchbazaar.local',
    fromName: 'MatchBazaar',
    to: ['ada@example.com'],
    cc: [],
    subject: 'Hello',
    date: '2026-11-02T10:00:00.000Z',
    receivedAt: '2026-11-02T10:00:00.000Z',
    text: 'Hi',
    html: null,
    headers: { subject: 'Hello' },
    envelope: { from: 'no-reply@matchbazaar.local', to: ['ada@example.com'] },
    ...overrides,
  };
}

describe('renderInboxPage', () => {
  it('escapes every mail field, in the list and in the message view', () => {
    const evil = message({
      subject: '<script>alert(1)</script>',
      to: ['"><img src=x onerror=alert(2)>@example.com'],
      text: '</pre><script>alert(3)</script>',
      headers: { 'x-evil': '<b onmouseover=alert(4)>' },
    });
    const page = renderInboxPage([evil], evil);
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<b onmouseover');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;/pre&gt;&lt;script&gt;alert(3)');
  });

  it('puts the HTML body only inside a fully sandboxed srcdoc frame, attribute-escaped', () => {
    const m = message({ html: '<p onclick="x()">Hi & bye</p><script>steal()</script>' });
    const page = renderInboxPage([m], m);
    const frame = /<iframe[^>]*>/.exec(page)?.[0] ?? '';
    expect(frame).toContain('sandbox=""');
    expect(frame).toContain(
      'srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hi &amp; bye&lt;/p&gt;&lt;script&gt;steal()&lt;/script&gt;"',
    );
    expect(page).not.toContain('<script>');
  });

  it('lists messages in the order given and links each one', () => {
    const page = renderInboxPage([
      message({ id: 'b', subject: 'Second' }),
      message({ id: 'a', subject: 'First' }),
    ]);
    expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First'));
    expect(page).toContain('href="/messages/b"');
    expect(page).toContain('2 messages');
  });
});
