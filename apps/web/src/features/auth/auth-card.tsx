import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/use-document-title';

/** One authentication page's card: its heading (also the tab title), a line under it, its body. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="auth-card-title"
      sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}
    >
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ textAlign: 'center' }}>
          <Typography id="auth-card-title" variant="h4" component="h1">
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
