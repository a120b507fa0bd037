import { z } from 'zod';
import {
  contactFieldError,
  contactFields,
  multiLineText,
  singleLineText,
  type ContactField,
  type ContactForm,
} from './contact-form.js';
import { isDeliverableEmail } from './email-address.js';
import { contactMessages } from './messages/contact.js';

/**
 * POST /api/v1/contact (the send is real). Each field is checked by the same rule as the form
 * (contact-form.ts), so the API answers with the form's texts (docs/product/contact.md); a value of
 * the wrong type gets its field's "required" text.
 */

const t = contactMessages;
const requiredText: Record<ContactField, string> = {
  name: t.nameRequired,
  email: t.emailRequired,
  subject: t.subjectRequired,
  message: t.messageRequired,
};

const field = (name: ContactField, clean: (v: string) => string) =>
  z
    .string({ error: requiredText[name] })
    .transform(clean)
    .superRefine((value, ctx) => {
      const error =
        contactFieldError(name, value) ??
        // Stricter than the form's shape: the address becomes the Reply-To of the mail to support.
        (name === 'email' && !isDeliverableEmail(value) ? t.emailInvalid : null);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

export const contactRequestSchema = z.object({
  name: field('name', singleLineText),
  email: field('email', singleLineText),
  subject: field('subject', singleLineText),
  message: field('message', multiLineText),
}) satisfies z.ZodType<ContactForm, unknown>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/**
 * The fields whose first error is the 400's message (the form's texts, docs/product/contact.md).
 */
export const contactMessageFields: readonly string[] = contactFields;

/** A sent message (the form's success text). */
export const contactAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
