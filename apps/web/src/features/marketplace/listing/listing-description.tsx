import { marketplaceMessages, type ListingDetail } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const t = marketplaceMessages;

/** The description with its tags (each a search), and the attributes' table beside it. */
export function ListingDescription({ listing }: { listing: ListingDetail }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        mt: 5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
      }}
    >
      <Box component="section" aria-labelledby="description-title">
        <Typography
          id="description-title"
          component="h2"
          variant="h5"
          sx={{ fontWeight: 800, mb: 1.5 }}
        >
          {t.description}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere' }}>
          {listing.description}
        </Typography>
        {listing.tags.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            {listing.tags.map((tag) => (
              <Chip
                key={tag}
                label={tag}
                size="small"
                component={RouterLink}
                to={`/marketplace/browse?q=${encodeURIComponent(tag)}`}
                clickable
              />
            ))}
          </Box>
        )}
      </Box>
      {listing.attributes.length > 0 && (
        <Box component="section" aria-labelledby="details-title">
          <Typography
            id="details-title"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 800, mb: 1.5 }}
          >
            {t.details}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 2,
              overflow: 'hidden',
            }}
          >
            {listing.attributes.map((attribute) => (
              <Box
                key={attribute.name}
                sx={{
                  display: 'contents',
                  '& > *': { px: 2, py: 1.25, borderBottom: '1px solid', borderColor: 'divider' },
                }}
              >
                <Box
                  component="dt"
                  sx={{ color: 'text.secondary', bgcolor: 'rgba(31,63,184,0.04)' }}
                >
                  {attribute.name}
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {attribute.value}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
