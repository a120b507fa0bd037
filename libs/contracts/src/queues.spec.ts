import { describe, expect, it } from '@jest/globals';
import { jobIds, jobNamesOf, parseJobPayload, queueNames } from './queues.js';

describe('queue contracts', () => {
  it('declares the mail, sms, launch, matching, account, analytics, orders and push queues', () => {
    expect([...queueNames]).toEqual([
      'mail',
      'sms',
      'launch',
      'matching',
      'account',
      'analytics',
      'orders',
      'push',
    ]);
    expect(jobNamesOf('mail')).toEqual(['deliver', 'launch-notice', 'account-link']);
    expect(jobNamesOf('sms')).toEqual(['deliver', 'launch-notice', 'account-code']);
    expect(jobNamesOf('launch')).toEqual(['fan-out']);
    expect(jobNamesOf('account')).toEqual(['export']);
    expect(jobNamesOf('analytics')).toEqual(['rollup-day']);
    expect(jobNamesOf('push')).toEqual(['notification', 'sweep']);
  });

  it('a rollup names one day as YYYY-MM-DD, or none (today and yesterday)', () => {
    expect(parseJobPayload('analytics', 'rollup-day', { day: '2026-11-27' })).toEqual({
      day: '2026-11-27',
    });
    expect(parseJobPayload('analytics', 'rollup-day', {})).toEqual({});
    for (const day of ['27-11-2026', '2026-11-27T00:00:00Z', 20261127])
      expect(() => parseJobPayload('analytics', 'rollup-day', { day })).toThrow();
  });

  it('derives job ids from what a job is for, without the ":" BullMQ 6 refuses', () => {
    expect(jobIds.launchNotice({ broadcastId: 3, subscriberId: 41 })).toBe('launch-3-41');
    expect(jobIds.broadcastFanOut(3)).toBe('broadcast-3-fan-out');
    const exportId = '9b2f6f0e-3c1d-4f5a-8e7b-0a1b2c3d4e5f';
    expect(jobIds.accountExport(exportId)).toBe(`data-export-${exportId}`);
    expect(jobIds.accountExportMail(exportId)).toBe(`data-export-mail-${exportId}`);
  });

  it("an export job names its export by id and carries the link's token sealed", () => {
    const exportId = '9b2f6f0e-3c1d-4f5a-8e7b-0a1b2c3d4e5f';
    expect(parseJobPayload('account', 'export', { exportId, sealedToken: 'sealed' })).toEqual({
      exportId,
      sealedToken: 'sealed',
    });
    for (const bad of [
      { exportId: 'nope', sealedToken: 's' },
      { exportId, sealedToken: '' },
    ])
      expect(() => parseJobPayload('account', 'export', bad)).toThrow();
  });

  it('accepts texts to 10 to 15 digits only', () => {
    expect(parseJobPayload('sms', 'deliver', { to: '15551234567', body: 'Hi' }).to).toBe(
      '15551234567',
    );
    for (const to of ['555123456', '+15551234567', '1234567890123456']) {
      expect(() => parseJobPayload('sms', 'deliver', { to, body: 'Hi' })).toThrow();
    }
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
