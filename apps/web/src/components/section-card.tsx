import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A titled card of a dashboard or admin page: an outlined section named by its heading, with an
 * optional link or button beside the heading (it wraps under it on a phone).
 */
export function SectionCard({
  title,
  action,
  level = 'h2',
  children,
}: {
  title: string;
  action?: ReactNode;
  level?: 'h2' | 'h3';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 1.5 }}>
        <Typography
          id={headingId}
          variant="h6"
          component={level}
          sx={{ fontWeight: 700, flex: 1, fontSize: 18 }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
