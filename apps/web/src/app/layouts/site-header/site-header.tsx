import MenuIcon from '@mui/icons-material/Menu';
import { limits, siteMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { AuthButtons } from './auth-buttons';
import { NavMenubar } from './nav-menubar';
import { PopularSearches, SiteSearch } from './site-search';
import { useScrolledPast } from './use-scrolled-past';

// Below the `md` breakpoint the navigation is a drawer, loaded when first opened.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const mobileMenuId = 'site-mobile-menu';

const t = siteMessages;

/**
 * The public site's header (docs/product/site.md): logo, search, auth buttons and the menubar;
 * below `md`, a menu button opens the same menus in a drawer. It sticks to the top and gains a
 * shadow once the page has scrolled past 10 px.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(limits.headerShadowScrollPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <Box
      component="header"
      data-scrolled={scrolled}
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: `1px solid ${theme.palette.divider}`,
        boxShadow: scrolled ? '0 6px 20px -6px rgba(22, 26, 46, 0.22)' : 'none',
        transition: 'box-shadow 200ms ease',
      })}
    >
      <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 0.25, sm: 2 },
            minHeight: { xs: 60, md: 68 },
          }}
        >
          <IconButton
            edge="start"
            aria-label={t.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? mobileMenuId : undefined}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
            // Loading starts on touch-down, so the drawer's code is usually there by the tap's end.
            onPointerDown={() => void import('./mobile-menu')}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>

          <Box
            component={RouterLink}
            to="/"
            aria-label={t.homeLink}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 0.75, sm: 1 },
              color: 'text.primary',
              textDecoration: 'none',
              flexShrink: 0,
              borderRadius: 2,
              '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: 2 },
            }}
          >
            <BrandMark size={32} />
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '1rem', sm: '1.2rem' },
                letterSpacing: '-0.01em',
              }}
            >
              {t.brand}
            </Box>
          </Box>

          <Box
            sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center', px: 2 }}
          >
            <Box sx={{ width: '100%', maxWidth: 560, display: 'grid', gap: 0.75, py: 1 }}>
              <SiteSearch />
              <PopularSearches />
            </Box>
          </Box>
          <Box sx={{ flex: 1, display: { md: 'none' } }} />

          <AuthButtons />
        </Box>

        <Box sx={{ display: { xs: 'none', md: 'block' }, pb: 1 }}>
          <NavMenubar />
        </Box>
      </Container>

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu id={mobileMenuId} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
