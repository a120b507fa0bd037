import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ContentBody } from './content-body';
import type { FaqEntry } from './markdown';

export interface FaqListProps {
  questions: readonly FaqEntry[];
  /** A question named by the URL hash starts open. */
  openId: string | null;
}

/** FAQ layout: each question an accordion (its summary a heading and a button). */
export function FaqList({ questions, openId }: FaqListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(openId ? [openId] : []));
  // A later hash (a link to another question, the back button) opens that question too.
  const [hashSeen, setHashSeen] = useState(openId);
  if (openId !== hashSeen) {
    setHashSeen(openId);
    if (openId) setOpen((current) => new Set(current).add(openId));
  }

  const toggle = (id: string, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div>
      {questions.map((question) => (
        <Accordion
          key={question.id}
          id={question.id}
          disableGutters
          variant="outlined"
          expanded={open.has(question.id)}
          onChange={(_, expanded) => toggle(question.id, expanded)}
          slotProps={{ heading: { component: 'h2' } }}
          sx={{
            scrollMarginTop: '96px',
            '&:not(:last-of-type)': { borderBottom: 0 },
            '&::before': { display: 'none' },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${question.id}-answer`}
            id={`${question.id}-question`}
            data-section-focus
            sx={{ px: { xs: 2, sm: 2.5 }, py: 0.5 }}
          >
            <Typography component="span" sx={{ fontWeight: 650, fontSize: '1.05rem' }}>
              {question.text}
            </Typography>
          </AccordionSummary>
          {/* The accordion's region wraps this, named by the summary and controlled by it. */}
          <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pt: 0 }}>
            <ContentBody html={question.html} />
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
