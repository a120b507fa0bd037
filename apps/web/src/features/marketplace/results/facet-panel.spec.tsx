import { describe, expect, it } from '@jest/globals';
import { marketplaceMessages as t, type SearchFacets } from '@matchbazaar/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { FacetPanel } from './facet-panel';

const facets = (estimated: boolean): SearchFacets => ({
  groups: [{ value: 'electronics', count: 1200 }],
  subgroups: [],
  categories: [],
  priceBuckets: [{ value: '0-500', currency: 'INR', count: 40 }],
  conditions: [{ value: 'new', count: 800 }],
  cities: [{ value: 'Pune', count: 300 }],
  estimated,
});

const render = (estimated: boolean) =>
  renderToStaticMarkup(
    <FacetPanel
      kind="offers"
      facets={facets(estimated)}
      level="groups"
      url={new URLSearchParams()}
      set={() => undefined}
      apply={() => undefined}
      clear={() => undefined}
    />,
  );

describe('FacetPanel counts', () => {
  it('shows exact counts as they are', () => {
    const html = render(false);
    expect(html).toContain('>1,200<');
    expect(html).not.toContain(t.facetsEstimated);
  });

  it('marks every count as an estimate, and says so once, when the counts were sampled', () => {
    const html = render(true);
    for (const count of ['1,200', '40', '800', '300']) {
      expect(html).toContain(`>${t.facetCount(Number(count.replace(',', '')), true)}<`);
    }
    expect(html).toContain(t.facetsEstimated);
  });
});
