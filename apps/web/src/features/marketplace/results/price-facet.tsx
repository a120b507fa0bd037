import { marketplaceMessages, type SearchFacets } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FacetList, FacetOption, FacetSection } from './facet-parts';
import type { ResultKind } from './search-filters';

const t = marketplaceMessages;

/**
 * The price (offers) or budget (requests) filter: a range typed in with its currency, applied
 * together, and the buckets of the results' prices to choose from (a chosen one chosen again
 * clears the range).
 */
export function PriceFacet({
  kind,
  facets,
  url,
  apply,
}: {
  kind: ResultKind;
  facets: SearchFacets | undefined;
  url: URLSearchParams;
  /** The range and its currency at once. */
  apply: (next: URLSearchParams) => void;
}) {
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
        <FacetList>
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
        </FacetList>
      )}
    </FacetSection>
  );
}
