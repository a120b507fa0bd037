import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteAccessCookie, type PageMeta } from '@matchbazaar/contracts';
import { renderedPage, type BodyRenderer } from './page-head.ts';

// The page server's use of the server renderer (docs/decisions/0044-server-rendering.md): only a
// public page the BFF answers 200 for is rendered, with the access pass and nothing else; its body
// replaces the <noscript> notice; any failure is the page with its head and an empty #root.

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>MatchBazaar</title>
    <meta name="description" content="The site's own description." />
  </head>
  <body>
    <noscript>MatchBazaar needs JavaScript to run in your browser.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const hostile = 'Rice </script><script>alert(1)</script>';
const meta = (status: 200 | 404 | 410): PageMeta => ({
  status,
  title: 'Basmati rice · MatchBazaar',
  description: '₹95 / kg',
  canonicalUrl: 'https://mb.test/marketplace/listing/1',
  robots: 'index',
  ogType: 'product',
  image: null,
  jsonLd: [],
  leadPhoto: null,
  body: { heading: 'Basmati rice', lines: ['₹95 / kg'], text: 'Aged a year.', image: null },
});

function fakeRenderer(
  answer: () => Promise<{ html: string; styles: string; data: unknown } | null>,
) {
  const calls: Parameters<BodyRenderer['renderBody']>[0][] = [];
  const renderer: BodyRenderer = {
    prepare: () => Promise.resolve(),
    isServerRenderedPath: (path) => path.startsWith('/marketplace/listing/'),
    serverRenderDataId: 'server-render-data',
    renderBody: (request) => {
      calls.push(request);
      return answer();
    },
  };
  return { renderer, calls };
}

async function withBff(run: (bffUrl: string) => Promise<void>) {
  const bff = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').searchParams.get('path') ?? '';
    response.setHeader('content-type', 'application/json');
    if (path.endsWith('/walled')) {
      response.statusCode = 403;
      response.end(JSON.stringify({ success: false, code: 'site_access_required' }));
      return;
    }
    const status = path.endsWith('/gone') ? 410 : path.endsWith('/missing') ? 404 : 200;
    response.end(JSON.stringify({ success: true, data: meta(status) }));
  });
  await new Promise<void>((done) => bff.listen(0, '127.0.0.1', done));
  try {
    await run(`http://127.0.0.1:${(bff.address() as AddressInfo).port}`);
  } finally {
    bff.close();
  }
}

describe('server-rendered bodies in the page server', () => {
  it("writes a public page's body into #root with its data block, and drops the <noscript>", async () => {
    const { renderer, calls } = fakeRenderer(() =>
      Promise.resolve({
        html: '<h1>Basmati rice</h1>',
        styles: '<style data-emotion="css a">.css-a{}</style>',
        data: { router: {}, note: hostile },
      }),
    );
    await withBff(async (bffUrl) => {
      const page = await renderedPage('/marketplace/listing/1', `a=b; ${siteAccessCookie}=v`, {
        bffUrl,
        indexHtml,
        search: '?tab=2',
        renderer,
      });
      expect(page.status).toBe(200);
      expect(page.html).toContain('<div id="root"><h1>Basmati rice</h1></div>');
      // Its styles in the head, before the body is read.
      expect(page.html.split('</head>')[0]).toContain(
        '<style data-emotion="css a">.css-a{}</style>',
      );
      expect(page.html).not.toContain('<noscript>');
      expect(page.html).toContain('<title>Basmati rice · MatchBazaar</title>');
      const data =
        /<script type="application\/json" id="server-render-data">([\s\S]*?)<\/script/.exec(
          page.html,
        )?.[1];
      // The seller's text cannot end the data block; it parses back to what was written.
      expect(data).not.toContain('</script>');
      expect(JSON.parse(data ?? 'null')).toEqual({ router: {}, note: hostile });
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        url: '/marketplace/listing/1?tab=2',
        bffUrl,
        cookie: `${siteAccessCookie}=v`,
      });
    });
  });

  it('renders nothing behind the wall, for a 404 or 410, or for a page the browser renders', async () => {
    const { renderer, calls } = fakeRenderer(() =>
      Promise.resolve({ html: '<p>x</p>', styles: '', data: {} }),
    );
    await withBff(async (bffUrl) => {
      const options = { bffUrl, indexHtml, renderer };
      const walled = await renderedPage('/marketplace/listing/walled', undefined, options);
      expect(walled.html).toContain('<div id="root"></div>');
      expect(walled.html).not.toContain('Basmati');
      const gone = await renderedPage('/marketplace/listing/gone', undefined, options);
      expect(gone.status).toBe(410);
      expect(gone.html).toContain('<div id="root"></div>');
      const missing = await renderedPage('/marketplace/listing/missing', undefined, options);
      expect(missing.status).toBe(404);
      const account = await renderedPage('/account/settings', undefined, options);
      expect(account.html).toContain('<div id="root"></div>');
      expect(calls).toHaveLength(0);
    });
  });

  it('falls back to the head and the shell when the renderer fails or gives up, never an error', async () => {
    for (const answer of [
      () => Promise.reject(new Error('render failed')),
      () => Promise.resolve(null),
    ]) {
      const { renderer } = fakeRenderer(answer);
      await withBff(async (bffUrl) => {
        const page = await renderedPage('/marketplace/listing/1', undefined, {
          bffUrl,
          indexHtml,
          renderer,
        });
        expect(page.status).toBe(200);
        expect(page.html).toContain('<div id="root"></div>');
        expect(page.html).toContain('<title>Basmati rice · MatchBazaar</title>');
        // The post's <noscript> body, as before server rendering.
        expect(page.html).toContain('<h1>Basmati rice</h1>');
        expect(page.html).not.toContain('server-render-data');
      });
    }
  });
});
