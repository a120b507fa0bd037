import { brand } from '../brand.js';

/**
 * The phone verification code. The last line is the WebOTP / one-time-code binding
 * (`@host #code`), so browsers on the user's phone can offer to fill the code in, and only on our site.
 */
export function phoneCodeSms(publicUrl: string, code: string): string {
  const host = new URL(publicUrl).hostname;
  return `${brand.name}: your verification code is ${code}. It expires in 10 minutes. Never share it.\n\n@${host} #${code}`;
}
