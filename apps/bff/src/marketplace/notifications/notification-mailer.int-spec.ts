import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Job } from 'bullmq';
import { runAsOneRequest } from '../../platform/common/request-scope.js';
import { ModerationMailer } from '../moderation/moderation-mailer.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { Presence } from '../../platform/realtime/presence.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { NotificationMailer } from './notification-mailer.js';
import { NotificationsService } from './notifications.service.js';

const MINUTE = 60_000;

/** The mailer runs with a moved clock (`sweep(now)`): "later" is minutes after the rows were stored. */
describe('notification mail for users who are away (real PostgreSQL and Redis)', () => {
  let kit: Awaited<ReturnType<typeof startCatalogueApp>>;

  beforeAll(async () => {
    kit = await startCatalogueApp('notification_mail');
  });

  afterAll(async () => {
    await kit?.stop();
  });

  const mailsTo = async (email: string) => {
    const jobs: Job[] = await kit.app
      .get(QueueRegistry)
      .get('mail')
      .getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
    return jobs
      .map((job) => job.data as { to: string; subject: string; text: string })
      .filter((mail) => mail.to === email);
  };
  const notify = (userId: string, type: 'inquiry.received' | 'message.received', title: string) =>
    kit.app.get(NotificationsService).notify({ userId, type, title, body: 'About black pepper' });
  const sweep = (at: number) => kit.app.get(NotificationMailer).sweep(at);

  it('mails an away user one list of their unread instant notifications, once', async () => {
    const me = await signedInAccount(kit.app);
    await notify(me.id, 'inquiry.received', 'New inquiry from Asha');
    await notify(me.id, 'inquiry.received', 'New inquiry from Ravi');
    // Not yet: they were stored a moment ago.
    await sweep(Date.now());
    expect(await mailsTo(me.email)).toEqual([]);

    await sweep(Date.now() + 16 * MINUTE);
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have 2 unread notifications on MatchBazaar');
    expect(mails[0]!.text).toContain('New inquiry from Asha: About black pepper');
    expect(mails[0]!.text).toContain('/dashboard/notifications');

    // Nothing new: no second mail, even much later.
    await sweep(Date.now() + 60 * MINUTE);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('does not mail a user who is connected, nor notifications already read', async () => {
    const present = await signedInAccount(kit.app);
    const reader = await signedInAccount(kit.app);
    await notify(present.id, 'inquiry.received', 'For the present one');
    const read = await notify(reader.id, 'inquiry.received', 'Read at once');
    await kit.call('POST', `/notifications/${read!.id}/read`, reader.auth);
    const later = Date.now() + 16 * MINUTE;
    // Connected a minute before the sweep (the gateway marks connected users every minute).
    await kit.app.get(Presence).mark([present.id], later - MINUTE);
    await sweep(later);
    expect(await mailsTo(present.email)).toEqual([]);
    expect(await mailsTo(reader.email)).toEqual([]);
  });

  it('follows the preferences: off sends nothing, digest waits for the daily mail', async () => {
    const quiet = await signedInAccount(kit.app);
    const digest = await signedInAccount(kit.app);
    await kit.call('PUT', '/notifications/preferences', quiet.auth, {
      email: { inquiries: 'off' },
    });
    await kit.call('PUT', '/notifications/preferences', digest.auth, {
      email: { inquiries: 'digest' },
    });
    await notify(quiet.id, 'inquiry.received', 'Unheard');
    await notify(digest.id, 'inquiry.received', 'Summed up');
    await notify(digest.id, 'message.received', 'A message');
    await sweep(Date.now() + 16 * MINUTE);
    expect(await mailsTo(quiet.email)).toEqual([]);
    const daily = await mailsTo(digest.email);
    expect(daily).toHaveLength(1);
    expect(daily[0]!.text).toContain('Your daily summary');
    expect(daily[0]!.subject).toBe('You have 2 unread notifications on MatchBazaar');

    // The next digest waits a day, however much arrives meanwhile.
    await notify(digest.id, 'inquiry.received', 'Tomorrow');
    await sweep(Date.now() + 40 * MINUTE);
    expect(await mailsTo(digest.email)).toHaveLength(1);
  });

  it('never mails a notification two days old: the sweep reads recent rows only', async () => {
    const late = await signedInAccount(kit.app);
    await notify(late.id, 'inquiry.received', 'Stale news');
    // Their mail preference was off, say, and is turned on three days later: nothing is sent.
    await sweep(Date.now() + 3 * 24 * 60 * MINUTE);
    expect(await mailsTo(late.email)).toEqual([]);
    // Within the two days it would have been (the same row, a sweep a day after it).
    const timely = await signedInAccount(kit.app);
    await notify(timely.id, 'inquiry.received', 'Fresh news');
    await sweep(Date.now() + 24 * 60 * MINUTE);
    expect(await mailsTo(timely.email)).toHaveLength(1);
  });

  it('sends at most one instant mail per window, and the next one lists only what is new', async () => {
    const me = await signedInAccount(kit.app);
    await notify(me.id, 'inquiry.received', 'First');
    const start = Date.now();
    await sweep(start + 16 * MINUTE);
    await notify(me.id, 'inquiry.received', 'Second');
    // Two BFFs sweeping at the same moment queue one mail between them.
    await Promise.all([sweep(start + 40 * MINUTE), sweep(start + 40 * MINUTE)]);
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'You have 1 unread notification on MatchBazaar',
      'You have 1 unread notification on MatchBazaar',
    ]);
    expect(mails.some((mail) => mail.text.includes('Second'))).toBe(true);
  });

  it("tells a post's author of a moderator's decision in the centre; a rejection mailed at once is not mailed again", async () => {
    const author = await signedInAccount(kit.app);
    // As a moderation request does it: inside a request's own entity manager.
    const tell = (decision: 'approved' | 'rejected', reason: string | null) =>
      runAsOneRequest(() =>
        kit.app.get(ModerationMailer).tell({
          kind: 'listing',
          id: '00000000-0000-4000-8000-000000000001',
          title: 'Black pepper',
          authorId: author.id,
          decision,
          reason,
          changedAt: new Date(),
        }),
      );
    await tell('approved', null);
    await tell('rejected', 'Photos show a different product');
    const listed = await kit.call('GET', '/notifications', author.auth);
    const items = listed.json<{
      data: { items: { type: string; title: string; link: string }[] };
    }>().data.items;
    expect(items.map((item) => [item.type, item.title, item.link])).toEqual([
      ['post.rejected', 'Your listing “Black pepper” needs changes', '/seller/my-listings'],
      [
        'post.approved',
        'Your listing “Black pepper” is live',
        '/marketplace/listing/00000000-0000-4000-8000-000000000001',
      ],
    ]);
    // The rejection's own mail, at once; the sweep adds only the approval (moderation: instant).
    expect((await mailsTo(author.email)).map((mail) => mail.subject)).toEqual([
      'Your listing “Black pepper” was not approved',
    ]);
    await sweep(Date.now() + 16 * MINUTE);
    const mails = await mailsTo(author.email);
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.subject.startsWith('You have'))!.text).not.toContain(
      'needs changes',
    );
  });
});
