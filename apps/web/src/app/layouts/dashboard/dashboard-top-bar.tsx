import MenuIcon from '@mui/icons-material/MenuRounded';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { dashboardMessages, siteMessages, type User } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { SignedInTools } from '../signed-in-tools';
import { topBarHeight } from './dashboard-geometry';
import { sidebarId } from './dashboard-sidebar';

const t = dashboardMessages;

function menuButtonLabel(narrow: boolean, open: boolean): string {
  if (narrow) return open ? t.closeSidebar : t.openSidebar;
  return open ? t.collapseSidebar : t.expandSidebar;
}

/**
 * The dashboard's top bar: the sidebar's menu button beside the title 'Dashboard', the way back to
 * the marketplace, the notification bell and the account menu. No sign-in buttons: everyone here is signed in.
 */
export function DashboardTopBar({
  user,
  open,
  narrow,
  onToggle,
}: {
  user: User;
  open: boolean;
  narrow: boolean;
  onToggle: () => void;
}) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: topBarHeight,
        zIndex: theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1.5 },
        px: { xs: 1, sm: 2 },
        bgcolor: 'background.paper',
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      <IconButton
        aria-label={menuButtonLabel(narrow, open)}
        aria-controls={sidebarId}
        aria-expanded={open}
        onClick={onToggle}
      >
        {open ? <MenuOpenIcon /> : <MenuIcon />}
      </IconButton>
      <Box
        component={RouterLink}
        to="/"
        aria-label={siteMessages.homeLink}
        sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}
      >
        <BrandMark size={32} />
      </Box>
      <Typography component="p" variant="h6" sx={{ fontWeight: 800, letterSpacing: -0.2 }}>
        {t.title}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Button
        component={RouterLink}
        to="/marketplace"
        color="inherit"
        startIcon={<StorefrontOutlinedIcon />}
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
      >
        {t.backToSite}
      </Button>
      <SignedInTools user={user} />
    </Box>
  );
}
