import { marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { CardList, EmptyNote } from '../../../components/catalogue/card-list';
import { ListingResultCard } from '../../../components/catalogue/listing-result-card';
import { formatPrice } from '../../../components/listings/format-price';
import { useSession } from '../../../lib/session/use-session';
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
  const items = (saved.data?.pages.flatMap((page) => page.items) ?? []).map((item) => ({
    id: item.listing.id,
    ...item,
  }));
  return (
    <MarketplacePage title={t.savedTitle} lead={t.savedLead}>
      <CardList
        query={saved}
        items={items}
        render={(item) => (
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
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
        )}
        empty={
          <EmptyNote
            text={t.savedEmpty}
            action={
              <Button component={RouterLink} to="/marketplace" variant="contained">
                {t.browseCta}
              </Button>
            }
          />
        }
      />
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
