import {
  marketplaceMessages,
  type ListingCard,
  type RequirementCard,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { CardLayout } from '../../../components/catalogue/catalogue-card-frame';
import { LoadState } from '../../../components/load-state';
import { listingSearchQuery, requirementSearchQuery } from '../api/catalogue-api';
import { FacetPanel, type FacetLevel } from './facet-panel';
import { NoResults } from './no-results';
import { RelatedResults } from './related-results';
import { ResultCards } from './result-cards';
import { ResultsToolbar } from './results-toolbar';
import { requirementPrefillLink } from './search-understanding';
import { SearchUnderstandingBar } from './search-understanding-bar';
import {
  activeFilterCount,
  apiParams,
  filterKeys,
  withFilter,
  type FixedFilters,
  type ResultKind,
} from './search-filters';

const t = marketplaceMessages;
/** Fewer offers than this for some words: the results end by offering to post a requirement. */
const FEW_RESULTS = 6;

/** Offers and requests as one page of results with its facets (one cache for every view of them). */
export function useSearchResults(kind: ResultKind, params: Record<string, string | undefined>) {
  const offers = useInfiniteQuery({ ...listingSearchQuery(params), enabled: kind === 'offers' });
  const requests = useInfiniteQuery({
    ...requirementSearchQuery(params),
    enabled: kind === 'requests',
  });
  return kind === 'offers' ? offers : requests;
}

/**
 * Search results with filters, sort, grid or list, and "Load more" (docs/product/marketplace.md):
 * the browse page, category screens, the buyer-request and seller-offer lists, deals and a shop's
 * listings are all this view with different fixed filters. Filters live in the URL.
 */
export function ResultsView({
  kind,
  fixed = {},
  facetLevel,
  emptyAction,
  defaultSort,
}: {
  kind: ResultKind;
  fixed?: FixedFilters;
  facetLevel: FacetLevel;
  emptyAction?: ReactNode;
  defaultSort?: string;
}) {
  const [url, setUrl] = useSearchParams();
  const [drawer, setDrawer] = useState(false);
  const layout: CardLayout = url.get('view') === 'list' ? 'list' : 'grid';
  const params = apiParams(kind, url, fixed);
  if (!params.sort && defaultSort) params.sort = defaultSort;
  const results = useSearchResults(kind, params);
  const pages = results.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items as (ListingCard | RequirementCard)[]);

  const apply = (next: URLSearchParams) => setUrl(next, { preventScrollReset: true });
  const set = (key: string, value: string | null) => apply(withFilter(url, key, value));
  const clear = () => {
    const next = new URLSearchParams();
    for (const keep of ['q', 'view', 'kind']) {
      const value = url.get(keep);
      if (value) next.set(keep, value);
    }
    apply(next);
  };
  const filters = (
    <FacetPanel
      // A new URL starts the price fields afresh.
      key={filterKeys.map((k) => url.get(k)).join('|')}
      kind={kind}
      facets={first?.facets}
      level={facetLevel}
      url={url}
      set={set}
      apply={apply}
      clear={clear}
    />
  );
  const activeCount = activeFilterCount(url);
  const q = url.get('q')?.trim() ?? '';
  const understanding = first?.understanding;
  // With words, the request to post carries them (and what they were read as).
  const postRequirement = (label: string) => (
    <Button
      component={RouterLink}
      to={q ? requirementPrefillLink(q, understanding) : '/marketplace/post-requirement'}
      variant="contained"
      color="secondary"
    >
      {label}
    </Button>
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
        gap: 4,
        alignItems: 'start',
      }}
    >
      <Box
        component="aside"
        aria-label={t.filtersTitle}
        sx={{ display: { xs: 'none', md: 'block' } }}
      >
        {filters}
      </Box>
      <Drawer
        open={drawer}
        onClose={() => setDrawer(false)}
        anchor="left"
        slotProps={{ paper: { sx: { width: 300, p: 2 } } }}
      >
        <Box component="aside" aria-label={t.filtersTitle}>
          {filters}
          <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={() => setDrawer(false)}>
            {t.resultCount(first?.total ?? 0, first?.totalIsEstimate ?? false)}
          </Button>
        </Box>
      </Drawer>

      <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }}>
        <ResultsToolbar
          kind={kind}
          total={first?.total}
          totalIsEstimate={first?.totalIsEstimate ?? false}
          activeFilters={activeCount}
          sort={params.sort ?? 'relevance'}
          layout={layout}
          set={set}
          openFilters={() => setDrawer(true)}
        />

        {q && understanding && <SearchUnderstandingBar q={q} understanding={understanding} />}

        {results.isPending ? (
          <LoadState label={t.loadingResults} />
        ) : results.isError ? (
          <LoadState
            label={t.loadingResults}
            failed={results.error.message || t.resultsFailed}
            retry={() => void results.refetch()}
            retryLabel={t.retry}
          />
        ) : items.length === 0 ? (
          <NoResults
            clear={activeCount > 0 ? clear : undefined}
            action={
              emptyAction ?? postRequirement(q ? t.postRequirementFor(q) : t.postRequirementCta)
            }
          />
        ) : (
          <ResultCards
            kind={kind}
            items={items}
            layout={layout}
            searchId={understanding?.searchId}
            eagerPhotos={4}
          />
        )}

        {first?.related && (
          <RelatedResults
            kind={kind}
            related={first.related}
            layout={layout}
            searchId={understanding?.searchId}
            firstPosition={items.length + 1}
          />
        )}

        {q &&
          kind === 'offers' &&
          !emptyAction &&
          items.length > 0 &&
          items.length < FEW_RESULTS && (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                gap: 1.5,
                p: 2,
                borderRadius: 3,
                bgcolor: 'action.hover',
              }}
            >
              <Typography color="text.secondary">{t.fewResultsPrompt}</Typography>
              {postRequirement(t.postRequirementFor(q))}
            </Box>
          )}

        {results.hasNextPage && (
          <Button
            variant="outlined"
            onClick={() => void results.fetchNextPage()}
            disabled={results.isFetchingNextPage}
            sx={{ justifySelf: 'center', minWidth: 200 }}
          >
            {t.loadMore}
          </Button>
        )}
      </Box>
    </Box>
  );
}
