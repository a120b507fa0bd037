import { describe, expect, it } from '@jest/globals';
import type { User as PublicUser } from '@matchbazaar/contracts';
import type { ChangeListener, ChangeNotices } from '../../platform/database/change-notices.js';
import { AccountCache, ACCOUNT_CHANGE_CHANNEL, type LiveSession } from './account-cache.js';

/** Notices a test sends by hand, and can say are not heard. */
function fakeNotices() {
  const listeners: ChangeListener[] = [];
  const notices = {
    live: true,
    listen(channel: string, listener: ChangeListener) {
      expect(channel).toBe(ACCOUNT_CHANGE_CHANNEL);
      listeners.push(listener);
    },
    send: (payload: string) => listeners.forEach((l) => l.notice(payload)),
    gap: () => listeners.forEach((l) => l.gap()),
  };
  return notices;
}

const now = 1_000_000;
const session = (userId = 'u1', role = 'user'): LiveSession => ({
  userId,
  role,
  expiresAt: now + 86_400_000,
});
const user = { id: 'u1', firstName: 'Ada' } as PublicUser;

/** A loader that counts its calls. */
function loader<T>(value: T) {
  const load = Object.assign(
    () => {
      load.calls++;
      return Promise.resolve(value);
    },
    { calls: 0 },
  );
  return load;
}

describe('AccountCache', () => {
  const setUp = () => {
    const notices = fakeNotices();
    return { notices, cache: new AccountCache(notices as unknown as ChangeNotices) };
  };

  it('reads a live session once, then answers from memory', async () => {
    const { cache } = setUp();
    const load = loader(session());
    expect(await cache.session('f1', 'u1', now, load)).toEqual(session());
    expect(await cache.session('f1', 'u1', now + 1_000, load)).toEqual(session());
    expect(load.calls).toBe(1);
  });

  it('does not keep a session that is not live, nor answer for another user or after its end', async () => {
    const { cache } = setUp();
    const none = loader<LiveSession | null>(null);
    await cache.session('f1', 'u1', now, none);
    await cache.session('f1', 'u1', now, none);
    expect(none.calls).toBe(2);

    const load = loader(session());
    await cache.session('f2', 'u1', now, load);
    const other = loader<LiveSession | null>(null);
    expect(await cache.session('f2', 'u2', now, other)).toBeNull();
    expect(other.calls).toBe(1);
    expect(await cache.session('f2', 'u1', session().expiresAt, none)).toBeNull();
  });

  it('reads again after a minute without notices', async () => {
    const { cache } = setUp();
    const load = loader(session());
    await cache.session('f1', 'u1', now, load);
    await cache.session('f1', 'u1', now + 60_001, load);
    expect(load.calls).toBe(2);
  });

  it('drops a session on its notice, and an account with its sessions on the account notice', async () => {
    const { cache, notices } = setUp();
    const load = loader(session());
    const me = loader(user);
    await cache.session('f1', 'u1', now, load);
    await cache.session('f2', 'u1', now, load);
    await cache.user('u1', now, me);

    notices.send('session:f1');
    await cache.session('f1', 'u1', now, load);
    await cache.session('f2', 'u1', now, load);
    expect(load.calls).toBe(3);

    notices.send('user:u1');
    await cache.session('f2', 'u1', now, load);
    await cache.user('u1', now, me);
    expect(load.calls).toBe(4);
    expect(me.calls).toBe(2);
  });

  it('forgets everything on a gap or a notice it does not understand', async () => {
    const { cache, notices } = setUp();
    const me = loader(user);
    await cache.user('u1', now, me);
    notices.gap();
    await cache.user('u1', now, me);
    notices.send('something else');
    await cache.user('u1', now, me);
    expect(me.calls).toBe(3);
  });

  it('keeps nothing while notices are not heard', async () => {
    const { cache, notices } = setUp();
    notices.live = false;
    const me = loader(user);
    await cache.user('u1', now, me);
    await cache.user('u1', now, me);
    expect(me.calls).toBe(2);
  });

  it('does not keep what a read returns when a change came in while it ran', async () => {
    const { cache } = setUp();
    let finish!: (value: PublicUser) => void;
    const slow = () => new Promise<PublicUser>((resolve) => (finish = resolve));
    const reading = cache.user('u1', now, slow);
    cache.forgetUser('u1');
    finish(user);
    expect(await reading).toEqual(user);
    const me = loader(user);
    await cache.user('u1', now, me);
    expect(me.calls).toBe(1);
  });
});
