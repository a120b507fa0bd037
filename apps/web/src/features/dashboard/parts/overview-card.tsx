import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/section-card';

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
  return (
    <SectionCard
      title={title}
      action={
        link && (
          <Button
            component={RouterLink}
            to={link.to}
            size="small"
            endIcon={<ArrowForwardIcon />}
            sx={{ flexShrink: 0, ml: -0.5 }}
          >
            {link.label}
          </Button>
        )
      }
    >
      {children}
    </SectionCard>
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
