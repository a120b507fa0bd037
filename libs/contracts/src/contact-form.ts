import { limits } from './constants.js';
import { hasEmailShape } from './email-address.js';
import { contactMessages } from './messages/contact.js';

/**
 * docs/product/contact.md: the contact form's fields and rules, shared by its machine, the page
 * and the BFF's schema (contact.ts). Free of zod, so the form's machine does not bundle it.
 */

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactForm = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Longest accepted values (our own): room for any real message, bounded for storage and mail. */
export const contactMaxLengths = { name: 100, email: 254, subject: 200, message: 5_000 } as const;

/**
 * Messages a client may send per window (our own figure): enough for a person, not for a script.
 */
export const contactRateLimit = { perWindow: 5, windowMs: 10 * 60_000 } as const;

const t = contactMessages;

/** The first problem of one field's value (as typed; surrounding spaces do not count), or null. */
export function contactFieldError(field: ContactField, raw: string): string | null {
  const value = raw.trim();
  switch (field) {
    case 'name':
      if (!value) return t.nameRequired;
      return value.length > contactMaxLengths.name ? t.nameTooLong : null;
    case 'email':
      if (!value) return t.emailRequired;
      return value.length > contactMaxLengths.email || !hasEmailShape(value)
        ? t.emailInvalid
        : null;
    case 'subject':
      if (!value) return t.subjectRequired;
      return value.length > contactMaxLengths.subject ? t.subjectTooLong : null;
    case 'message':
      if (!value) return t.messageRequired;
      if (value.length < limits.contact.messageMinLength) return t.messageTooShort;
      return value.length > contactMaxLengths.message ? t.messageTooLong : null;
  }
}

/**
 * docs/product/contact.md: every field checked on submit; an empty object means the form may be
 * sent.
 */
export function contactFormErrors(form: ContactForm): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of contactFields) {
    const error = contactFieldError(field, form[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Names and subjects go into mail headers and one-line lists: control characters become spaces. */
export function singleLineText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** Free text keeps its line breaks (normalised to \n) and tabs; other control characters go. */
export function multiLineText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .trim()
  );
}

/** What is sent: every value trimmed. */
export function contactRequestOf(form: ContactForm): ContactForm {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
}
