import { brand } from '../brand.js';
import { composeSubscriberMail, type ComposedMail } from '../compose-mail.js';
import type { SubscriberLinks } from '../subscriber-links.js';

/** Launch day, by mail: sent once to every confirmed subscriber. */
export function launchNoticeMail(links: SubscriberLinks): ComposedMail {
  return composeSubscriberMail(links, {
    subject: `${brand.name} is live!`,
    preheader: 'The doors are open: post what you need or what you offer today.',
    heading: "We're live!",
    paragraphs: [
      `The wait is over: ${brand.name} is open. Post what you need or list what you offer, and our matching engine puts the right buyers and sellers in front of each other.`,
      'Every payment is protected by escrow, and our support team is there for you around the clock.',
    ],
    action: { label: `Visit ${brand.name}`, url: links.home },
    reason: `You received this email because you asked to hear when ${brand.name} launched. This is the only launch message we send.`,
  });
}

/** Launch day, by SMS: one segment (160 characters) with a site address of usual length. */
export function launchNoticeSms(links: SubscriberLinks): string {
  return `${brand.name} is live! Start trading: ${links.home} Opt out: ${links.unsubscribe}`;
}
