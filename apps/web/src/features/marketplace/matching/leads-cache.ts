import type { SellerLead, SellerLeadsPage } from '@matchbazaar/contracts';

/**
 * The Open tab's pages without a lead the seller answered (Not relevant), its counts brought
 * down with it; the same pages when it is not among them.
 */
export function withoutLead<D extends { pages: SellerLeadsPage[] }>(
  data: D,
  lead: Pick<SellerLead, 'id' | 'state'>,
): D {
  const held = data.pages.some((page) => page.items.some((item) => item.id === lead.id));
  if (!held) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== lead.id),
      counts: {
        open: Math.max(0, page.counts.open - 1),
        new: Math.max(0, page.counts.new - (lead.state === 'new' ? 1 : 0)),
      },
    })),
  };
}
