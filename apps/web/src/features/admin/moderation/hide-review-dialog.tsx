import { reviewLimits, reviewsMessages, type ReportedReview } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

const t = reviewsMessages;

/** Hiding says why: the author reads the reason on their order. */
export function HideReviewDialog({
  review,
  onClose,
  onHide,
  busy,
}: {
  review: ReportedReview['review'];
  onClose: () => void;
  onHide: (reason: string) => void;
  busy: boolean;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.hideTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t.hideIntro}</DialogContentText>
        <Typography
          component="blockquote"
          sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', overflowWrap: 'anywhere' }}
        >
          {review.body}
        </Typography>
        <TextField
          label={t.hideReasonLabel}
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: reviewLimits.reason } }}
          required
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || reason.trim() === ''}
          onClick={() => onHide(reason.trim())}
        >
          {t.hideSubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
