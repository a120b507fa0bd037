import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/section-card';

interface CardLink {
  label: string;
  to: string;
}

/**
 * One card of the overview: a heading, what it holds, and where to act on it. With `empty`, a card
 * that holds nothing (`children` false or null) says so and offers the step that fills it.
 */
export function OverviewCard({
  title,
  link,
  empty,
  children,
}: {
  title: string;
  link?: CardLink;
  empty?: { text: string; action?: CardLink };
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
      {children ||
        (empty && (
          <EmptyCardNote
            text={empty.text}
            action={
              empty.action && (
                <Button component={RouterLink} to={empty.action.to} variant="outlined">
                  {empty.action.label}
                </Button>
              )
            }
          />
        ))}
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
