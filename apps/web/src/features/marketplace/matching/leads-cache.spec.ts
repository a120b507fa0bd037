import { describe, expect, it } from '@jest/globals';
import type { SellerLead, SellerLeadsPage } from '@matchbazaar/contracts';
import { withoutLead } from './leads-cache';

const lead = (id: string, state: SellerLead['state']) => ({ id, state }) as SellerLead;
const page = (items: SellerLead[], counts: SellerLeadsPage['counts']): SellerLeadsPage => ({
  items,
  nextCursor: null,
  counts,
});

describe("the Open tab's pages without an answered lead", () => {
  const data = {
    pageParams: [undefined, 'c1'],
    pages: [
      page([lead('a', 'new'), lead('b', 'seen')], { new: 1, open: 3 }),
      page([lead('c', 'seen')], { new: 1, open: 3 }),
    ],
  };

  it('takes a new lead out of its page and counts one fewer open and new', () => {
    const next = withoutLead(data, lead('a', 'new'));
    expect(next.pages.map((p) => p.items.map((item) => item.id))).toEqual([['b'], ['c']]);
    expect(next.pages.map((p) => p.counts)).toEqual([
      { new: 0, open: 2 },
      { new: 0, open: 2 },
    ]);
    expect(next.pageParams).toBe(data.pageParams);
  });

  it('leaves the new count alone for a lead already seen', () => {
    const next = withoutLead(data, lead('c', 'seen'));
    expect(next.pages[1]!.items).toEqual([]);
    expect(next.pages[0]!.counts).toEqual({ new: 1, open: 2 });
  });

  it('changes nothing for a lead it does not hold', () => {
    expect(withoutLead(data, lead('z', 'new'))).toBe(data);
  });
});
