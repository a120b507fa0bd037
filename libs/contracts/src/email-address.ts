/**
 * The address rules, shared by the web forms, the BFF's request schemas and the worker's mail job.
 * Free of zod, so the forms do not bundle it. Every check looks at the length first and then walks
 * the text once: no pattern here can backtrack, so a megabyte of `a@....` costs microseconds.
 */

/** RFC 5321's longest forward path, less the angle brackets. */
export const emailMaxLength = 254;

/**
 * The form's shape: text, an at sign, text, a dot, text; no spaces. What the launch page and the
 * contact form check while typing (the server then applies `isDeliverableEmail`).
 */
export function hasEmailShape(value: string): boolean {
  if (value.length > emailMaxLength || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) >= 0) return false;
  // A dot with text on both sides somewhere in the domain.
  return value.slice(at + 2, -1).includes('.');
}

const localCharacters = /^[A-Za-z0-9_'+.-]+$/;
const labelCharacters = /^[A-Za-z0-9-]+$/;
const topLabel = /^[A-Za-z]{2,}$/;

/**
 * The one rule for an address we will send mail to: registration, sign-ups, the contact form and
 * the worker's mail job all apply it, so nothing the worker refuses is ever saved. The local part
 * is dot-separated runs of letters, digits and `_ ' + -` (not ending in `'`); the domain is two or
 * more labels of letters, digits and hyphens (not starting with a hyphen), the last letters only.
 */
export function isDeliverableEmail(value: string): boolean {
  if (value.length > emailMaxLength) return false;
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) >= 0) return false;
  const local = value.slice(0, at);
  if (!localCharacters.test(local) || local.endsWith("'")) return false;
  if (local.split('.').some((part) => part === '')) return false;
  const labels = value.slice(at + 1).split('.');
  const top = labels.pop();
  if (top === undefined || labels.length === 0 || !topLabel.test(top)) return false;
  return labels.every((label) => labelCharacters.test(label) && !label.startsWith('-'));
}
