import { marketplaceMessages } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { CardList, EmptyNote } from '../../../components/catalogue/card-list';
import { ListingResultCard } from '../../../components/catalogue/listing-result-card';
import { useSession } from '../../../lib/session/use-session';
import { catalogueKeys, clearRecentViews, recentViewsQuery } from '../api/catalogue-api';
import { MarketplacePage } from '../layout/marketplace-page';

const t = marketplaceMessages;

/** /marketplace/recent: the last 50 listings the person viewed, newest first, clearable. */
export function RecentPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const recent = useQuery({ ...recentViewsQuery(userId), enabled: userId !== '' });
  const clear = useMutation({
    mutationFn: clearRecentViews,
    onSuccess: () => queryClient.setQueryData(catalogueKeys.recent(userId), { items: [] }),
  });
  const items = (recent.data?.items ?? []).map((item) => ({ id: item.listing.id, ...item }));
  return (
    <MarketplacePage
      title={t.recentTitle}
      lead={t.recentLead}
      actions={
        items.length > 0 && (
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => clear.mutate()}
            disabled={clear.isPending}
          >
            {t.clearRecent}
          </Button>
        )
      }
    >
      <CardList
        query={recent}
        items={items}
        columns={{ xs: 2, md: 4 }}
        render={(item) => <ListingResultCard listing={item.listing} />}
        empty={
          <EmptyNote
            text={t.recentEmpty}
            action={
              <Button component={RouterLink} to="/marketplace" variant="contained">
                {t.browseCta}
              </Button>
            }
          />
        }
      />
    </MarketplacePage>
  );
}
