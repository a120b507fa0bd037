import {
  marketplaceMessages,
  catalogueMessages,
  homeMessages,
  type SearchFacets,
} from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FacetList, FacetOption, FacetSection } from './facet-parts';
import { PriceFacet } from './price-facet';
import type { ResultKind } from './search-filters';

const t = marketplaceMessages;

/** Which level of the taxonomy the category facet lists: the one under what the page shows. */
export type FacetLevel = 'groups' | 'subgroups' | 'categories' | null;

/**
 * The filters beside results: the taxonomy level below the page's, price (range and buckets),
 * condition or urgency, deals, cities. Every choice is a URL change made by `set`.
 */
export function FacetPanel({
  kind,
  facets,
  level,
  url,
  set,
  apply,
  clear,
}: {
  kind: ResultKind;
  facets: SearchFacets | undefined;
  level: FacetLevel;
  url: URLSearchParams;
  set: (key: string, value: string | null) => void;
  /** Several filters at once (a price range and its currency). */
  apply: (next: URLSearchParams) => void;
  clear: () => void;
}) {
  const key = level === 'groups' ? 'group' : level === 'subgroups' ? 'subgroup' : 'category';
  const items = level && facets ? facets[level] : [];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {facets?.estimated && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t.facetsEstimated}
        </Typography>
      )}
      {level && items.length > 0 && (
        <FacetSection title={t.categoryFacet}>
          <FacetList>
            {items.map((item) => (
              <FacetOption
                key={item.value}
                label={displayName(item.value)}
                count={item.count}
                estimated={facets?.estimated}
                selected={url.get(key) === item.value}
                onSelect={() => set(key, url.get(key) === item.value ? null : item.value)}
              />
            ))}
          </FacetList>
        </FacetSection>
      )}

      <PriceFacet kind={kind} facets={facets} url={url} apply={apply} />

      {kind === 'offers' && (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={url.get('deals') === 'true'}
                onChange={(event) => set('deals', event.target.checked ? 'true' : null)}
              />
            }
            label={t.dealsOnly}
          />
          {facets && facets.conditions.length > 0 && (
            <FacetSection title={t.conditionFacet}>
              <FacetList>
                {facets.conditions.map((item) => (
                  <FacetOption
                    key={item.value}
                    label={catalogueMessages.conditions[item.value as 'new'] ?? item.value}
                    count={item.count}
                    estimated={facets?.estimated}
                    selected={url.get('condition') === item.value}
                    onSelect={() =>
                      set('condition', url.get('condition') === item.value ? null : item.value)
                    }
                  />
                ))}
              </FacetList>
            </FacetSection>
          )}
        </>
      )}

      {kind === 'requests' && (
        <FacetSection title={t.urgencyFacet}>
          <FacetList>
            {(['high', 'medium', 'low'] as const).map((urgency) => (
              <FacetOption
                key={urgency}
                label={homeMessages.urgency[urgency]}
                selected={url.get('urgency') === urgency}
                onSelect={() => set('urgency', url.get('urgency') === urgency ? null : urgency)}
              />
            ))}
          </FacetList>
        </FacetSection>
      )}

      {facets && facets.cities.length > 0 && (
        <FacetSection title={t.cityFacet}>
          <FacetList>
            {facets.cities.map((item) => (
              <FacetOption
                key={item.value}
                label={item.value}
                count={item.count}
                estimated={facets?.estimated}
                selected={url.get('city')?.toLowerCase() === item.value.toLowerCase()}
                onSelect={() =>
                  set(
                    'city',
                    url.get('city')?.toLowerCase() === item.value.toLowerCase() ? null : item.value,
                  )
                }
              />
            ))}
          </FacetList>
        </FacetSection>
      )}

      <Button variant="text" onClick={clear} sx={{ justifySelf: 'start' }}>
        {t.clearFilters}
      </Button>
    </Box>
  );
}
