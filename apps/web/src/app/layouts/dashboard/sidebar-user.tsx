import { dashboardMessages, normalizeRole, type User } from '@matchbazaar/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { initialsOf } from './dashboard-nav';

const t = dashboardMessages;

/** Who is signed in: their initials, and with the sidebar open their name and role. */
export function SidebarUser({ user, open }: { user: User; open: boolean }) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const role = t.roleLabels[normalizeRole(user.role)];
  return (
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
  );
}
