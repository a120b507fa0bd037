import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { DashboardNavItem } from './dashboard-nav';
import { navIcons, navLabels } from './dashboard-nav-icons';

/**
 * One link of the sidebar: its icon and name (a tooltip when collapsed), the current page marked,
 * and a count of what waits behind it.
 */
export function SidebarLink({
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
  const label = navLabels[item.id];
  const icon = navIcons[item.id];
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
