import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { authRequiredMessages, permissionMessages } from '@matchbazaar/contracts';
import { noticeOf } from './navigation-notice-state';

/**
 * The notice a navigation brought (navigation-notice-state): after a guard turned a visitor away,
 * the permission message (docs/product/roles-and-access.md); after an account was deleted, that it
 * was. Mount in a layout when the state has one; it reads the navigation state.
 */
export function NavigationNotice() {
  const location = useLocation();
  const notice = noticeOf(location.state);
  // Dismissed per navigation: a new notice (new location key) shows again.
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const open = notice !== null && dismissedKey !== location.key;
  return (
    <Snackbar
      open={open}
      autoHideDuration={8_000}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') setDismissedKey(location.key);
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={notice?.severity ?? 'warning'}
        variant="filled"
        onClose={() => setDismissedKey(location.key)}
        slotProps={{ closeButton: { 'aria-label': authRequiredMessages.dismiss } }}
        sx={{ width: '100%' }}
      >
        {notice?.message || permissionMessages.denied}
      </Alert>
    </Snackbar>
  );
}
