import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a subscriber link lets its holder do. A token made for one purpose never works for the other. */
export type LinkPurpose = 'confirm' | 'unsubscribe';

/** One letter per purpose in the token keeps SMS texts short; the MAC covers it. */
const purposeTags: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u' };

/**
 * 128 bits of HMAC-SHA256: far beyond guessing (tokens cannot be tried offline, only against the
 * API), and 22 base64url characters instead of 43 keep a link and its SMS short.
 */
const MAC_BYTES = 16;
const MIN_SECRET_LENGTH = 32;
/** Subscriber ids are PostgreSQL `serial` values. */
const MAX_SUBSCRIBER_ID = 2_147_483_647;

const tokenShape = /^([1-9]\d{0,9})\.([a-z])\.([A-Za-z0-9_-]{22})$/;

export interface SubscriberLinkSigner {
  /** `<subscriberId>.<purpose tag>.<base64url MAC>`: stateless, and valid for ever (an unsubscribe link must keep working). */
  sign(subscriberId: number, purpose: LinkPurpose): string;
  /** The subscriber id when the token is genuine and made for `purpose`; otherwise null. */
  verify(token: string, purpose: LinkPurpose): number | null;
}

/**
 * Signs subscriber links with `secret` (SUBSCRIPTION_LINK_SECRET, 32+ characters) and checks them
 * against it and the `previous` secrets it replaced (SUBSCRIPTION_LINK_SECRET_PREVIOUS): an
 * unsubscribe link in a mail sent before a rotation must keep working.
 */
export function subscriberLinkSigner(
  secret: string,
  previous: readonly string[] = [],
): SubscriberLinkSigner {
  for (const candidate of [secret, ...previous]) {
    if (candidate.length < MIN_SECRET_LENGTH) {
      throw new Error(
        `The subscriber link secret must be at least ${MIN_SECRET_LENGTH} characters`,
      );
    }
  }
  const macWith = (key: string, payload: string): Buffer =>
    createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  const mac = (payload: string) => macWith(secret, payload);

  return {
    sign(subscriberId, purpose) {
      if (!Number.isInteger(subscriberId) || subscriberId < 1 || subscriberId > MAX_SUBSCRIBER_ID) {
        throw new RangeError(`Not a subscriber id: ${subscriberId}`);
      }
      const payload = `${subscriberId}.${purposeTags[purpose]}`;
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    verify(token, purpose) {
      const match = tokenShape.exec(token);
      if (!match) return null;
      const [, id, tag, given] = match as unknown as [string, string, string, string];
      if (tag !== purposeTags[purpose]) return null;
      const subscriberId = Number(id);
      if (subscriberId > MAX_SUBSCRIBER_ID) return null;
      // Compared as text: decoding would ignore the last character's spare bits, so several
      // spellings of one MAC would pass. Both sides are 22 characters, so this is constant-time.
      const genuine = [secret, ...previous].some((key) =>
        timingSafeEqual(
          Buffer.from(given),
          Buffer.from(macWith(key, `${id}.${tag}`).toString('base64url')),
        ),
      );
      return genuine ? subscriberId : null;
    },
  };
}
