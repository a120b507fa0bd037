import { dashboardMessages, inboxMessages, type User } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import type { KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { currentNavItem, navItemsFor, type DashboardNavItem } from './dashboard-nav';
import { useInboxUnread } from '../../../features/inbox/use-inbox-unread';
import { sidebarTransition, sidebarWidth, topBarHeight } from './dashboard-geometry';
import { SidebarLink } from './sidebar-link';
import { SidebarUser } from './sidebar-user';

const t = dashboardMessages;
export const sidebarId = 'dashboard-sidebar';

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
  const list = (group: DashboardNavItem['group']) =>
    items
      .filter((item) => item.group === group)
      .map((item) => (
        <SidebarLink
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
        <SidebarUser user={user} open={open} />
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
