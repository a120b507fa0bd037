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
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ResultKind } from './search-filters';

const t = marketplaceMessages;

/** Which level of the taxonomy the category facet lists: the one under what the page shows. */
export type FacetLevel = 'groups' | 'subgroups' | 'categories' | null;

function FacetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      {/* h2: the page's h1 is the only heading above the filters (no level skipped). */}
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.9rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One choice of a facet: its name and count; pressed when it is the current filter. */
function FacetOption({
  label,
  count,
  estimated = false,
  selected,
  onSelect,
}: {
  label: string;
  count?: number;
  /** The count is a share of the first matches applied to the total. */
  estimated?: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <Box component="li">
      <Box
        component="button"
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        sx={(theme) => ({
          all: 'unset',
          boxSizing: 'border-box',
          width: '100%',
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          px: 1,
          py: 0.5,
          borderRadius: 1.5,
          cursor: 'pointer',
          fontSize: '0.9rem',
          fontWeight: selected ? 700 : 400,
          color: selected ? 'primary.main' : 'text.primary',
          bgcolor: selected ? 'rgba(31,63,184,0.08)' : 'transparent',
          '&:hover': { bgcolor: 'rgba(31,63,184,0.06)' },
          '&:focus-visible': { outline: `3px solid ${theme.palette.primary.light}` },
        })}
      >
        <span>{label}</span>
        {count !== undefined && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t.facetCount(count, estimated)}
          </Box>
        )}
      </Box>
    </Box>
  );
}

const optionList = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 } as const;

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
  const [min, setMin] = useState(url.get('minPrice') ?? '');
  const [max, setMax] = useState(url.get('maxPrice') ?? '');
  const [currency, setCurrency] = useState(url.get('currency') ?? 'INR');
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(url);
    for (const [name, value] of [
      ['minPrice', min.replace(/\D/g, '')],
      ['maxPrice', max.replace(/\D/g, '')],
      ['currency', min || max ? currency : ''],
    ] as const) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    apply(next);
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {facets?.estimated && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t.facetsEstimated}
        </Typography>
      )}
      {level && items.length > 0 && (
        <FacetSection title={t.categoryFacet}>
          <Box component="ul" sx={optionList}>
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
          </Box>
        </FacetSection>
      )}

      <FacetSection title={kind === 'offers' ? t.priceFacet : t.budgetFacet}>
        <Box component="form" onSubmit={applyPrice} sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <TextField
              size="small"
              label={t.minPrice}
              value={min}
              onChange={(e) => setMin(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
            />
            <TextField
              size="small"
              label={t.maxPrice}
              value={max}
              onChange={(e) => setMax(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
            />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
            <TextField
              select
              size="small"
              label={t.currencyLabel}
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
            >
              <MenuItem value="INR">INR (₹)</MenuItem>
              <MenuItem value="USD">USD ($)</MenuItem>
            </TextField>
            <Button type="submit" variant="outlined">
              {t.applyPrice}
            </Button>
          </Box>
        </Box>
        {facets && facets.priceBuckets.length > 0 && (
          <Box component="ul" sx={optionList}>
            {facets.priceBuckets.map((bucket) => {
              const [low, high] = bucket.value.split('-');
              const symbol = bucket.currency === 'INR' ? '₹' : '$';
              const label = high
                ? `${symbol}${Number(low).toLocaleString('en-US')} – ${symbol}${Number(high).toLocaleString('en-US')}`
                : `${symbol}${Number(low).toLocaleString('en-US')}+`;
              const selected =
                url.get('currency') === bucket.currency &&
                (url.get('minPrice') ?? '0') === low &&
                (url.get('maxPrice') ?? '') === (high ?? '');
              return (
                <FacetOption
                  key={`${bucket.currency}${bucket.value}`}
                  label={label}
                  count={bucket.count}
                  estimated={facets?.estimated}
                  selected={selected}
                  onSelect={() => {
                    const next = new URLSearchParams(url);
                    if (selected) {
                      next.delete('minPrice');
                      next.delete('maxPrice');
                      next.delete('currency');
                    } else {
                      next.set('currency', bucket.currency);
                      next.set('minPrice', low ?? '0');
                      if (high) next.set('maxPrice', high);
                      else next.delete('maxPrice');
                    }
                    apply(next);
                  }}
                />
              );
            })}
          </Box>
        )}
      </FacetSection>

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
              <Box component="ul" sx={optionList}>
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
              </Box>
            </FacetSection>
          )}
        </>
      )}

      {kind === 'requests' && (
        <FacetSection title={t.urgencyFacet}>
          <Box component="ul" sx={optionList}>
            {(['high', 'medium', 'low'] as const).map((urgency) => (
              <FacetOption
                key={urgency}
                label={homeMessages.urgency[urgency]}
                selected={url.get('urgency') === urgency}
                onSelect={() => set('urgency', url.get('urgency') === urgency ? null : urgency)}
              />
            ))}
          </Box>
        </FacetSection>
      )}

      {facets && facets.cities.length > 0 && (
        <FacetSection title={t.cityFacet}>
          <Box component="ul" sx={optionList}>
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
          </Box>
        </FacetSection>
      )}

      <Button variant="text" onClick={clear} sx={{ justifySelf: 'start' }}>
        {t.clearFilters}
      </Button>
    </Box>
  );
}
