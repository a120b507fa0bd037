import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { whyChoose as t } from '../below-fold-content';
import { HomeSection } from '../home-section';
import { FeatureIcon } from './feature-icon';
import { CardGrid } from '../../../components/card-grid';

const icons: Record<(typeof t.items)[number]['key'], ReactNode> = {
  payments: <LockOutlinedIcon />,
  verified: <VerifiedUserOutlinedIcon />,
  matching: <AutoAwesomeOutlinedIcon />,
  support: <SupportAgentOutlinedIcon />,
};

/**
 * Why Choose (docs/product/site.md): escrow payments, verified accounts, intelligent matching, 24/7
 * support.
 */
export function WhyChoose() {
  return (
    <HomeSection eyebrow={t.eyebrow} title={t.title}>
      <CardGrid columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap={{ xs: 3, md: 4 }}>
        {t.items.map((item) => (
          <Box
            component="li"
            key={item.key}
            sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}
          >
            <FeatureIcon tone="secondary">{icons[item.key]}</FeatureIcon>
            <Typography component="h3" variant="h6">
              {item.title}
            </Typography>
            <Typography color="text.secondary">{item.text}</Typography>
          </Box>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
