import { reviewLimits, reviewsMessages } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../components/forms/form-dialog';
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
  const [reason, setReason] = useState('');
  const send = useMutation({ mutationFn: () => reportReview(reviewId, reason.trim()) });
  return (
    <FormDialog
      open={open}
      title={t.reportTitle}
      intro={t.reportIntro}
      submitLabel={t.reportSubmit}
      cancelLabel={t.cancel}
      danger
      maxWidth="xs"
      pending={send.isPending}
      canSubmit={reason.trim() !== ''}
      error={send.isError ? send.error.message : null}
      done={send.isSuccess ? <Alert severity="success">{t.reported}</Alert> : undefined}
      onClose={onClose}
      onSubmit={() => send.mutate()}
    >
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
    </FormDialog>
  );
}
