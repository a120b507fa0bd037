import { marketplaceMessages } from '@matchbazaar/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rememberSearch } from '../../../lib/recent-searches';
import { MarketplacePage } from '../layout/marketplace-page';
import { MarketplaceSearchBox } from '../layout/marketplace-search-box';
import { KindTabs } from '../results/kind-tabs';
import { ResultsView, useSearchResults } from '../results/results-view';
import { shownWords } from '../results/search-understanding';
import { SaveSearchButton } from '../results/save-search-button';
import { apiParams } from '../results/search-filters';
import type { FacetLevel } from '../results/facet-panel';

const t = marketplaceMessages;

/** The facet one level below the narrowest category filter set. */
export function facetLevelFor(url: URLSearchParams): FacetLevel {
  if (url.get('category')) return null;
  if (url.get('subgroup')) return 'categories';
  if (url.get('group')) return 'subgroups';
  return 'groups';
}

/** The listing search the page shows, without its order: what "Save search" keeps. */
function searchOf(url: URLSearchParams) {
  const { sort: _sort, ...params } = apiParams('offers', url, {});
  return params;
}

/** /marketplace/browse?q=: what the header's search and its shortcuts open. */
export function BrowsePage() {
  const [url] = useSearchParams();
  const q = url.get('q')?.trim() ?? '';
  const kind = url.get('kind') === 'requests' ? 'requests' : 'offers';
  // The header offers this browser's recent searches again.
  useEffect(() => {
    if (q) rememberSearch(q);
  }, [q]);
  // The same query as the results below (one request): a repaired or shortened search is titled
  // by what it shows, not by the words that found nothing.
  const first = useSearchResults(kind, apiParams(kind, url, {})).data?.pages[0];
  return (
    <MarketplacePage
      title={q ? t.resultsFor(shownWords(q, first?.understanding)) : t.browseTitle}
      crumbs={[{ label: t.marketplaceCrumb, to: '/marketplace' }]}
      below={<MarketplaceSearchBox key={q} initial={q} />}
      actions={kind === 'offers' ? <SaveSearchButton params={searchOf(url)} /> : undefined}
    >
      <KindTabs kind={kind} />
      <ResultsView kind={kind} facetLevel={facetLevelFor(url)} />
    </MarketplacePage>
  );
}
