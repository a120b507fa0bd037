import { dashboardMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner with its words: 'Loading dashboard...' for the shell, 'Loading {title}...' for a page. */
export function DashboardLoading({
  text,
  fullScreen = false,
}: {
  text: string;
  fullScreen?: boolean;
}) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: fullScreen ? '100vh' : '60vh',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

export const pageFallback = (title: string) => (
  <DashboardLoading text={dashboardMessages.loadingPage(title)} />
);
