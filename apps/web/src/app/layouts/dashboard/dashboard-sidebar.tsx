import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import MarkChatUnreadOutlinedIcon from '@mui/icons-material/MarkChatUnreadOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import {
  dashboardMessages,
  inboxMessages,
  matchingMessages,
  normalizeRole,
  ordersMessages,
  savedSearchesMessages,
  searchAnalyticsMessages,
  type User,
} from '@matchbazaar/contracts';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { KeyboardEvent, ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  currentNavItem,
  initialsOf,
  navItemsFor,
  type DashboardNavId,
  type DashboardNavItem,
} from './dashboard-nav';
import { useInboxUnread } from '../../../features/inbox/use-inbox-unread';
import { sidebarTransition, sidebarWidth, topBarHeight } from './dashboard-geometry';

const t = dashboardMessages;
export const sidebarId = 'dashboard-sidebar';

/** Each item's name: the dashboard's own, and the seller's dashboard from matching's texts. */
const labels: Record<DashboardNavId, string> = {
  ...t.items,
  sellerDashboard: matchingMessages.sellerDashboardTitle,
  sellerInquiries: inboxMessages.ordersInquiriesTitle,
  savedSearches: savedSearchesMessages.title,
  adminOrders: ordersMessages.page.adminTitle,
  searchAnalytics: searchAnalyticsMessages.navLabel,
};

const icons: Record<DashboardNavId, ReactElement> = {
  dashboard: <DashboardOutlinedIcon />,
  activity: <HistoryOutlinedIcon />,
  marketplace: <StorefrontOutlinedIcon />,
  inbox: <ForumOutlinedIcon />,
  sellerDashboard: <AutoAwesomeOutlinedIcon />,
  sellerInquiries: <MarkChatUnreadOutlinedIcon />,
  sellerAnalytics: <InsightsOutlinedIcon />,
  listings: <Inventory2OutlinedIcon />,
  proposals: <RequestQuoteOutlinedIcon />,
  favorites: <FavoriteBorderIcon />,
  savedSearches: <ManageSearchOutlinedIcon />,
  orders: <ReceiptLongOutlinedIcon />,
  transactions: <AccountBalanceWalletOutlinedIcon />,
  profile: <PersonOutlineIcon />,
  settings: <SettingsOutlinedIcon />,
  adminDashboard: <AdminPanelSettingsOutlinedIcon />,
  manageUsers: <PeopleAltOutlinedIcon />,
  systemSettings: <TuneOutlinedIcon />,
  searchAnalytics: <QueryStatsOutlinedIcon />,
  moderation: <GavelOutlinedIcon />,
  adminOrders: <ReportProblemOutlinedIcon />,
  audit: <FactCheckOutlinedIcon />,
};

/** Arrow keys, Home and End move between the sidebar's links (Tab still leaves the list). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a[data-nav-item]')];
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next = {
    ArrowDown: (at + 1) % links.length,
    ArrowUp: (at - 1 + links.length) % links.length,
    Home: 0,
    End: links.length - 1,
  }[event.key];
  if (next === undefined || links.length === 0) return;
  event.preventDefault();
  links[next]?.focus();
}

function NavLinkItem({
  item,
  current,
  expanded,
  onChosen,
  count,
}: {
  item: DashboardNavItem;
  current: boolean;
  expanded: boolean;
  onChosen: () => void;
  /** What waits behind the link (unread messages), said with the name and shown as a badge. */
  count?: { n: number; text: string };
}) {
  const label = labels[item.id];
  const icon = icons[item.id];
  const link = (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      data-nav-item=""
      selected={current}
      aria-current={current ? 'page' : undefined}
      // Collapsed, the label is not on screen: the link still has its name (and its count).
      aria-label={expanded ? undefined : count ? `${label}, ${count.text}` : label}
      onClick={onChosen}
      sx={{
        minHeight: 44,
        mx: 1,
        mb: 0.5,
        borderRadius: 2,
        px: expanded ? 1.5 : 0,
        justifyContent: expanded ? 'flex-start' : 'center',
        '&.Mui-selected': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '& .MuiListItemIcon-root': { color: 'inherit' },
          '&:hover, &.Mui-focusVisible': { bgcolor: 'primary.dark' },
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: expanded ? 1.5 : 0, color: 'text.secondary' }}>
        {count && !expanded ? (
          <Badge badgeContent={count.n} max={99} color="error" aria-hidden="true">
            {icon}
          </Badge>
        ) : (
          icon
        )}
      </ListItemIcon>
      {expanded && (
        <ListItemText
          primary={label}
          slotProps={{ primary: { noWrap: true, sx: { fontWeight: current ? 700 : 500 } } }}
        />
      )}
      {expanded && count && (
        <Box
          component="span"
          sx={{
            ml: 1,
            minWidth: 22,
            px: 0.75,
            borderRadius: 11,
            bgcolor: current ? 'primary.contrastText' : 'error.main',
            color: current ? 'primary.main' : 'error.contrastText',
            fontSize: '0.75rem',
            fontWeight: 700,
            lineHeight: '22px',
            textAlign: 'center',
          }}
        >
          <span aria-hidden="true">{count.n > 99 ? '99+' : count.n}</span>
          <Box component="span" sx={visuallyHidden}>
            {count.text}
          </Box>
        </Box>
      )}
    </ListItemButton>
  );
  return (
    <li>
      {expanded ? (
        link
      ) : (
        <Tooltip title={label} placement="right" arrow>
          {link}
        </Tooltip>
      )}
    </li>
  );
}

/**
 * The dashboard's sidebar: who is signed in, then the items their role may see with the current
 * page marked. Open it shows names; collapsed, icons with tooltips. Below 768 px it is a rail that
 * opens over the page, with an overlay that closes it on a tap.
 */
export function DashboardSidebar({
  user,
  open,
  narrow,
  onOverlayTap,
  onChosen,
}: {
  user: User;
  open: boolean;
  narrow: boolean;
  onOverlayTap: () => void;
  onChosen: () => void;
}) {
  const { pathname } = useLocation();
  const unread = useInboxUnread();
  const items = navItemsFor(user.role);
  const current = currentNavItem(items, pathname);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const role = t.roleLabels[normalizeRole(user.role)];
  const list = (group: DashboardNavItem['group']) =>
    items
      .filter((item) => item.group === group)
      .map((item) => (
        <NavLinkItem
          key={item.id}
          item={item}
          current={item === current}
          expanded={open}
          onChosen={onChosen}
          count={
            item.id === 'inbox' && unread > 0
              ? { n: unread, text: inboxMessages.unread(unread) }
              : undefined
          }
        />
      ));
  const admin = list('admin');

  return (
    <>
      {narrow && open && (
        // A pointer target only: keyboard users close it with the menu button or Escape.
        <Box
          aria-hidden="true"
          data-testid="sidebar-overlay"
          onClick={onOverlayTap}
          sx={(theme) => ({
            position: 'fixed',
            inset: 0,
            top: topBarHeight,
            zIndex: theme.zIndex.drawer - 1,
            bgcolor: 'rgba(15, 23, 42, 0.45)',
          })}
        />
      )}
      <Box
        component="nav"
        id={sidebarId}
        aria-label={t.navLabel}
        data-state={open ? 'open' : 'closed'}
        onKeyDown={moveFocus}
        sx={(theme) => ({
          position: 'fixed',
          top: topBarHeight,
          bottom: 0,
          left: 0,
          width: sidebarWidth(narrow, open),
          zIndex: narrow ? theme.zIndex.drawer : theme.zIndex.appBar - 1,
          bgcolor: 'background.paper',
          borderRight: `1px solid ${theme.palette.divider}`,
          boxShadow: narrow && open ? theme.shadows[8] : 'none',
          transition: sidebarTransition,
          overflowX: 'hidden',
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
        })}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: open ? 2 : 0,
            py: 2,
            justifyContent: open ? 'flex-start' : 'center',
          }}
        >
          <Tooltip title={open ? '' : `${name} · ${role}`} placement="right">
            <Avatar
              aria-hidden="true"
              sx={{ bgcolor: 'secondary.main', width: 40, height: 40, fontWeight: 700 }}
            >
              {initialsOf(user)}
            </Avatar>
          </Tooltip>
          {open && (
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
              <Typography noWrap variant="body2" color="text.secondary">
                {role}
              </Typography>
            </Box>
          )}
        </Box>
        <Divider />
        {/* An admin's own work comes first: below a dozen main items it was off a 900 px screen. */}
        {admin.length > 0 && (
          <List
            sx={{ pt: 1, pb: 0 }}
            aria-labelledby={open ? 'sidebar-admin-group' : undefined}
            aria-label={open ? undefined : t.adminGroup}
            subheader={
              open ? (
                <ListSubheader
                  id="sidebar-admin-group"
                  disableSticky
                  sx={{
                    lineHeight: '36px',
                    textTransform: 'uppercase',
                    fontSize: 12,
                    letterSpacing: 0.6,
                  }}
                >
                  {t.adminGroup}
                </ListSubheader>
              ) : undefined
            }
          >
            {admin}
          </List>
        )}
        {admin.length > 0 && <Divider aria-hidden="true" sx={{ mt: 0.5, mx: 1.5 }} />}
        <List sx={{ py: 1 }}>{list('main')}</List>
      </Box>
    </>
  );
}
