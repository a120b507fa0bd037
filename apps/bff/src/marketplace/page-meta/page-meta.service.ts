import { Inject, Injectable } from '@nestjs/common';
import {
  contentPages,
  formatMoney,
  helpMenus,
  launchPageMessages,
  postImageSrcSet,
  pageHeadsMessages as t,
  type PageMeta,
  type PageMetaImage,
} from '@matchbazaar/contracts';
import {
  findCategory,
  findGroup,
  findSubgroup,
  subgroupForCategory,
  type Category,
  type CategoryGroup,
  type Subgroup,
} from '@matchbazaar/taxonomy';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { SiteModeService } from '../../platform/site/site-mode.service.js';
import {
  imageShareUrl,
  imageVariantUrl,
  shareCardSize,
  toPostImage,
} from '../images/image-urls.js';
import {
  aggregateRating,
  breadcrumbs,
  itemList,
  organizationAndWebSite,
  product,
  shopOrganization,
} from './json-ld.js';
import {
  PageMetaRepository,
  type ListingMetaRow,
  type MetaPhoto,
  type RequirementMetaRow,
} from './page-meta.repository.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A description as search results and link previews show it: one line, about 160 characters. */
const descriptionLength = 160;
/** How many of a category page's newest listings its ItemList names. */
const itemListLength = 24;

/** Whitespace collapsed, cut at a word before `max` characters with an ellipsis. */
export function clip(text: string, max = descriptionLength): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

const placeOf = (row: { city: string; region: string | null; country: string }) =>
  [row.city, row.region, row.country.toUpperCase()].filter(Boolean).join(', ');

/** The marketplace's own pages under /marketplace/ that no group id can take. */
const marketplacePages: Record<string, { title: string; description: string }> = {
  '': { title: t.marketplaceTitle, description: t.marketplaceDescription },
  browse: { title: t.marketplaceTitle, description: t.marketplaceDescription },
  stores: { title: t.storesTitle, description: t.storesDescription },
  'shop-deals': { title: t.dealsTitle, description: t.dealsDescription },
  'buyer-requests': { title: t.buyerRequestsTitle, description: t.buyerRequestsDescription },
  'seller-offers': { title: t.sellerOffersTitle, description: t.sellerOffersDescription },
};
/** Pages that need an account: never indexed, whatever they hold. */
const privateMarketplacePages = new Set(['saved', 'recent']);

/** The content pages (about, legal, help): contracts' site-pages index, and the contact page. */
const contentIndex = new Map<string, { title: string; summary: string }>();
for (const page of Object.values(contentPages)) contentIndex.set(page.path, page);
for (const menu of helpMenus) {
  contentIndex.set(menu.path, menu);
  for (const section of menu.sections) {
    contentIndex.set(section.path, section);
    for (const page of section.pages) contentIndex.set(page.path, page);
  }
}
contentIndex.set('/contact', {
  title: 'Contact Us',
  summary: 'Send a message to our support team and get a reply within one business day.',
});

/**
 * The head of each public page (docs/product/findable-pages.md): its title, description,
 * canonical URL, preview image and schema.org data, and the status it answers with. Before launch
 * the wall keeps it from anyone without the access pass; those with one get it unindexed.
 */
@Injectable()
export class PageMetaService {
  private readonly base: string;

  constructor(
    private readonly rows: PageMetaRepository,
    private readonly siteMode: SiteModeService,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.base = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /** The public paths of the content pages (the sitemap lists them). */
  static contentPaths(): string[] {
    return [...contentIndex.keys()];
  }

  async forPath(rawPath: string): Promise<PageMeta> {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    const [meta, mode] = await Promise.all([this.resolve(path), this.siteMode.current()]);
    return mode === 'live' ? meta : { ...meta, robots: 'noindex' };
  }

  private url(path: string): string {
    return `${this.base}${path}`;
  }

  private photo(photo: MetaPhoto | null, alt: string): PageMetaImage | null {
    return photo
      ? {
          url: this.url(imageVariantUrl(photo.id, 'large')),
          alt,
          width: photo.width || null,
          height: photo.height || null,
        }
      : null;
  }

  /** The photo the page's gallery shows first, as the head preloads it. */
  private leadPhoto(photo: MetaPhoto | null, alt: string): PageMeta['leadPhoto'] {
    if (!photo) return null;
    const image = toPostImage(photo, alt);
    return { url: image.urls.large, srcset: postImageSrcSet(image) };
  }

  /** The preview card of the same photo (1200 x 630 JPEG), for og:image and Twitter's card. */
  private shareCard(photo: MetaPhoto | null, alt: string): PageMetaImage | null {
    return photo ? { url: this.url(imageShareUrl(photo.id)), alt, ...shareCardSize } : null;
  }

  private siteImage(): PageMetaImage {
    return { url: this.url('/icons/app/icon-512.png'), alt: t.siteName, width: 512, height: 512 };
  }

  private page(
    path: string,
    title: string,
    description: string,
    extra: Partial<PageMeta> = {},
  ): PageMeta {
    return {
      status: 200,
      title: t.title(title),
      description: clip(description),
      canonicalUrl: this.url(path),
      robots: 'index',
      ogType: 'website',
      image: this.siteImage(),
      jsonLd: [],
      leadPhoto: null,
      body: null,
      ...extra,
    };
  }

  /** What an unknown or private path gets: the site's own head, not indexed. */
  private generic(): PageMeta {
    return {
      ...this.page('/', t.homeTitle, t.homeDescription),
      title: t.siteName,
      canonicalUrl: null,
      robots: 'noindex',
    };
  }

  private missing(status: 404 | 410): PageMeta {
    const [title, description] =
      status === 410 ? [t.goneTitle, t.goneDescription] : [t.notFoundTitle, t.notFoundDescription];
    return { ...this.generic(), status, title: t.title(title), description };
  }

  private async resolve(path: string): Promise<PageMeta> {
    if (path === '/') {
      return {
        ...this.page('/', t.homeTitle, t.homeDescription),
        title: t.homeTitle,
        canonicalUrl: this.url('/'),
        jsonLd: organizationAndWebSite(this.base, t.siteName, t.homeDescription),
      };
    }
    if (path === '/launch') {
      return this.page(path, launchPageMessages.title, launchPageMessages.intro);
    }
    const content = contentIndex.get(path);
    if (content) return this.page(path, content.title, content.summary);
    const parts = path.split('/').slice(1);
    if (parts[0] !== 'marketplace') return this.generic();
    const [, first = '', second, third] = parts;
    if (third === undefined) {
      if (second === undefined) {
        if (privateMarketplacePages.has(first)) return this.generic();
        const own = marketplacePages[first];
        if (own) return this.page(path, own.title, own.description);
        return this.category(findGroup(first));
      }
      switch (first) {
        case 'listing':
          return this.listing(second);
        case 'requirement':
          return this.requirement(second);
        case 'shop':
          return this.shop(second);
        case 'category': {
          const category = findCategory(second);
          return this.category(
            category && findGroup(category.groupId),
            category && subgroupForCategory(category.id),
            category,
          );
        }
        default: {
          const group = findGroup(first);
          return this.category(group, group && findSubgroup(group.id, second));
        }
      }
    }
    return this.generic();
  }

  private crumbsTo(group?: CategoryGroup, subgroup?: Subgroup, category?: Category) {
    const crumbs: { name: string; url: string }[] = [
      { name: t.crumbHome, url: this.url('/') },
      { name: t.crumbMarketplace, url: this.url('/marketplace') },
    ];
    if (group) crumbs.push({ name: group.label, url: this.url(`/marketplace/${group.id}`) });
    if (group && subgroup) {
      crumbs.push({
        name: subgroup.label,
        url: this.url(`/marketplace/${group.id}/${subgroup.id}`),
      });
    }
    if (category) {
      crumbs.push({ name: category.label, url: this.url(`/marketplace/category/${category.id}`) });
    }
    return crumbs;
  }

  private async category(
    group: CategoryGroup | undefined,
    subgroup?: Subgroup,
    category?: Category,
  ): Promise<PageMeta> {
    if (!group || (subgroup === undefined && category !== undefined)) return this.missing(404);
    const filter = category
      ? { category: category.id }
      : subgroup
        ? { subgroupId: subgroup.id }
        : { groupId: group.id };
    const crumbs = this.crumbsTo(group, subgroup, category);
    const name = (category ?? subgroup ?? group).label;
    const path = new URL(crumbs.at(-1)?.url ?? this.base).pathname;
    const [count, newest] = await Promise.all([
      this.rows.publishedCount(filter),
      this.rows.newestInCategory(filter, itemListLength),
    ]);
    return this.page(path, name, t.categoryDescription(name, count), {
      jsonLd: [
        breadcrumbs(crumbs),
        itemList(
          name,
          newest.map((row) => ({
            name: row.title,
            url: this.url(`/marketplace/listing/${row.id}`),
          })),
        ),
      ],
    });
  }

  private priceText(listing: ListingMetaRow): string {
    if (listing.priceType === 'on_request' || listing.priceMinor === null) return t.priceOnRequest;
    const amount = t.perUnit(
      formatMoney({ amountMinor: listing.priceMinor, currency: listing.currency }),
      listing.priceUnit,
    );
    return listing.priceType === 'negotiable' ? t.negotiable(amount) : amount;
  }

  private async listing(id: string): Promise<PageMeta> {
    const listing = uuid.test(id) ? await this.rows.listing(id) : null;
    if (!listing) return this.missing(404);
    if (listing.status === 'closed' || listing.status === 'expired') return this.missing(410);
    if (listing.status !== 'published' && listing.status !== 'paused') return this.missing(404);
    const path = `/marketplace/listing/${listing.id}`;
    const category = findCategory(listing.category);
    const group = category && findGroup(category.groupId);
    const subgroup = category && subgroupForCategory(category.id);
    const crumbs = [
      ...this.crumbsTo(group, subgroup, category),
      { name: listing.title, url: this.url(path) },
    ];
    const price = this.priceText(listing);
    const place = placeOf(listing);
    const image = this.photo(listing.photo, listing.title);
    const paused = listing.status === 'paused';
    const lines = [price, place, t.soldBy(listing.shop.name), ...(paused ? [t.paused] : [])];
    return this.page(
      path,
      listing.title,
      t.listingDescription(price, place, `${paused ? `${t.paused} ` : ''}${listing.description}`),
      {
        ogType: 'product',
        image: this.shareCard(listing.photo, listing.title) ?? this.siteImage(),
        jsonLd: [
          product(
            listing,
            {
              page: this.url(path),
              image: image?.url ?? null,
              shop: this.url(`/marketplace/shop/${listing.shop.slug}`),
            },
            {
              listing: undefined,
              shop: aggregateRating(listing.shop.ratingAverage, listing.shop.ratingCount),
            },
            category?.label ?? listing.category,
          ),
          breadcrumbs(crumbs),
        ],
        leadPhoto: this.leadPhoto(listing.photo, listing.title),
        body: { heading: listing.title, lines, text: listing.description, image },
      },
    );
  }

  private budgetText(requirement: RequirementMetaRow): string | null {
    const money = (amountMinor: number) =>
      formatMoney({ amountMinor, currency: requirement.currency });
    const { budgetMinMinor: min, budgetMaxMinor: max } = requirement;
    if (min !== null && max !== null) return t.budget(`${money(min)} – ${money(max)}`);
    if (max !== null) return t.budget(money(max));
    if (min !== null) return t.budget(money(min));
    return null;
  }

  private async requirement(id: string): Promise<PageMeta> {
    const requirement = uuid.test(id) ? await this.rows.requirement(id) : null;
    if (!requirement) return this.missing(404);
    if (requirement.status === 'closed' || requirement.status === 'expired') {
      return this.missing(410);
    }
    if (requirement.status !== 'open') return this.missing(404);
    const path = `/marketplace/requirement/${requirement.id}`;
    const quantity = `${requirement.quantity.toLocaleString('en-US')} ${requirement.quantityUnit}`;
    const place = placeOf(requirement);
    const budget = this.budgetText(requirement);
    const image = this.photo(requirement.photo, requirement.title);
    const category = findCategory(requirement.category);
    return this.page(
      path,
      requirement.title,
      t.requirementDescription(quantity, place, requirement.description),
      {
        image: this.shareCard(requirement.photo, requirement.title) ?? this.siteImage(),
        jsonLd: [
          breadcrumbs([
            ...this.crumbsTo(
              category && findGroup(category.groupId),
              category && subgroupForCategory(category.id),
              category,
            ),
            { name: requirement.title, url: this.url(path) },
          ]),
        ],
        body: {
          heading: requirement.title,
          lines: [quantity, ...(budget ? [budget] : []), place],
          text: requirement.description,
          image,
        },
      },
    );
  }

  private async shop(key: string): Promise<PageMeta> {
    const shop = /^[a-z0-9-]{3,60}$|^[0-9a-f-]{36}$/i.test(key) ? await this.rows.shop(key) : null;
    if (!shop) return this.missing(404);
    const path = `/marketplace/shop/${shop.slug}`;
    const image = this.photo(shop.photo, shop.name);
    const place = placeOf(shop);
    return this.page(
      path,
      shop.name,
      [t.shopDescription(shop.name, place, shop.listingCount), shop.tagline]
        .filter(Boolean)
        .join(' '),
      {
        ogType: 'profile',
        image: this.shareCard(shop.photo, shop.name) ?? this.siteImage(),
        jsonLd: [shopOrganization(shop, this.url(path), image?.url ?? null)],
      },
    );
  }
}
