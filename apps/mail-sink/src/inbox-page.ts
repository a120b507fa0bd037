import { escapeHtml } from './escape-html.js';
import type { StoredMessage } from './stored-message.js';

/**
 * The web inbox, rendered on the server without any script: every mail field is attacker input,
 * so all of it goes through escapeHtml, and a message's HTML body only ever runs inside an iframe
 * with an empty `sandbox` (no scripts, no forms, no same-origin access).
 */
export function renderInboxPage(messages: StoredMessage[], selected?: StoredMessage): string {
  const rows = messages.map((m) => renderRow(m, m.id === selected?.id)).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${selected ? `${escapeHtml(selected.subject || '(no subject)')} - ` : ''}MatchBazaar mail sink</title>
<style>${styles}</style>
</head>
<body>
<header><h1><a href="/">MatchBazaar mail sink</a></h1>
<span>${messages.length} ${messages.length === 1 ? 'message' : 'messages'} · newest first · <a href="${selected ? `/messages/${encodeURIComponent(selected.id)}` : '/'}">refresh</a> · JSON at <a href="/api/messages">/api/messages</a></span></header>
<main>
<nav aria-label="Messages">
${messages.length === 0 ? '<p class="empty">No mail yet. Send to the SMTP port and refresh.</p>' : `<ul>\n${rows}\n</ul>`}
</nav>
<section aria-label="Message">
${selected ? renderMessage(selected) : '<p class="empty">Select a message.</p>'}
</section>
</main>
</body>
</html>
`;
}

export function renderNotFoundPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not found - MatchBazaar mail sink</title><style>${styles}</style></head>
<body><header><h1><a href="/">MatchBazaar mail sink</a></h1></header>
<p class="empty">That message is not in the sink (it may have been cleared). <a href="/">Back to the inbox</a></p></body></html>
`;
}

function renderRow(m: StoredMessage, current: boolean): string {
  return `<li${current ? ' class="current"' : ''}><a href="/messages/${encodeURIComponent(m.id)}"${current ? ' aria-current="page"' : ''}>
<strong>${escapeHtml(m.subject || '(no subject)')}</strong>
<span>${escapeHtml(m.to.join(', ') || m.envelope.to.join(', '))}</span>
<time datetime="${escapeHtml(m.date)}">${escapeHtml(formatDate(m.date))}</time>
</a></li>`;
}

function renderMessage(m: StoredMessage): string {
  const headerRows = Object.entries(m.headers)
    .map(
      ([name, value]) =>
        `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<h2>${escapeHtml(m.subject || '(no subject)')}</h2>
<dl>
<dt>From</dt><dd>${escapeHtml(formatFrom(m))}</dd>
<dt>To</dt><dd>${escapeHtml(m.to.join(', '))}</dd>
${m.cc.length ? `<dt>Cc</dt><dd>${escapeHtml(m.cc.join(', '))}</dd>\n` : ''}<dt>Envelope</dt><dd>${escapeHtml(`${m.envelope.from ?? '<>'} -> ${m.envelope.to.join(', ')}`)}</dd>
<dt>Date</dt><dd>${escapeHtml(formatDate(m.date))}</dd>
</dl>
${m.html !== null ? `<h3>HTML</h3>\n<iframe title="HTML body" sandbox="" referrerpolicy="no-referrer" srcdoc="${escapeHtml(m.html)}"></iframe>\n` : ''}<h3>Text</h3>
<pre>${escapeHtml(m.text)}</pre>
<details><summary>Headers</summary>
<table>
${headerRows}
</table>
</details>
<p><a href="/api/messages/${encodeURIComponent(m.id)}">JSON</a></p>`;
}

function formatFrom(m: StoredMessage): string {
  if (!m.from) return '';
  return m.fromName ? `${m.fromName} <${m.from}>` : m.from;
}

function formatDate(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1d1d1f;background:#f5f5f7}
header{display:flex;gap:1rem;align-items:baseline;flex-wrap:wrap;padding:.75rem 1rem;background:#fff;border-bottom:1px solid #ddd}
header h1{font-size:1.1rem;margin:0}header a{color:inherit}
main{display:grid;grid-template-columns:minmax(16rem,24rem) 1fr;min-height:calc(100vh - 3.2rem)}
nav{border-right:1px solid #ddd;background:#fff;overflow:auto}
nav ul{list-style:none;margin:0;padding:0}
nav li a{display:grid;padding:.5rem 1rem;border-bottom:1px solid #eee;color:inherit;text-decoration:none}
nav li a:hover,nav li.current a{background:#e8f0fe}
nav span,nav time{color:#666;font-size:.85rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
section{padding:1rem 1.5rem;overflow:auto}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{color:#666}dd{margin:0;word-break:break-all}
iframe{width:100%;min-height:28rem;border:1px solid #ccc;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #ddd;padding:.75rem}
table{border-collapse:collapse;font-size:.85rem}th,td{text-align:left;vertical-align:top;padding:.15rem .5rem;border-bottom:1px solid #eee;word-break:break-all}
.empty{color:#666;padding:1rem}
`;
