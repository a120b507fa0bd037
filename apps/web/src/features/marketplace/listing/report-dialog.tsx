import {
  catalogueMessages,
  marketplaceMessages,
  reportReasons,
  type ReportReason,
  type PostReportTargetKind,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/forms/form-dialog';
import { api } from '../../../lib/session/api';

const t = marketplaceMessages;
const c = catalogueMessages;

/** Report a post or shop to the moderators: a reason, details for "other", then thanks. */
export function ReportDialog({
  open,
  onClose,
  targetKind,
  targetId,
}: {
  open: boolean;
  onClose: () => void;
  targetKind: PostReportTargetKind;
  targetId: string;
}) {
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason>('prohibited');
  const [details, setDetails] = useState('');
  const send = useMutation({
    mutationFn: () =>
      api.call(
        {
          path: '/api/v1/reports',
          method: 'POST',
          body: {
            targetKind,
            targetId,
            reason,
            ...(details.trim() && { details: details.trim() }),
          },
        },
        () => ({}),
      ),
  });
  return (
    <FormDialog
      open={open}
      title={t.report}
      titleId={titleId}
      submitLabel={t.report}
      cancelLabel={t.closeFullScreen}
      danger
      maxWidth="xs"
      pending={send.isPending}
      error={send.isError ? send.error.message : null}
      done={send.isSuccess ? <Alert severity="success">{c.reportReceived}</Alert> : undefined}
      onClose={onClose}
      onSubmit={() => send.mutate()}
    >
      <RadioGroup
        aria-labelledby={titleId}
        value={reason}
        onChange={(event) => setReason(event.target.value as ReportReason)}
      >
        {reportReasons.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={c.reportReasons[value]}
          />
        ))}
      </RadioGroup>
      <TextField
        label={t.details}
        multiline
        minRows={2}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        required={reason === 'other'}
      />
    </FormDialog>
  );
}
