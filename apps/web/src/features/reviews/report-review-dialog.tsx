import { reviewLimits, reviewsMessages } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { reportReview } from './api/reviews-api';

const t = reviewsMessages;

/** Report one review to the moderators with a reason; thanks once sent. */
export function ReportReviewDialog({
  reviewId,
  open,
  onClose,
}: {
  reviewId: string;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const send = useMutation({ mutationFn: () => reportReview(reviewId, reason.trim()) });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.reportTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {send.isSuccess ? (
          <Alert severity="success">{t.reported}</Alert>
        ) : (
          <>
            <DialogContentText>{t.reportIntro}</DialogContentText>
            <TextField
              label={t.reportLabel}
              multiline
              minRows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: reviewLimits.reason } }}
              required
              autoFocus
            />
            {send.isError && <Alert severity="error">{send.error.message}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        {!send.isSuccess && (
          <Button
            variant="contained"
            color="error"
            disabled={send.isPending || reason.trim() === ''}
            onClick={() => send.mutate()}
          >
            {t.reportSubmit}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
