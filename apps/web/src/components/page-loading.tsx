import { commonMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the first page's code and data load. Fades in late so fast loads never flash it. */
export function PageLoading() {
  return (
    <Box
      sx={{
        minHeight: '70vh',
        display: 'grid',
        placeItems: 'center',
        '@keyframes page-loading-in': { from: { opacity: 0 }, to: { opacity: 1 } },
        animation: 'page-loading-in 200ms ease-in 300ms both',
      }}
    >
      <CircularProgress aria-label={commonMessages.loadingPage} />
    </Box>
  );
}
