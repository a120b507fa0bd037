import { authRequiredMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** docs/product/roles-and-access.md: the guards' spinner while the session is not known yet. */
export function SessionChecking() {
  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={authRequiredMessages.checking} />
    </Box>
  );
}
