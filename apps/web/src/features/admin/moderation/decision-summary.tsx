import CloseIcon from '@mui/icons-material/Close';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { moderationMessages } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { DecisionSummary as Summary } from './use-post-decisions';

const t = moderationMessages;

/** What the last decision did, with each failure on its own line. */
export function DecisionSummary({
  summary,
  onClose,
}: {
  summary: Summary | null;
  onClose: () => void;
}) {
  if (!summary) return null;
  return (
    <Alert
      severity={summary.severity}
      role={summary.severity === 'success' ? 'status' : 'alert'}
      iconMapping={{ success: <TaskAltIcon fontSize="inherit" /> }}
      action={
        <IconButton aria-label={t.closeSummary} color="inherit" size="small" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {summary.text}
      {summary.failures.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {summary.failures.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
