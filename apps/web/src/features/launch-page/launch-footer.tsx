import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { launchPageMessages } from '@matchbazaar/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { CopyrightLine } from '../../components/copyright-line';
import { SocialLinks } from '../../components/social-links';

const t = launchPageMessages;

const legalLinks = [
  { label: t.terms, to: '/terms' },
  { label: t.privacy, to: '/privacy' },
  { label: t.contact, to: '/contact' },
];

/** Social links, the copyright line with the current year and the legal links. */
export function LaunchFooter() {
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        bgcolor: '#0d1640',
        color: alpha(theme.palette.common.white, 0.8),
        py: { xs: 5, md: 6 },
      })}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { xs: 'center', md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack
            direction="row"
            spacing={1.25}
            sx={{ alignItems: 'center', color: 'common.white' }}
          >
            <BrandMark size={32} />
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
              {t.homeLabel}
            </Typography>
          </Stack>

          <Box component="nav" aria-label={t.legalLabel}>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                columnGap: 3,
                rowGap: 1,
              }}
            >
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    component={RouterLink}
                    to={link.to}
                    underline="hover"
                    sx={{ color: 'inherit', fontWeight: 500 }}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>

          {/* A microblog, a social network and a photo-sharing site (docs/product/launch-page.md). */}
          <SocialLinks show={['x', 'facebook', 'instagram']} />
        </Stack>

        <CopyrightLine mt={4} />
      </Container>
    </Box>
  );
}
