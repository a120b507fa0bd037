import {
  inboxMessages,
  messageReportReasons,
  type MessageReportReason,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { reportMessage } from './api/inbox-api';

const t = inboxMessages;

/** Report the other side's message to the moderators: a reason, details for "other". */
export function ReportMessageDialog({
  messageId,
  onClose,
}: {
  messageId: string | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState<MessageReportReason>('spam');
  const [details, setDetails] = useState('');
  const report = useMutation({
    mutationFn: (id: string) =>
      reportMessage(id, { reason, ...(details.trim() && { details: details.trim() }) }),
  });
  const close = () => {
    report.reset();
    setDetails('');
    onClose();
  };
  return (
    <Dialog
      open={messageId !== null}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t.reportTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {report.isSuccess ? (
          <Alert severity="success">{report.data.message}</Alert>
        ) : (
          <>
            <RadioGroup
              aria-labelledby={titleId}
              value={reason}
              onChange={(event) => setReason(event.target.value as MessageReportReason)}
            >
              {messageReportReasons.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t.reportReasons[value]}
                />
              ))}
            </RadioGroup>
            <TextField
              label={t.reportDetails}
              multiline
              minRows={2}
              value={details}
              required={reason === 'other'}
              onChange={(event) => setDetails(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            {report.isError && <Alert severity="error">{report.error.message}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t.close}</Button>
        {!report.isSuccess && (
          <Button
            variant="contained"
            color="error"
            disabled={report.isPending || messageId === null}
            onClick={() => messageId && report.mutate(messageId)}
          >
            {t.report}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
