import { describe, expect, it, jest } from '@jest/globals';
import type { ContactType, LaunchNotice } from '@matchbazaar/contracts';
import { UnrecoverableError } from 'bullmq';
import { pino } from 'pino';
import type { BroadcastStore, Claim } from '../../adapters/broadcast-store.js';
import type { JobContext } from '../job-handler.js';
import { launchNoticeHandler } from './launch-notice.handler.js';
import type { NoticeChannel } from './notice-channel.js';

const notice: LaunchNotice = { broadcastId: 3, subscriberId: 42 };
const address = 'ada@example.com';

const job = (attemptsMade = 0, maxAttempts = 3): JobContext => ({
  queue: 'mail',
  name: 'launch-notice',
  id: 'launch-3-42',
  attemptsMade,
  maxAttempts,
  logger: pino({ level: 'silent' }),
});

const sending = (attempts = 1, contactType: ContactType = 'email'): Claim => ({
  outcome: 'send',
  contactType,
  address,
  attempts,
});

/** The two store calls the handler makes: a scripted claim, and every settle recorded. */
function storeClaiming(claim: Claim) {
  const settled: { status: string; detail: string }[] = [];
  const store = {
    claim: jest.fn(() => Promise.resolve(claim)),
    settle: jest.fn((_b: number, _s: number, status: string, detail: string) => {
      settled.push({ status, detail });
      return Promise.resolve();
    }),
  };
  return { store: store as unknown as BroadcastStore, settled };
}

function channelThat(
  send: (notice: LaunchNotice, to: string) => Promise<string>,
  options: {
    permanent?: (error: unknown) => boolean;
    acceptedEarlier?: () => Promise<string | undefined>;
  } = {},
) {
  const channel = {
    contactType: 'email' as const,
    send: jest.fn(send),
    isPermanent: options.permanent ?? (() => false),
    ...(options.acceptedEarlier && { acceptedEarlier: jest.fn(options.acceptedEarlier) }),
  } satisfies NoticeChannel;
  return channel;
}

const neverSends = () => channelThat(() => Promise.reject(new Error('must not send')));

describe('launch-notice handler', () => {
  it('does nothing for a delivery an earlier run settled', async () => {
    const { store, settled } = storeClaiming({ outcome: 'settled', status: 'sent' });
    const channel = neverSends();
    await launchNoticeHandler({ store, channel })(notice, job());
    expect(store.claim).toHaveBeenCalledWith(3, 42);
    expect(channel.send).not.toHaveBeenCalled();
    expect(settled).toEqual([]);
  });

  it('records a subscriber who is no longer subscribed as skipped, without sending', async () => {
    const { store, settled } = storeClaiming({ outcome: 'not-subscribed' });
    const channel = neverSends();
    await launchNoticeHandler({ store, channel })(notice, job());
    expect(channel.send).not.toHaveBeenCalled();
    expect(settled).toEqual([{ status: 'skipped', detail: 'not subscribed at send time' }]);
  });

  it('sends to the claimed address and settles the delivery as sent with the message id', async () => {
    const { store, settled } = storeClaiming(sending());
    const channel = channelThat(() => Promise.resolve('<launch-3-42@matchbazaar.test>'));
    await launchNoticeHandler({ store, channel })(notice, job());
    expect(channel.send).toHaveBeenCalledWith(notice, address);
    expect(settled).toEqual([{ status: 'sent', detail: '<launch-3-42@matchbazaar.test>' }]);
  });

  it('fails a notice queued on the wrong channel for good, without sending', async () => {
    const { store, settled } = storeClaiming(sending(1, 'phone'));
    const channel = neverSends();
    await expect(launchNoticeHandler({ store, channel })(notice, job())).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    expect(channel.send).not.toHaveBeenCalled();
    expect(settled).toEqual([{ status: 'failed', detail: 'queued for email' }]);
  });

  it('records a permanent refusal as failed and stops retrying (UnrecoverableError)', async () => {
    const { store, settled } = storeClaiming(sending());
    const channel = channelThat(() => Promise.reject(new Error('550 no such mailbox')), {
      permanent: () => true,
    });
    const error = await launchNoticeHandler({ store, channel })(notice, job()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect((error as Error).message).toBe('550 no such mailbox');
    expect(settled).toEqual([{ status: 'failed', detail: '550 no such mailbox' }]);
  });

  it('rethrows a transient error for a retry and leaves the delivery open before the last attempt', async () => {
    const { store, settled } = storeClaiming(sending());
    const transient = new Error('421 try again later');
    const channel = channelThat(() => Promise.reject(transient));
    const handler = launchNoticeHandler({ store, channel });
    for (const attemptsMade of [0, 1]) {
      const error = await handler(notice, job(attemptsMade, 3)).catch((e: unknown) => e);
      expect(error).toBe(transient);
      expect(error).not.toBeInstanceOf(UnrecoverableError);
    }
    expect(settled).toEqual([]);
  });

  it('records the last failed attempt as failed, and still rethrows', async () => {
    const { store, settled } = storeClaiming(sending(3));
    const transient = new Error('connection reset');
    const channel = channelThat(() => Promise.reject(transient));
    await expect(launchNoticeHandler({ store, channel })(notice, job(2, 3))).rejects.toBe(
      transient,
    );
    expect(settled).toEqual([{ status: 'failed', detail: 'gave up: connection reset' }]);
  });

  it('after an interrupted attempt, settles as sent without sending when the provider already accepted it', async () => {
    const { store, settled } = storeClaiming(sending(2));
    const channel = channelThat(() => Promise.reject(new Error('must not send')), {
      acceptedEarlier: () => Promise.resolve('<launch-3-42@matchbazaar.test>'),
    });
    await launchNoticeHandler({ store, channel })(notice, job(0));
    expect(channel.acceptedEarlier).toHaveBeenCalledWith(notice, address);
    expect(channel.send).not.toHaveBeenCalled();
    expect(settled).toEqual([{ status: 'sent', detail: '<launch-3-42@matchbazaar.test>' }]);
  });

  it('after an interrupted attempt, sends when the provider has no record of it', async () => {
    const { store, settled } = storeClaiming(sending(2));
    const channel = channelThat(() => Promise.resolve('<new@x>'), {
      acceptedEarlier: () => Promise.resolve(undefined),
    });
    await launchNoticeHandler({ store, channel })(notice, job(0));
    expect(channel.acceptedEarlier).toHaveBeenCalledTimes(1);
    expect(channel.send).toHaveBeenCalledWith(notice, address);
    expect(settled).toEqual([{ status: 'sent', detail: '<new@x>' }]);
  });

  it('does not ask the provider on a first attempt', async () => {
    const { store } = storeClaiming(sending(1));
    const channel = channelThat(() => Promise.resolve('<1@x>'), {
      acceptedEarlier: () => Promise.resolve('<old@x>'),
    });
    await launchNoticeHandler({ store, channel })(notice, job(0));
    expect(channel.acceptedEarlier).not.toHaveBeenCalled();
    expect(channel.send).toHaveBeenCalledTimes(1);
  });
});
