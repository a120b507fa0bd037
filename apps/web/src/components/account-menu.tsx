import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { siteMessages, type User } from '@matchbazaar/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const t = siteMessages;

const items = [
  { label: t.dashboard, to: '/dashboard', icon: <DashboardOutlinedIcon fontSize="small" /> },
  { label: t.profile, to: '/profile', icon: <PersonOutlineIcon fontSize="small" /> },
  { label: t.settings, to: '/settings', icon: <SettingsOutlinedIcon fontSize="small" /> },
];

/**
 * The signed-in account button and its menu (docs/product/site.md: Dashboard, Profile, Settings,
 * Sign out). Sign out goes to the Signed Out page, which signs out.
 */
export function AccountMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        aria-label={t.accountMenu(name)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreIcon />}
        sx={{ px: 1, gap: 0.5 }}
      >
        {/* No initials inside: the button's name must contain all of its visible text (WCAG
            2.5.3), and "AT" is not in "Account menu for Asha Tester". MUI draws a person icon. */}
        <Avatar
          src={user.profileImage ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, fontSize: '0.85rem', bgcolor: 'secondary.main' }}
        />
        <Box
          component="span"
          sx={{
            display: { xs: 'none', lg: 'inline' },
            maxWidth: 140,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {user.firstName || user.email}
        </Box>
      </Button>
      <Menu
        id={menuId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 200, mt: 1 } } }}
      >
        {items.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            {item.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to="/auth/logout" onClick={close}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
