import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import { marketplaceMessages, type Shop } from '@matchbazaar/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { placeText } from './post-money';

const t = marketplaceMessages;

export const shopPath = (shop: { slug: string }) =>
  `/marketplace/shop/${encodeURIComponent(shop.slug)}`;

/** A shop in Explore Local Stores and on the marketplace's front page. */
export function ShopResultCard({ shop }: { shop: Shop }) {
  const titleId = useId();
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      data-testid="shop-result"
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        gap: 2,
        p: 2,
        height: '100%',
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: `1px solid ${theme.palette.divider}`,
        '&:hover': { boxShadow: '0 14px 30px -16px rgba(22,26,46,0.35)' },
        '&:focus-within': { outline: `3px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
        '& a[data-stretched]::after': { content: '""', position: 'absolute', inset: 0 },
      })}
    >
      <Avatar
        src={shop.logo?.urls.thumb}
        alt=""
        sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}
      >
        {shop.logo ? null : <StorefrontOutlinedIcon />}
      </Avatar>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            <Link
              component={RouterLink}
              to={shopPath(shop)}
              data-stretched
              underline="none"
              color="text.primary"
            >
              {shop.name}
            </Link>
          </Typography>
          {shop.verified && (
            <VerifiedIcon
              titleAccess={t.verifiedSeller}
              sx={{ fontSize: 18, color: 'primary.main' }}
            />
          )}
        </Box>
        {shop.tagline && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {shop.tagline}
          </Typography>
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          {placeText(shop.place)}
          {shop.distanceKm !== undefined && <> · {t.kmAway(shop.distanceKm)}</>}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {t.listingsCount(shop.listingCount)}
        </Typography>
      </Box>
    </Box>
  );
}
