import SyncProblemOutlinedIcon from '@mui/icons-material/SyncProblemOutlined';
import { notificationsMessages as t } from '@matchbazaar/contracts';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/**
 * Shown while the socket is reconnecting: a quiet sign that live updates are paused while the socket is down (docs/product/
 * live-marketplace.md); nothing is lost meanwhile, so it asks for nothing. On a phone, the icon
 * alone (its text stays for screen readers).
 */
export function ConnectionIndicator() {
  return (
    <Tooltip title={t.offlineHint}>
      <Chip
        role="status"
        size="small"
        variant="outlined"
        icon={<SyncProblemOutlinedIcon />}
        label={t.offline}
        aria-label={`${t.offline} ${t.offlineHint}`}
        sx={{
          color: 'text.secondary',
          borderColor: 'divider',
          '& .MuiChip-label': { display: { xs: 'none', sm: 'block' } },
          '& .MuiChip-icon': { mx: { xs: 0.5, sm: 0 }, ml: { sm: 0.75 } },
        }}
      />
    </Tooltip>
  );
}
