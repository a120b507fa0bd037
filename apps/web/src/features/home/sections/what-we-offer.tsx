import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { whatWeOffer as t } from '../below-fold-content';
import { HomeSection } from '../home-section';
import { FeatureIcon } from './feature-icon';
import { CardGrid } from '../../../components/card-grid';

const icons: Record<(typeof t.items)[number]['key'], ReactNode> = {
  buyers: <ShoppingBagOutlinedIcon />,
  sellers: <StorefrontOutlinedIcon />,
  stores: <PlaceOutlinedIcon />,
  deals: <LocalOfferOutlinedIcon />,
};

/** What we offer: buying, selling, local stores and deals, each with its way in. */
export function WhatWeOffer() {
  return (
    <HomeSection eyebrow={t.eyebrow} title={t.title} intro={t.intro} tone="tint">
      <CardGrid columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap={3}>
        {t.items.map((item) => (
          <Box
            component="li"
            key={item.key}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
              p: 3,
              borderRadius: 4,
              bgcolor: 'background.paper',
              boxShadow: '0 1px 2px rgba(22,26,46,0.06)',
            }}
          >
            <FeatureIcon>{icons[item.key]}</FeatureIcon>
            <Typography component="h3" variant="h6">
              {item.title}
            </Typography>
            <Typography color="text.secondary" sx={{ flex: 1 }}>
              {item.text}
            </Typography>
            <Box
              component={RouterLink}
              to={item.to}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                fontWeight: 700,
                color: 'primary.main',
                textDecoration: 'none',
                borderRadius: 1,
                '&:hover': { textDecoration: 'underline' },
                '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: 2 },
              }}
            >
              {item.link}
              <ArrowForwardIcon fontSize="small" aria-hidden="true" />
            </Box>
          </Box>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
