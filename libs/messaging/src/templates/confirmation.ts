import { brand } from '../brand.js';
import { composeSubscriberMail, type ComposedMail } from '../compose-mail.js';
import type { SubscriberLinks } from '../subscriber-links.js';

/** Double opt-in, by mail: nothing else is sent to the address until its holder confirms. */
export function confirmationMail(links: SubscriberLinks): ComposedMail {
  return composeSubscriberMail(links, {
    subject: `Confirm your ${brand.name} launch alerts`,
    preheader: 'One click and you are on the list for launch day.',
    heading: 'Please confirm your subscription',
    paragraphs: [
      `Thanks for signing up to hear when ${brand.name} launches: the marketplace where buyers post what they need, sellers post what they offer, and AI matching brings the two together.`,
      'Confirm your address and we will tell you the moment we open. Until you do, we will not send you anything else.',
    ],
    action: { label: 'Confirm my subscription', url: links.confirm },
    note: 'Did not sign up? Simply ignore this email: without a confirmation you will not hear from us again.',
    reason: `You received this email because this address was entered on the ${brand.name} launch page.`,
  });
}

/** Double opt-in, by SMS: the confirm link, and the way out for someone who never asked. */
export function confirmationSms(links: SubscriberLinks): string {
  return `${brand.name}: confirm your launch alerts: ${links.confirm} Not you? Opt out: ${links.unsubscribe}`;
}
