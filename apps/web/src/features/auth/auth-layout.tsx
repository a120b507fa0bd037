import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { accessGateMessages, authMessages } from '@matchbazaar/contracts';
import { Outlet, Link as RouterLink } from 'react-router-dom';

/**
 * The frame of every authentication page (docs/product/accounts.md): the logo, which leads home,
 * above the page's centered card. A layout route, so moving between sign-in pages keeps it in
 * place.
 */
export function AuthLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: { xs: 2, sm: 3 },
        py: { xs: 4, sm: 6 },
        bgcolor: 'background.default',
      }}
    >
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        aria-label={authMessages.homeLink}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: { xs: 3, sm: 4 } }}
      >
        <Box component="img" src="/favicon.svg" alt="" width={44} height={44} />
        <Typography component="span" variant="h5" color="text.primary" sx={{ fontWeight: 700 }}>
          {accessGateMessages.logoLabel}
        </Typography>
      </Link>
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
