import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import { marketplaceMessages, type Shop } from '@matchbazaar/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { placeText } from '../../../components/catalogue/post-money';
import { shopPath } from '../../../components/catalogue/shop-result-card';

const t = marketplaceMessages;

export const monthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

/**
 * The seller beside a listing: who, where, since when, how fast they reply, how to reach them. Its
 * action is Visit shop, or what the page gives instead (the shop's own page: Contact the seller).
 */
export function ShopSummary({
  shop,
  headingLevel = 2,
  action,
}: {
  shop: Shop;
  headingLevel?: 2 | 3;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar
          src={shop.logo?.urls.thumb}
          alt=""
          sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}
        >
          {shop.logo ? null : <StorefrontOutlinedIcon />}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography
              component={`h${headingLevel}`}
              sx={{ fontWeight: 700, fontSize: '1.05rem' }}
            >
              {shop.name}
            </Typography>
            {shop.verified && (
              <VerifiedIcon
                titleAccess={t.verifiedSeller}
                sx={{ fontSize: 18, color: 'primary.main' }}
              />
            )}
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
            {placeText(shop.place)}
          </Typography>
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{
          m: 0,
          pl: 2.5,
          color: 'text.secondary',
          fontSize: '0.9rem',
          display: 'grid',
          gap: 0.25,
        }}
      >
        <li>{t.memberSince(monthYear(shop.memberSince))}</li>
        <li>{t.listingsCount(shop.listingCount)}</li>
        {shop.responseTimeMinutes !== null && <li>{t.respondsIn(shop.responseTimeMinutes)}</li>}
        {shop.responseRate !== null && <li>{t.responseRate(shop.responseRate)}</li>}
      </Box>
      {shop.contact && (shop.contact.email || shop.contact.phone) && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t.contactShown}
          </Typography>
          {shop.contact.phone && (
            <Link
              href={`tel:+${shop.contact.phone}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
            >
              <PhoneOutlinedIcon fontSize="small" aria-hidden="true" />+{shop.contact.phone}
            </Link>
          )}
          {shop.contact.email && (
            <Link
              href={`mailto:${shop.contact.email}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}
            >
              <EmailOutlinedIcon fontSize="small" aria-hidden="true" />
              {shop.contact.email}
            </Link>
          )}
        </Box>
      )}
      {action ?? (
        <Button component={RouterLink} to={shopPath(shop)} variant="outlined">
          {t.visitShop}
        </Button>
      )}
    </Paper>
  );
}
