import { Inject, Injectable } from '@nestjs/common';
import { sitemapRules } from '@matchbazaar/contracts';
import { allCategories, taxonomy } from '@matchbazaar/taxonomy';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { SiteModeService } from '../../platform/site/site-mode.service.js';
import { PageMetaRepository, type SitemapKind, type SitemapRow } from './page-meta.repository.js';
import { PageMetaService } from './page-meta.service.js';

interface SitemapUrl {
  path: string;
  lastmod?: Date | undefined;
}

const kinds: readonly SitemapKind[] = ['listings', 'requirements', 'shops'];
const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** At most this many answers are kept; a crawler walking every file replaces the oldest. */
const cacheEntries = 200;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** W3C datetime, to the second. */
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const pathOf: Record<SitemapKind, (row: SitemapRow) => string> = {
  listings: (row) => `/marketplace/listing/${row.id}`,
  requirements: (row) => `/marketplace/requirement/${row.id}`,
  shops: (row) => `/marketplace/shop/${row.slug ?? row.id}`,
};

/**
 * robots.txt and the sitemap (docs/product/findable-pages.md): an index of files of at most
 * SITEMAP_URLS_PER_FILE URLs each, the site's own pages and categories first, then every
 * published listing, open requirement and shop. A post or shop file is a keyset range named by
 * its first id, so any process answers it alike and no query skips rows with OFFSET. Answers are
 * kept a few minutes per process. Before launch there is no sitemap and robots.txt shuts all out.
 */
@Injectable()
export class SitemapService {
  private readonly base: string;
  private readonly perFile: number;
  private readonly cache = new Map<string, { until: number; text: Promise<string | null> }>();

  constructor(
    private readonly rows: PageMetaRepository,
    private readonly siteMode: SiteModeService,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.base = config.PUBLIC_URL.replace(/\/+$/, '');
    this.perFile = Math.min(config.SITEMAP_URLS_PER_FILE, sitemapRules.maxUrlsPerFile);
  }

  async robots(): Promise<string> {
    if ((await this.siteMode.current()) !== 'live') return 'User-agent: *\nDisallow: /\n';
    return [
      'User-agent: *',
      'Allow: /',
      // Signed-in areas and the API: nothing a search result should lead to.
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /admin',
      'Disallow: /account',
      'Disallow: /marketplace/saved',
      'Disallow: /marketplace/recent',
      '',
      `Sitemap: ${this.base}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** The sitemap index; null before launch. */
  async index(): Promise<string | null> {
    if ((await this.siteMode.current()) !== 'live') return null;
    return this.cached('index', async () => {
      const names: string[] = [];
      const pages = await this.staticUrls();
      for (let n = 0; n * this.perFile < pages.length; n++) names.push(`pages-${n + 1}.xml`);
      for (const kind of kinds) {
        const starts = await this.rows.sitemapStarts(kind, this.perFile);
        for (const start of starts) names.push(`${kind}-${start.id}.xml`);
      }
      const entries = names.map(
        (name) => `<sitemap><loc>${escapeXml(`${this.base}/sitemaps/${name}`)}</loc></sitemap>`,
      );
      return `${xmlHead}<sitemapindex xmlns="${namespace}">\n${entries.join('\n')}\n</sitemapindex>\n`;
    });
  }

  /** One file of the index (its name from /sitemaps/); null before launch or for no such file. */
  async file(name: string): Promise<string | null> {
    if ((await this.siteMode.current()) !== 'live') return null;
    return this.cached(`file:${name}`, async () => {
      const pages = /^pages-(\d{1,6})\.xml$/.exec(name);
      if (pages) {
        const n = Number(pages[1]);
        const urls = (await this.staticUrls()).slice((n - 1) * this.perFile, n * this.perFile);
        return n >= 1 && urls.length > 0 ? this.urlset(urls) : null;
      }
      const post = /^(listings|requirements|shops)-([0-9a-f-]{36})\.xml$/.exec(name);
      if (!post) return null;
      const kind = post[1] as SitemapKind;
      const rows = await this.rows.sitemapRange(kind, post[2] ?? '', this.perFile);
      if (rows.length === 0) return null;
      return this.urlset(rows.map((row) => ({ path: pathOf[kind](row), lastmod: row.updatedAt })));
    });
  }

  private urlset(urls: readonly SitemapUrl[]): string {
    const entries = urls.map(
      ({ path, lastmod }) =>
        `<url><loc>${escapeXml(`${this.base}${path}`)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}</url>`,
    );
    return `${xmlHead}<urlset xmlns="${namespace}">\n${entries.join('\n')}\n</urlset>\n`;
  }

  /** Home, the marketplace's own pages, the content pages and every category level. */
  private async staticUrls(): Promise<SitemapUrl[]> {
    const published = await this.rows.categoriesLastPublished(allCategories.map((c) => c.id));
    const newest = (ids: readonly string[]) => {
      let found: Date | undefined;
      for (const id of ids) {
        const at = published.get(id);
        if (at && (!found || at > found)) found = at;
      }
      return found;
    };
    const urls: SitemapUrl[] = [
      { path: '/', lastmod: newest([...published.keys()]) },
      { path: '/marketplace', lastmod: newest([...published.keys()]) },
      ...['stores', 'shop-deals', 'buyer-requests', 'seller-offers'].map((page) => ({
        path: `/marketplace/${page}`,
      })),
      ...PageMetaService.contentPaths().map((path) => ({ path })),
    ];
    for (const group of taxonomy) {
      const groupIds = group.subgroups.flatMap((s) => s.categories.map((c) => c.id));
      urls.push({ path: `/marketplace/${group.id}`, lastmod: newest(groupIds) });
      for (const subgroup of group.subgroups) {
        urls.push({
          path: `/marketplace/${group.id}/${subgroup.id}`,
          lastmod: newest(subgroup.categories.map((c) => c.id)),
        });
      }
    }
    for (const category of allCategories) {
      urls.push({
        path: `/marketplace/category/${category.id}`,
        lastmod: published.get(category.id),
      });
    }
    return urls;
  }

  /** The answer kept for a few minutes; concurrent asks share one query. */
  private cached(key: string, make: () => Promise<string | null>): Promise<string | null> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.text;
    const text = make();
    this.cache.delete(key);
    this.cache.set(key, { until: now + sitemapRules.cacheSeconds * 1000, text });
    // A failure is not kept: the next ask tries again.
    text.catch(() => this.cache.delete(key));
    while (this.cache.size > cacheEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    return text;
  }
}
