import {
  inboxMessages,
  messageReportReasons,
  type MessageReportReason,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormDialog } from '../../components/forms/form-dialog';
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
    <FormDialog
      open={messageId !== null}
      title={t.reportTitle}
      titleId={titleId}
      submitLabel={t.report}
      cancelLabel={t.close}
      danger
      maxWidth="xs"
      pending={report.isPending}
      canSubmit={messageId !== null}
      error={report.isError ? report.error.message : null}
      done={report.isSuccess ? <Alert severity="success">{report.data.message}</Alert> : undefined}
      onClose={close}
      onSubmit={() => messageId && report.mutate(messageId)}
    >
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
    </FormDialog>
  );
}
