import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { homeMessages, type Listing, relativePostedDate } from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dollars, formatPrice } from './format-price';

const t = homeMessages;

const urgencyColours = {
  high: { bg: '#fee2e2', fg: '#991b1b' },
  medium: { bg: '#fef3c7', fg: '#92400e' },
  low: { bg: '#dcfce7', fg: '#166534' },
} as const;

const badgeSx = {
  display: 'inline-block',
  px: 1.25,
  py: 0.25,
  borderRadius: 999,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
} as const;

/**
 * A listing as a card, wherever listings are shown (home today, the marketplace's lists next):
 * image, urgency badge, Needed or Offering, category, relative posted date, title, a two-line
 * description, the price and the action.
 */
export function ListingCard({ listing, now }: { listing: Listing; now: Date }) {
  const titleId = useId();
  const buyer = listing.type === 'buyer';
  const urgency = listing.urgency ? urgencyColours[listing.urgency] : null;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      data-testid="listing-card"
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderRadius: 4,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: `1px solid ${theme.palette.divider}`,
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: '0 14px 30px -14px rgba(22,26,46,0.35)' },
      })}
    >
      <Box sx={{ position: 'relative', aspectRatio: '2 / 1', bgcolor: '#eef1fb' }}>
        <Box
          component="img"
          src={listing.imageUrl}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            right: 12,
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          {listing.urgency && urgency ? (
            <Box component="span" sx={{ ...badgeSx, bgcolor: urgency.bg, color: urgency.fg }}>
              {t.urgency[listing.urgency]}
            </Box>
          ) : (
            <span />
          )}
          <Box
            component="span"
            sx={{
              ...badgeSx,
              bgcolor: buyer ? 'secondary.main' : 'primary.main',
              color: 'common.white',
            }}
          >
            {buyer ? t.needed : t.offering}
          </Box>
        </Box>
      </Box>

      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            fontSize: '0.8rem',
            color: 'text.secondary',
          }}
        >
          <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {displayName(listing.category)}
          </Box>
          <Box component="time" dateTime={listing.postedDate}>
            {relativePostedDate(listing.postedDate, now)}
          </Box>
        </Box>
        <Typography id={titleId} component="h3" variant="h6" sx={{ lineHeight: 1.3 }}>
          {listing.title}
        </Typography>
        <Typography
          color="text.secondary"
          data-testid="listing-description"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            fontSize: '0.95rem',
          }}
        >
          {listing.description}
        </Typography>
        {listing.location && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              fontSize: '0.85rem',
              color: 'text.secondary',
            }}
          >
            <PlaceOutlinedIcon sx={{ fontSize: 18 }} aria-hidden="true" />
            {listing.location}
          </Box>
        )}
        <Box
          sx={{
            mt: 'auto',
            pt: 1.5,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            flexWrap: 'wrap',
          }}
        >
          <Box>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {buyer ? t.budget : t.price}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }} data-testid="listing-price">
              {formatPrice(dollars(listing.price, listing.currency))}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to={`/marketplace/${buyer ? 'requirement' : 'listing'}/${encodeURIComponent(listing.id)}`}
            variant={buyer ? 'contained' : 'outlined'}
            color={buyer ? 'secondary' : 'primary'}
          >
            {buyer ? t.submitProposal : t.viewDetails}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
