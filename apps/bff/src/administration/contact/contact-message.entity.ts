import { contactMaxLengths } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';

/** A message sent through the public contact form; stored only once its mail to support is queued. */
export const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_message',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(contactMaxLengths.name),
    /** The sender's address as typed (trimmed): the Reply-To of the mail to support. */
    email: p.string().length(contactMaxLengths.email),
    subject: p.string().length(contactMaxLengths.subject),
    message: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);
