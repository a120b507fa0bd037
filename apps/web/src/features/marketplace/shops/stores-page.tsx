import MyLocationIcon from '@mui/icons-material/MyLocation';
import { marketplaceMessages } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CardList, EmptyNote } from '../../../components/catalogue/card-list';
import { ChoiceSelect } from '../../../components/choice-select';
import { ShopResultCard } from '../../../components/catalogue/shop-result-card';
import { shopsQuery } from '../api/catalogue-api';
import { MarketplacePage } from '../layout/marketplace-page';

const t = marketplaceMessages;
const sorts = ['listings', 'rating', 'newest', 'distance'] as const;

/** /marketplace/stores: Explore Local Stores, by city or near the visitor. */
export function StoresPage() {
  const [url, setUrl] = useSearchParams();
  const [city, setCity] = useState(url.get('city') ?? '');
  const [locating, setLocating] = useState(false);
  const [denied, setDenied] = useState(false);
  const near = url.get('near') ?? undefined;
  const sort = url.get('sort') ?? (near ? 'distance' : 'listings');
  const shops = useInfiniteQuery(
    shopsQuery({
      city: url.get('city') ?? undefined,
      near,
      sort: sort === 'distance' && !near ? 'listings' : sort,
      limit: '24',
    }),
  );
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(url);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setUrl(next);
  };
  const searchCity = (event: FormEvent) => {
    event.preventDefault();
    set({ city: city.trim() || null, near: null, sort: null });
  };
  const nearMe = () => {
    if (!navigator.geolocation) return setDenied(true);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setDenied(false);
        set({
          near: `${coords.latitude.toFixed(4)},${coords.longitude.toFixed(4)}`,
          city: null,
          sort: 'distance',
        });
      },
      () => {
        setLocating(false);
        setDenied(true);
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  const items = shops.data?.pages.flatMap((page) => page.shops) ?? [];
  return (
    <MarketplacePage
      title={t.storesPageTitle}
      lead={t.storesLead}
      crumbs={[{ label: t.marketplaceCrumb, to: '/marketplace' }]}
      below={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box
            component="form"
            role="search"
            onSubmit={searchCity}
            sx={{ display: 'flex', gap: 1 }}
          >
            <TextField
              size="small"
              label={t.cityFilter}
              placeholder={t.cityPlaceholder}
              value={city}
              onChange={(e) => setCity(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 80 } }}
              sx={{ bgcolor: 'background.paper' }}
            />
            <Button type="submit" variant="contained">
              {t.search}
            </Button>
          </Box>
          <Button
            variant="outlined"
            startIcon={<MyLocationIcon />}
            onClick={nearMe}
            disabled={locating}
            sx={{ bgcolor: 'background.paper' }}
          >
            {locating ? t.locating : t.nearMe}
          </Button>
          <ChoiceSelect
            label={t.sortLabel}
            value={sort}
            values={sorts.filter((s) => s !== 'distance' || near)}
            names={t.storeSorts}
            onChange={(next) => set({ sort: next })}
            sx={{ minWidth: 170, bgcolor: 'background.paper' }}
          />
        </Box>
      }
    >
      {denied && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t.locationDenied}
        </Alert>
      )}
      <CardList
        query={shops}
        items={items}
        failed={t.storesFailed}
        render={(shop) => <ShopResultCard shop={shop} />}
        empty={<EmptyNote text={t.noStores} />}
      />
      {shops.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void shops.fetchNextPage()}
            disabled={shops.isFetchingNextPage}
          >
            {t.loadMore}
          </Button>
        </Box>
      )}
    </MarketplacePage>
  );
}
