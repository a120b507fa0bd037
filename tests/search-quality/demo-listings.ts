// The demo catalogue as the built BFF seeds it, and its listings' database ids mapped back to
// their catalogue indices (what the labeled set grades): shared by the search-quality bench and
// `npm run search:train`.
import pg from 'pg';

type DemoCatalogueModule =
  typeof import('../../apps/bff/src/marketplace/demo-catalogue/demo-catalogue.ts');
export type DemoCatalogue = ReturnType<DemoCatalogueModule['buildDemoCatalogue']>;

const root = new URL('../../', import.meta.url);

/** The demo catalogue from the built BFF (apps/bff/dist), as the seeded database holds it. */
export async function demoCatalogue(): Promise<DemoCatalogue> {
  const built = new URL('apps/bff/dist/marketplace/demo-catalogue/demo-catalogue.js', root).href;
  const { buildDemoCatalogue } = (await import(built)) as DemoCatalogueModule;
  return buildDemoCatalogue(new Date());
}

/**
 * Database id -> catalogue index. A listing is known by its shop and words and price; listings
 * alike in all of those are paired in the order they were published (the catalogue's dates move
 * with `now`, their order does not).
 */
export async function catalogueIndexById(
  catalogue: DemoCatalogue,
  databaseUrl: string,
  databaseName: string,
): Promise<Map<string, number>> {
  const keyOf = (parts: (string | number | null)[]) => JSON.stringify(parts);
  const expected = new Map<string, number[]>();
  catalogue.listings.forEach((listing, index) => {
    const key = keyOf([
      catalogue.shops[listing.shopIndex]!.slug,
      listing.title,
      listing.description,
      listing.priceMinor,
      listing.currency,
    ]);
    expected.set(key, [...(expected.get(key) ?? []), index]);
  });
  for (const indices of expected.values())
    indices.sort(
      (a, b) =>
        catalogue.listings[b]!.publishedAt.getTime() - catalogue.listings[a]!.publishedAt.getTime(),
    );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = await db.query<{
      id: string;
      slug: string;
      title: string;
      description: string;
      price_minor: string | null;
      currency: string;
    }>(`select l.id, s.slug, l.title, l.description, l.price_minor, l.currency
          from listing l join shop s on s.id = l.shop_id
         where l.status = 'published' order by l.published_at desc`);
    const byId = new Map<string, number>();
    for (const row of rows.rows) {
      const price = row.price_minor === null ? null : Number(row.price_minor);
      const indices = expected.get(
        keyOf([row.slug, row.title, row.description, price, row.currency]),
      );
      const index = indices?.shift();
      if (index !== undefined) byId.set(row.id, index);
    }
    if (byId.size !== catalogue.listings.length)
      throw new Error(
        `found ${byId.size} of the ${catalogue.listings.length} demo listings in ${databaseName}`,
      );
    return byId;
  } finally {
    await db.end();
  }
}
