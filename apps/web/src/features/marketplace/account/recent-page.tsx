import { marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ListingResultCard } from '../../../components/catalogue/listing-result-card';
import { LoadState } from '../../../components/load-state';
import { useSession } from '../../../components/session/use-session';
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
  const items = recent.data?.items ?? [];
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
      {recent.isPending ? (
        <LoadState label={t.loadingResults} />
      ) : recent.isError ? (
        <LoadState
          label={t.loadingResults}
          failed={t.resultsFailed}
          retry={() => void recent.refetch()}
          retryLabel={t.retry}
        />
      ) : items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 8 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.recentEmpty}
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
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {items.map((item) => (
            <li key={item.listing.id}>
              <ListingResultCard listing={item.listing} />
            </li>
          ))}
        </Box>
      )}
    </MarketplacePage>
  );
}
