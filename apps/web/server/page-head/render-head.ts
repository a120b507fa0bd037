// Writes a public page's head into the built index.html (docs/product/findable-pages.md): pure
// string work, no I/O, so the preview server, the production page server and the unit spec share it.
import type { PageMeta, PageMetaImage } from '@matchbazaar/contracts';
import { galleryPhotoSizes } from '../../src/components/catalogue/photo-sizes.ts';

/** Text for an HTML attribute or element: every character that could end either is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&` as \u escapes (so no
 * seller's text can close the element or open a comment), and the two line separators JavaScript
 * once refused. The browser never runs this script (its type is data), so the CSP's script-src
 * 'self' stands as it is (apps/web/server/security-headers.ts).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

function imageTags(image: PageMetaImage | null): string[] {
  if (!image) return [];
  return [
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:alt', image.alt),
    ...(image.width ? [meta('property', 'og:image:width', String(image.width))] : []),
    ...(image.height ? [meta('property', 'og:image:height', String(image.height))] : []),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

/**
 * A listing's first photo, asked for at once (the preload scanner reads it before any script
 * runs), in the variant the gallery will want: the same srcset and sizes, so the image the app
 * then renders is the one already fetched.
 */
function preloadTag(photo: PageMeta['leadPhoto']): string[] {
  if (!photo) return [];
  return [
    `<link rel="preload" as="image" href="${escapeHtml(photo.url)}" imagesrcset="${escapeHtml(photo.srcset)}" imagesizes="${escapeHtml(galleryPhotoSizes)}" fetchpriority="high" />`,
  ];
}

/** Every tag the page adds to the head, besides its title and description. */
export function headTags(page: PageMeta, siteName: string): string[] {
  return [
    // First: the earlier the preload scanner meets it, the sooner the photo comes. An older BFF's
    // answer has no leadPhoto.
    ...preloadTag(page.leadPhoto ?? null),
    ...(page.robots === 'noindex' ? [meta('name', 'robots', 'noindex')] : []),
    ...(page.canonicalUrl
      ? [`<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}" />`]
      : []),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    ...(page.canonicalUrl ? [meta('property', 'og:url', page.canonicalUrl)] : []),
    meta(
      'name',
      'twitter:card',
      page.image && page.ogType !== 'website' ? 'summary_large_image' : 'summary',
    ),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...imageTags(page.image),
    ...page.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
}

/** What a reader without JavaScript sees of a listing or requirement: heading, facts, photo, text. */
export function noscriptBody(page: PageMeta, needsJavaScript: string): string | null {
  const body = page.body;
  if (!body) return null;
  const paragraphs = body.text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br />')}</p>`);
  return [
    '<noscript>',
    '<main style="max-width:720px;margin:0 auto;padding:16px;font-family:system-ui,sans-serif">',
    `<h1>${escapeHtml(body.heading)}</h1>`,
    ...body.lines.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`),
    ...(body.image
      ? [
          `<img src="${escapeHtml(body.image.url)}" alt="${escapeHtml(body.image.alt)}"${body.image.width ? ` width="${body.image.width}"` : ''}${body.image.height ? ` height="${body.image.height}"` : ''} style="max-width:100%;height:auto" />`,
        ]
      : []),
    ...paragraphs,
    `<p>${escapeHtml(needsJavaScript)}</p>`,
    '</main>',
    '</noscript>',
  ].join('\n');
}

const titlePattern = /<title>[\s\S]*?<\/title>/;
const descriptionPattern = /<meta\s+name="description"[\s\S]*?\/?>/;
const noscriptPattern = /<noscript>[\s\S]*?<\/noscript>/;

/** A page's body from the server renderer: the markup of `#root` and the data it hydrates from. */
export interface ServerBody {
  html: string;
  /** The markup's styles, joined (src/lib/server-render/gather-styles.ts): they go in the head. */
  styles?: string;
  data: unknown;
  /** The data block's element id (the browser's entry reads it). */
  dataId: string;
}

const emptyRoot = '<div id="root"></div>';

/**
 * index.html with the page's head: its title and description in place of the site's, the other
 * tags before </head>. With a server-rendered `body`, that in `#root` followed by its data, its
 * styles at the end of the head, and no <noscript> (the page reads without JavaScript); otherwise, for a post, its <noscript> block in
 * place of the app's one-line notice.
 */
export function renderPage(
  indexHtml: string,
  page: PageMeta,
  texts: { siteName: string; needsJavaScript: string },
  body?: ServerBody | null,
): string {
  const description = `<meta name="description" content="${escapeHtml(page.description)}" />`;
  let html = indexHtml
    .replace(titlePattern, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(descriptionPattern, () => description);
  html = html.replace(
    '</head>',
    () => `    ${headTags(page, texts.siteName).join('\n    ')}\n  </head>`,
  );
  if (body && html.includes(emptyRoot)) {
    if (body.styles) html = html.replace('</head>', () => `    ${body.styles}\n  </head>`);
    const root = `<div id="root">${body.html}</div>`;
    // A data block, never run: the CSP's script-src 'self' stands.
    const data = `<script type="application/json" id="${escapeHtml(body.dataId)}">${jsonForScript(body.data)}</script>`;
    return html.replace(noscriptPattern, '').replace(emptyRoot, () => `${root}\n    ${data}`);
  }
  const notice = noscriptBody(page, texts.needsJavaScript);
  return notice ? html.replace(noscriptPattern, () => notice) : html;
}

/** Before launch, and to anyone without the access pass: the site's own head, never indexed. */
export function launchPage(indexHtml: string): string {
  return indexHtml.replace(
    '</head>',
    () => `    <meta name="robots" content="noindex" />\n  </head>`,
  );
}
