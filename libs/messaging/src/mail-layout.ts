import { brand } from './brand.js';
import { escapeHtml } from './escape-html.js';

/** What one mail says; `renderMail` lays it out the same way for every mail we send. */
export interface MailContent {
  subject: string;
  /** Shown by inboxes next to the subject, hidden in the body. */
  preheader: string;
  heading: string;
  paragraphs: readonly string[];
  /** Someone's own words (a contact message, a ticket), shown as written: line breaks kept. */
  quote?: string;
  /** The one thing the reader should do, as a button (and as a plain link in the text part). */
  action: { label: string; url: string };
  /** Small print under the button. */
  note?: string;
  /** Why the reader got this mail, in the footer beside the unsubscribe link. */
  reason: string;
  /** Mails to subscribers carry one; account mails (verification, reset, notices) are transactional and carry none. */
  unsubscribeUrl?: string;
}

export const unsubscribeLabel = 'Unsubscribe';

/** The text part: what plain-text clients and screen readers of raw mail get. */
function renderText(content: MailContent): string {
  const lines = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.quote ? [...content.quote.split('\n').map((line) => `> ${line}`), ''] : []),
    `${content.action.label}:`,
    content.action.url,
    '',
    ...(content.note ? [content.note, ''] : []),
    '--',
    content.reason,
    ...(content.unsubscribeUrl ? [`${unsubscribeLabel}: ${content.unsubscribeUrl}`] : []),
    '',
    `${brand.name} - ${brand.tagline}`,
  ];
  return `${lines.join('\n')}\n`;
}

const font =
  "font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

/**
 * The HTML part: one centred card, tables and inline styles only (what mail clients render
 * alike), the brand colours of the web app, and every piece of content escaped.
 */
function renderHtml(content: MailContent): string {
  const e = escapeHtml;
  const paragraphs = content.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${brand.text}">${e(p)}</p>`,
    )
    .join('\n');
  const note = content.note
    ? `<p style="margin:24px 0 0;font-size:14px;line-height:1.5;color:${brand.mutedText}">${e(content.note)}</p>`
    : '';
  const quote = content.quote
    ? `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${brand.primary};background:${brand.background};font-size:15px;line-height:1.6;color:${brand.text};white-space:pre-wrap;word-break:break-word">${e(content.quote)}</div>`
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? `<a href="${e(content.unsubscribeUrl)}" style="color:${brand.mutedText};text-decoration:underline">${e(unsubscribeLabel)}</a> &middot; `
    : '';
  const { label, url } = content.action;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${brand.background};${font}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${e(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brand.background}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 8px 16px;font-size:22px;font-weight:800;color:${brand.primary};${font}">${e(brand.name)}</td></tr>
<tr><td style="background:#ffffff;border-radius:16px;padding:32px;border-top:4px solid ${brand.accent}">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:${brand.text};${font}">${e(content.heading)}</h1>
${paragraphs}
${quote}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr>
<td style="border-radius:999px;background:${brand.primary}"><a href="${e(url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:999px;${font}">${e(label)}</a></td>
</tr></table>
<p style="margin:0;font-size:13px;line-height:1.5;color:${brand.mutedText}">If the button does not work, copy this link into your browser:<br><a href="${e(url)}" style="color:${brand.primary};word-break:break-all">${e(url)}</a></p>
${note}
</td></tr>
<tr><td style="padding:16px 8px 0;font-size:12px;line-height:1.5;color:${brand.mutedText};${font}">
<p style="margin:0 0 8px">${e(content.reason)}</p>
<p style="margin:0">${unsubscribe}${e(brand.name)} - ${e(brand.tagline)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function renderMail(content: MailContent): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content) };
}
