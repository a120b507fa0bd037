import { contentPages, resourcesMenu, siteMessages, supportMenu } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../components/brand-mark';
import { CopyrightLine } from '../../components/copyright-line';
import { SocialLinks } from '../../components/social-links';

const t = siteMessages;
const f = t.footer;

/** Every destination of the footer (docs/product/site.md), in four columns. */
const columns: readonly { title: string; links: readonly { label: string; to: string }[] }[] = [
  {
    title: f.columns.marketplace,
    links: [
      { label: f.home, to: '/' },
      { label: f.browse, to: '/marketplace' },
      { label: t.menu.exploreLocalStores, to: '/marketplace/stores' },
      { label: t.menu.shopDeals, to: '/marketplace/shop-deals' },
      { label: t.menu.sellItems, to: '/seller/post-listing' },
    ],
  },
  {
    title: f.columns.company,
    links: [
      { label: f.about, to: contentPages.about.path },
      { label: contentPages.team.title, to: contentPages.team.path },
      { label: contentPages.careers.title, to: contentPages.careers.path },
      { label: contentPages.blog.title, to: contentPages.blog.path },
      { label: contentPages.trustAndSafety.title, to: contentPages.trustAndSafety.path },
    ],
  },
  {
    title: f.columns.help,
    links: [
      { label: contentPages.guides.title, to: contentPages.guides.path },
      { label: f.faq, to: contentPages.faq.path },
      { label: supportMenu.title, to: supportMenu.path },
      { label: resourcesMenu.title, to: resourcesMenu.path },
      { label: f.contact, to: '/contact' },
      { label: contentPages.helpSecurity.title, to: contentPages.helpSecurity.path },
    ],
  },
  {
    title: f.columns.legal,
    links: [
      { label: contentPages.privacy.title, to: contentPages.privacy.path },
      { label: contentPages.terms.title, to: contentPages.terms.path },
      { label: contentPages.cookies.title, to: contentPages.cookies.path },
      { label: f.cookieSettings, to: contentPages.helpCookies.path },
      { label: contentPages.helpDataRequests.title, to: contentPages.helpDataRequests.path },
    ],
  },
];

/** The public site's footer: the brand, four columns of links, social links and the copyright. */
export function SiteFooter() {
  const baseId = useId();
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        bgcolor: '#0d1640',
        color: alpha(theme.palette.common.white, 0.8),
        pt: { xs: 6, md: 8 },
        pb: 4,
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: {
              xs: '1fr 1fr',
              md: '1.6fr repeat(4, 1fr)',
            },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, maxWidth: 360 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'common.white' }}>
              <BrandMark size={32} />
              <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
                {t.brand}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ mt: 2, lineHeight: 1.7 }}>
              {f.tagline}
            </Typography>
            <SocialLinks show={['x', 'facebook', 'instagram', 'linkedin']} mt={2.5} />
          </Box>

          {columns.map((column, index) => (
            <Box component="nav" key={column.title} aria-labelledby={`${baseId}-${index}`}>
              <Typography
                id={`${baseId}-${index}`}
                component="h2"
                sx={{
                  color: 'common.white',
                  fontWeight: 700,
                  fontSize: '0.8rem',
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                  mb: 1.5,
                }}
              >
                {column.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Box
                      component={RouterLink}
                      to={link.to}
                      sx={{
                        color: 'inherit',
                        fontSize: '0.9rem',
                        textDecoration: 'none',
                        borderRadius: 0.5,
                        '&:hover': { color: 'common.white', textDecoration: 'underline' },
                        '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: 2 },
                      }}
                    >
                      {link.label}
                    </Box>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>

        <CopyrightLine mt={5} />
      </Container>
    </Box>
  );
}
