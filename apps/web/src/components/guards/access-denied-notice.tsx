import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { authRequiredMessages, permissionMessages } from '@matchbazaar/contracts';

function deniedMessageOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('accessDenied' in state)) return null;
  if (state.accessDenied !== true) return null;
  const message = 'message' in state && typeof state.message === 'string' ? state.message : '';
  return message || permissionMessages.denied;
}

/**
 * docs/product/roles-and-access.md: after a guard turned a visitor away, the permission message on
 * the page they were sent to. Mount once in the root layout; it reads the navigation state the
 * guards set.
 */
export function AccessDeniedNotice() {
  const location = useLocation();
  const message = deniedMessageOf(location.state);
  // Dismissed per navigation: a new denial (new location key) shows again.
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const open = message !== null && dismissedKey !== location.key;
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
        severity="warning"
        variant="filled"
        onClose={() => setDismissedKey(location.key)}
        slotProps={{ closeButton: { 'aria-label': authRequiredMessages.dismiss } }}
        sx={{ width: '100%' }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
