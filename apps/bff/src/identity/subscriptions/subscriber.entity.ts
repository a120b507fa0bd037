import { contactTypes, subscriberStatuses } from '@matchbazaar/contracts';
import { subscriberTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';

/** One person on the launch waitlist: an email address or a phone number (digits only). */
export const SubscriberSchema = defineEntity({
  name: 'Subscriber',
  // The worker writes this table too: its names live in libs/db-schema.
  tableName: subscriberTable.name,
  properties: {
    id: p.integer().primary().autoincrement(),
    contactType: p.enum(contactTypes),
    /** Normalised: email trimmed with a lower-case domain, or the phone's digits. */
    address: p.string().length(254),
    status: p.enum(subscriberStatuses).default('pending'),
    source: p.string().length(40),
    /** The last confirmation message queued; another is not sent within 24 h. */
    confirmationSentAt: p.datetime().nullable(),
    confirmedAt: p.datetime().nullable(),
    unsubscribedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Subscriber extends SubscriberSchema.class {}
SubscriberSchema.setClass(Subscriber);
