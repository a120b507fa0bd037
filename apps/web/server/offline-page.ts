// The page the service worker shows for a navigation when the network is gone (/offline.html,
// written by the pwa build plugin). Plain HTML and CSS: nothing of the app's code may be needed to
// show it, and the CSP allows no inline script, so "Try again" is a link to the same address.
import { pwaMessages as t } from '../../../libs/contracts/src/messages/pwa.ts';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function offlinePageHtml(options: {
  logoSvg: string;
  themeColor: string;
  backgroundColor: string;
}): string {
  // The logo is decorative beside the heading: hidden from screen readers.
  const logo = options.logoSvg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s(role|aria-label)="[^"]*"/g, '')
    .replace('<svg ', '<svg aria-hidden="true" focusable="false" width="72" height="72" ')
    .trim();
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${options.themeColor}" />
    <title>${escape(t.offlineTitle)} · MatchBazaar</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <style>
      *, *::before, *::after { box-sizing: border-box; }
      body {
        margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
        background: ${options.backgroundColor}; color: #161a2e;
        font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
        line-height: 1.65;
      }
      main {
        width: 100%; max-width: 460px; padding: 40px 32px; text-align: center;
        background: #ffffff; border-radius: 16px; box-shadow: 0 1px 3px rgba(22, 26, 46, 0.12);
      }
      svg { display: block; margin: 0 auto 24px; }
      h1 { margin: 0 0 12px; font-size: 1.75rem; line-height: 1.25; letter-spacing: -0.01em; }
      p { margin: 0 0 28px; color: #4a5070; }
      a {
        display: inline-block; padding: 10px 28px; border-radius: 999px; font-weight: 650;
        background: ${options.themeColor}; color: #ffffff; text-decoration: none;
      }
      a:hover { filter: brightness(0.9); }
      a:focus-visible { outline: 3px solid #f97316; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      ${logo}
      <h1>${escape(t.offlineTitle)}</h1>
      <p>${escape(t.offlineBody)}</p>
      <a href="">${escape(t.offlineRetry)}</a>
    </main>
  </body>
</html>
`;
}
