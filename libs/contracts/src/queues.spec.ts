import { describe, expect, it } from '@jest/globals';
import { jobNamesOf, parseJobPayload, queueNames } from './queues.js';

describe('queue contracts', () => {
  it('declares the queues of DESIGN.md', () => {
    expect([...queueNames]).toEqual(['mail', 'sms', 'launch', 'matching']);
    expect(jobNamesOf('mail')).toEqual(['deliver']);
  });

  it('validates a payload where it is received', () => {
    const ok = parseJobPayload('mail', 'deliver', { to: ' a@b.co ', subject: 'Hi', text: 'Hello' });
    expect(ok.to).toBe('a@b.co');
    expect(() =>
      parseJobPayload('mail', 'deliver', { to: 'not-an-address', subject: '', text: '' }),
    ).toThrow();
    expect(() => parseJobPayload('mail', 'nope' as 'deliver', {})).toThrow(
      'Unknown job "nope" on queue "mail"',
    );
  });
});
