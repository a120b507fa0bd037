import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteAccessCookie, type PageMeta } from '@matchbazaar/contracts';
import { accessCookieName, accessCookieOf, isPageRequest, renderedPage } from './page-head.ts';
import { galleryPhotoSizes } from '../../src/components/catalogue/photo-sizes.ts';
import { escapeHtml, jsonForScript, launchPage, renderPage } from './render-head.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>MatchBazaar</title>
    <meta
      name="description"
      content="The site's own description."
    />
  </head>
  <body>
    <noscript>MatchBazaar needs JavaScript to run in your browser.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const hostile = 'Rice </script><script>alert(1)</script> & "quotes" \u2028';
const listing: PageMeta = {
  status: 200,
  title: `${hostile} · MatchBazaar`,
  description: `₹95 / kg · Pune, IN · ${hostile}`,
  canonicalUrl: 'https://mb.test/marketplace/listing/1',
  robots: 'index',
  ogType: 'product',
  image: {
    url: 'https://mb.test/api/v1/images/i/large.webp',
    alt: hostile,
    width: 800,
    height: 600,
  },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: hostile }],
  leadPhoto: {
    url: '/api/v1/images/i/large.webp',
    srcset: '/api/v1/images/i/thumb.webp 160w, /api/v1/images/i/card.webp?"x 480w',
  },
  body: {
    heading: hostile,
    lines: ['₹95 / kg', 'Pune, IN'],
    text: `First line\nsecond <b>line</b>\n\nNew paragraph`,
    image: {
      url: 'https://mb.test/api/v1/images/i/large.webp',
      alt: 'Rice',
      width: 800,
      height: 600,
    },
  },
};
const texts = { siteName: 'MatchBazaar', needsJavaScript: 'Needs JavaScript.' };

/** Every <script>'s text, the way an HTML parser ends it (at the first "</script"). */
const scripts = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/g)].map(
    (m) => m[1] ?? '',
  );

describe('the page head renderer (docs/product/findable-pages.md)', () => {
  it('escapes text for HTML and JSON for an inline data script', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const json = jsonForScript({ name: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });

  it("puts the page's title, description, canonical, Open Graph, Twitter and JSON-LD in the head", () => {
    const html = renderPage(indexHtml, listing, texts);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>${escapeHtml(listing.title)}</title>`);
    expect(head).not.toContain("The site's own description.");
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<link rel="canonical" href="https://mb.test/marketplace/listing/1" />');
    expect(head).toContain('<meta property="og:type" content="product" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://mb.test/api/v1/images/i/large.webp" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).not.toContain('noindex');
    // The seller's text never closes an element early or opens one of its own.
    expect(head).not.toContain('<script>alert');
    const data = scripts(head);
    expect(data).toHaveLength(1);
    expect(JSON.parse(data[0] ?? '')).toEqual(listing.jsonLd[0]);
  });

  it("preloads a listing's first photo with the gallery's srcset and sizes, and nothing elsewhere", () => {
    const head = renderPage(indexHtml, listing, texts).split('</head>')[0] ?? '';
    expect(head).toContain(
      `<link rel="preload" as="image" href="/api/v1/images/i/large.webp" imagesrcset="/api/v1/images/i/thumb.webp 160w, /api/v1/images/i/card.webp?&quot;x 480w" imagesizes="${escapeHtml(galleryPhotoSizes)}" fetchpriority="high" />`,
    );
    expect(renderPage(indexHtml, { ...listing, leadPhoto: null }, texts)).not.toContain(
      'rel="preload"',
    );
  });

  it('gives a post a <noscript> block with its heading, facts, photo and text instead of the notice', () => {
    const html = renderPage(indexHtml, listing, texts);
    const body = html.slice(html.indexOf('<body>'));
    expect(body.match(/<noscript>/g)).toHaveLength(1);
    expect(body).toContain(`<h1>${escapeHtml(hostile)}</h1>`);
    expect(body).toContain('<p><strong>₹95 / kg</strong></p>');
    expect(body).toContain('<img src="https://mb.test/api/v1/images/i/large.webp" alt="Rice"');
    expect(body).toContain('<p>First line<br />second &lt;b&gt;line&lt;/b&gt;</p>');
    expect(body).toContain('<p>New paragraph</p>');
    expect(body).toContain('<div id="root"></div>');
    const plain = renderPage(indexHtml, { ...listing, body: null }, texts);
    expect(plain).toContain(
      '<noscript>MatchBazaar needs JavaScript to run in your browser.</noscript>',
    );
  });

  it('marks unindexed pages and the launch head noindex', () => {
    expect(renderPage(indexHtml, { ...listing, robots: 'noindex' }, texts)).toContain(
      '<meta name="robots" content="noindex" />',
    );
    const launch = launchPage(indexHtml);
    expect(launch).toContain('<meta name="robots" content="noindex" />');
    expect(launch).toContain('<title>MatchBazaar</title>');
    expect(launch).not.toContain('og:');
  });

  it('answers only page requests, and passes on only the access pass', () => {
    expect(isPageRequest('GET', '/marketplace/listing/1?x=1', 'text/html,*/*')).toBe(true);
    expect(isPageRequest('HEAD', '/', undefined)).toBe(true);
    expect(isPageRequest('GET', '/assets/index-abc.js', '*/*')).toBe(false);
    expect(isPageRequest('GET', '/api/v1/launch', 'text/html')).toBe(false);
    expect(isPageRequest('GET', '/sitemap.xml', 'text/html')).toBe(false);
    expect(isPageRequest('GET', '/robots.txt', '*/*')).toBe(false);
    expect(isPageRequest('GET', '/favicon.svg', 'text/html')).toBe(false);
    expect(isPageRequest('POST', '/', 'text/html')).toBe(false);
    expect(isPageRequest('GET', '/', 'application/json')).toBe(false);
    expect(accessCookieName).toBe(siteAccessCookie);
    expect(accessCookieOf(`a=1; ${siteAccessCookie}=s%3Aabc=.x; refresh=secret`)).toBe(
      `${siteAccessCookie}=s%3Aabc=.x`,
    );
    expect(accessCookieOf('refresh=secret')).toBe('');
  });

  it("answers with the BFF's status, the launch head behind the wall, and the plain shell when the BFF fails", async () => {
    const asked: { url?: string; cookie?: string }[] = [];
    const bff = createServer((request, response) => {
      asked.push({ url: request.url, cookie: request.headers.cookie });
      const path = new URL(request.url ?? '/', 'http://x').searchParams.get('path');
      response.setHeader('content-type', 'application/json');
      if (path === '/walled') {
        response.statusCode = 403;
        response.end(
          JSON.stringify({
            success: false,
            message: 'x',
            errors: [],
            code: 'site_access_required',
          }),
        );
      } else if (path === '/broken') {
        response.statusCode = 500;
        response.end('{}');
      } else {
        response.end(
          JSON.stringify({ success: true, message: 'ok', data: { ...listing, status: 410 } }),
        );
      }
    });
    await new Promise<void>((done) => bff.listen(0, '127.0.0.1', done));
    const bffUrl = `http://127.0.0.1:${(bff.address() as AddressInfo).port}`;
    try {
      const gone = await renderedPage('/marketplace/listing/1', 'refresh=secret', {
        bffUrl,
        indexHtml,
      });
      expect(gone.status).toBe(410);
      expect(asked[0]?.cookie).toBeUndefined();
      expect(asked[0]?.url).toBe('/api/v1/public/page-meta?path=%2Fmarketplace%2Flisting%2F1');
      const walled = await renderedPage('/walled', `${siteAccessCookie}=v`, { bffUrl, indexHtml });
      expect(asked[1]?.cookie).toBe(`${siteAccessCookie}=v`);
      expect(walled).toEqual({ status: 200, html: launchPage(indexHtml) });
      expect(await renderedPage('/broken', undefined, { bffUrl, indexHtml })).toEqual({
        status: 200,
        html: indexHtml,
      });
      // A token in the path never reaches the BFF.
      expect(
        await renderedPage('/reset-password/token123', undefined, { bffUrl, indexHtml }),
      ).toEqual({
        status: 200,
        html: indexHtml,
      });
      expect(asked).toHaveLength(3);
    } finally {
      bff.close();
    }
    const down = await renderedPage('/', undefined, { bffUrl: 'http://127.0.0.1:9', indexHtml });
    expect(down).toEqual({ status: 200, html: indexHtml });
  });
});
