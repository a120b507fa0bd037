import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { catalogueMessages, marketplaceMessages, type ListingDetail } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { placeText, quantityText } from '../../../components/catalogue/post-money';

const t = marketplaceMessages;
const c = catalogueMessages;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** The minimum order, the availability and where the goods are. */
export function ListingFacts({ listing }: { listing: ListingDetail }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
      <Fact
        label={t.minimumOrder}
        value={quantityText(listing.minOrder.quantity, listing.minOrder.unit)}
      />
      <Fact label={t.availability} value={c.availability[listing.availability]} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t.location}
        </Typography>
        <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
          {placeText(listing.place)}, {listing.place.country}
        </Typography>
      </Box>
    </Box>
  );
}
