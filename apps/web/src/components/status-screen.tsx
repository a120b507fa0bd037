import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';

export interface StatusScreenProps {
  /** Decorative icon shown above the heading. */
  icon: ReactNode;
  title: string;
  text: string;
  /** Buttons or links under the text. */
  actions: ReactNode;
  /** Announce the title and text to screen readers at once (errors the user did not ask for). */
  alert?: boolean;
  /** Element for the outer box; `main` where no layout provides one. */
  component?: ElementType;
  tone?: 'primary' | 'secondary' | 'error';
}

/** The shared frame of the error, not-found and server-error screens. */
export function StatusScreen({
  icon,
  title,
  text,
  actions,
  alert = false,
  component = 'section',
  tone = 'primary',
}: StatusScreenProps) {
  return (
    <Box
      component={component}
      aria-labelledby="status-screen-title"
      sx={{ display: 'flex', alignItems: 'center', minHeight: '70vh', py: { xs: 6, sm: 10 } }}
    >
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            mx: 'auto',
            mb: 3,
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
            '& svg': { fontSize: 44 },
          }}
        >
          {icon}
        </Box>
        <Box role={alert ? 'alert' : undefined}>
          <Typography id="status-screen-title" variant="h2" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography
            variant="body1"
            color="text.secondary"
            sx={{ mb: 4, overflowWrap: 'anywhere' }}
          >
            {text}
          </Typography>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          {actions}
        </Stack>
      </Container>
    </Box>
  );
}
