import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The tinted band at the top of a page (its header landmark): title, lead and page facts. */
export function PageHeaderBand({ children }: { children: ReactNode }) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.primary.main, 0.06),
        borderBottom: `1px solid ${alpha(theme.palette.primary.main, 0.12)}`,
        py: { xs: 4, md: 6 },
      })}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
