import { marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ListingResultCard } from '../../../components/catalogue/listing-result-card';
import { formatPrice } from '../../../components/listings/format-price';
import { LoadState } from '../../../components/load-state';
import { useSession } from '../../../components/session/use-session';
import { catalogueKeys, savedListingsQuery, setSaved } from '../api/catalogue-api';
import { MarketplacePage } from '../layout/marketplace-page';

const t = marketplaceMessages;

/** /marketplace/saved: the listings the person saved, a price drop marked. */
export function SavedPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const saved = useInfiniteQuery({ ...savedListingsQuery(userId), enabled: userId !== '' });
  const remove = useMutation({
    mutationFn: (listingId: string) => setSaved(listingId, false),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.saved(userId) }),
  });
  const items = saved.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <MarketplacePage title={t.savedTitle} lead={t.savedLead}>
      {saved.isPending ? (
        <LoadState label={t.loadingResults} />
      ) : saved.isError ? (
        <LoadState
          label={t.loadingResults}
          failed={t.resultsFailed}
          retry={() => void saved.refetch()}
          retryLabel={t.retry}
        />
      ) : items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.savedEmpty}
          </Typography>
          <Button component={RouterLink} to="/marketplace" variant="contained">
            {t.browseCta}
          </Button>
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {items.map((item) => (
            <Box
              component="li"
              key={item.listing.id}
              sx={{ display: 'grid', gap: 1, alignContent: 'start' }}
            >
              <ListingResultCard listing={item.listing} />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                {item.priceDropped && item.savedPrice && (
                  <Chip
                    color="success"
                    size="small"
                    label={`${t.priceDropped} · ${t.wasPrice(formatPrice(item.savedPrice))}`}
                  />
                )}
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => remove.mutate(item.listing.id)}
                  sx={{ ml: 'auto' }}
                >
                  {t.unsave}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {saved.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void saved.fetchNextPage()}>
            {t.loadMore}
          </Button>
        </Box>
      )}
    </MarketplacePage>
  );
}
