import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** One card of the overview: a heading, what it holds (or its empty note), and where to act on it. */
export function OverviewCard({
  title,
  link,
  children,
}: {
  title: string;
  link?: { label: string; to: string };
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
          component="h2"
          sx={{ fontWeight: 700, flex: 1, fontSize: 18 }}
        >
          {title}
        </Typography>
        {link && (
          <Button
            component={RouterLink}
            to={link.to}
            size="small"
            endIcon={<ArrowForwardIcon />}
            sx={{ flexShrink: 0, ml: -0.5 }}
          >
            {link.label}
          </Button>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/** What an empty card says, with the step that fills it. */
export function EmptyCardNote({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography color="text.secondary">{text}</Typography>
      {action}
    </Box>
  );
}
