import { z } from 'zod';
import { answerSchema } from '../api.js';

/**
 * What the web server puts in a page's HTML as sent, before any JavaScript runs
 * (docs/product/findable-pages.md): GET /api/v1/public/page-meta?path=... answers it, and
 * apps/web/server/page-head writes it into index.html.
 */
/**
 * The user agent of the page server's own reads while it renders a page. They are made for a
 * visitor whose browser asks again once the page is hydrated, so the BFF counts no view for them.
 */
export const pageRendererAgent = 'MatchBazaar-page-renderer/1';

export const pageMetaQuerySchema = z.object({
  /** The page's path as the browser asked for it, without query or fragment. */
  path: z
    .string()
    .min(1)
    .max(300)
    .regex(/^\/[^?#\s\\]*$/, 'must be a path starting with /'),
});
export type PageMetaQuery = z.infer<typeof pageMetaQuerySchema>;

export const pageMetaImageSchema = z.object({
  /** Absolute URL. */
  url: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type PageMetaImage = z.infer<typeof pageMetaImageSchema>;

export const pageMetaSchema = z.object({
  /** The HTTP status the page answers with: 404 for posts nobody may read, 410 for closed ones. */
  status: z.union([z.literal(200), z.literal(404), z.literal(410)]),
  /** The whole <title>, site name included. */
  title: z.string(),
  description: z.string(),
  /** Absolute; null where the page has none of its own (a page that is not indexed). */
  canonicalUrl: z.string().nullable(),
  robots: z.enum(['index', 'noindex']),
  /** Open Graph's og:type. */
  ogType: z.enum(['website', 'product', 'profile', 'article']),
  image: pageMetaImageSchema.nullable(),
  /** schema.org objects, each written as its own application/ld+json script. */
  jsonLd: z.array(z.record(z.string(), z.unknown())),
  /**
   * The photo a listing's page shows first and largest: the head preloads it (its srcset), so the
   * browser fetches it while the app's code loads rather than after. Null on other pages. The
   * srcset comes from here because the page server runs without the workspace's libraries.
   */
  leadPhoto: z
    .object({
      /** Its large variant (path), for browsers that read no srcset. */
      url: z.string(),
      /** contracts' postImageSrcSet: each variant (path) with its width. */
      srcset: z.string(),
    })
    .nullable(),
  /** What a reader without JavaScript sees in the page's <noscript> (listings and requirements). */
  body: z
    .object({
      heading: z.string(),
      /** Short facts under the heading: the price, the place, the shop, a paused notice. */
      lines: z.array(z.string()),
      text: z.string(),
      image: pageMetaImageSchema.nullable(),
    })
    .nullable(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
export const pageMetaAnswerSchema = answerSchema(pageMetaSchema);
export type PageMetaAnswer = z.infer<typeof pageMetaAnswerSchema>;

/** The sitemap's figures (sitemaps.org): a file holds at most 50,000 URLs. */
export const sitemapRules = {
  maxUrlsPerFile: 50_000,
  /** How long an index or a file is reused before it is read again from the database. */
  cacheSeconds: 300,
} as const;

/**
 * A sitemap file's name in /sitemaps/: the site's pages by number, or a kind of post (or shops)
 * with the first id the file holds.
 */
export const sitemapFileSchema = z
  .string()
  .regex(
    /^(?:pages-\d{1,6}|(?:listings|requirements|shops)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.xml$/,
  );
