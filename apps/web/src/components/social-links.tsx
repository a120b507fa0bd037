import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { socialMessages } from '@matchbazaar/contracts';
import type { ReactNode } from 'react';

const t = socialMessages;

export type SocialNetwork = 'x' | 'facebook' | 'instagram' | 'linkedin';

const networks: Record<SocialNetwork, { href: string; icon: ReactNode }> = {
  x: { href: 'https://x.com/matchbazaar', icon: <XIcon /> },
  facebook: { href: 'https://www.facebook.com/matchbazaar', icon: <FacebookIcon /> },
  instagram: { href: 'https://www.instagram.com/matchbazaar', icon: <InstagramIcon /> },
  linkedin: { href: 'https://www.linkedin.com/company/matchbazaar', icon: <LinkedInIcon /> },
};

/** MatchBazaar's social profiles as a labelled list of icon links (on a dark footer). */
export function SocialLinks({ show, mt = 0 }: { show: readonly SocialNetwork[]; mt?: number }) {
  return (
    <Box
      component="ul"
      aria-label={t.label}
      sx={{ listStyle: 'none', m: 0, mt, p: 0, display: 'flex', gap: 1 }}
    >
      {show.map((network) => (
        <li key={network}>
          <IconButton
            component="a"
            href={networks[network].href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t[network]} ${t.opensInNewTab}`}
            sx={(theme) => ({
              color: 'common.white',
              bgcolor: alpha(theme.palette.common.white, 0.08),
              '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.18) },
            })}
          >
            {networks[network].icon}
          </IconButton>
        </li>
      ))}
    </Box>
  );
}
