import { marketplaceMessages, type ListingDetail } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CardGrid, equalColumns } from '../../../components/card-grid';
import { ListingResultCard } from '../../../components/catalogue/listing-result-card';
import { listingSearchQuery } from '../api/catalogue-api';

const t = marketplaceMessages;

/** Other live offers in the same category, this one left out. */
export function SimilarListings({ listing }: { listing: ListingDetail }) {
  const similar = useInfiniteQuery(listingSearchQuery({ category: listing.category, limit: '5' }));
  const items = (similar.data?.pages[0]?.items ?? [])
    .filter((card) => card.id !== listing.id)
    .slice(0, 4);
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="similar-title" sx={{ mt: 6 }}>
      <Typography id="similar-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {t.similarTitle}
      </Typography>
      <CardGrid columns={{ xs: '1fr', sm: equalColumns(2), md: equalColumns(4) }}>
        {items.map((card) => (
          <li key={card.id}>
            <ListingResultCard listing={card} />
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}
