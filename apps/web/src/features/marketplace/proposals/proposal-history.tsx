import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { proposalsMessages, type Proposal } from '@matchbazaar/contracts';
import { dateTimeText } from '../../../components/date-time';

const t = proposalsMessages;

/** The proposal's steps, oldest first: what was done, when, and its terms or reason. */
export function ProposalHistory({ proposal }: { proposal: Proposal }) {
  return (
    <Box component="details" sx={{ '& summary': { cursor: 'pointer', fontWeight: 600 } }}>
      <Typography component="summary" variant="body2">
        {t.historyTitle}
      </Typography>
      <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {proposal.history.map((step, index) => (
          <Typography component="li" variant="body2" key={`${step.at}-${index}`}>
            <strong>{t.history[step.type]}</strong> · {dateTimeText(step.at)}
            {step.note && (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {step.note}
              </Typography>
            )}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
