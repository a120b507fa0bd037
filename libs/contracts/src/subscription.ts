import { limits } from './constants.js';
import { hasEmailShape } from './email-address.js';
import { subscriptionMessages } from './messages/subscription.js';

/**
 * docs/product/launch-page.md: the launch-page sign-up, shared by the form, its machine and the
 * BFF.
 */

export type ContactType = 'email' | 'phone';

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Phone auto-format while typing: up to 3 digits as typed; 4-6 as 3-rest; 7-10 as 3-3-4; more than
 * 10 as +country code then 3-3-4 (11 digits used at most).
 */
export function formatPhoneInput(value: string): string {
  const d = digitsOnly(value);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length <= 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  const n = d.slice(0, limits.phone.maxFormattedDigits);
  return `+${n[0]} ${n.slice(1, 4)}-${n.slice(4, 7)}-${n.slice(7)}`;
}

export function subscriptionEmailError(value: string): string | null {
  return hasEmailShape(value) ? null : subscriptionMessages.invalidEmail;
}

export function subscriptionPhoneError(value: string): string | null {
  return digitsOnly(value).length >= limits.phone.minDigits
    ? null
    : subscriptionMessages.invalidPhone;
}
