import {
  catalogueMessages,
  marketplaceMessages,
  reportReasons,
  type ReportReason,
  type PostReportTargetKind,
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
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { api } from '../../../lib/session/api';
import { useSession } from '../../../lib/session/use-session';

const t = marketplaceMessages;
const c = catalogueMessages;

/** Report a post or shop to the moderators: a reason, details for "other", then thanks. */
function ReportDialog({
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
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.report}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {send.isSuccess ? (
          <Alert severity="success">{c.reportReceived}</Alert>
        ) : (
          <>
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
            {send.isError && <Alert severity="error">{send.error.message}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.closeFullScreen}</Button>
        {!send.isSuccess && (
          <Button
            variant="contained"
            color="error"
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {t.report}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * The Report button of a post's page: signed in, it opens the report dialog; signed out, it leads
 * to sign-in and back.
 */
export function ReportButton({
  targetKind,
  targetId,
}: {
  targetKind: PostReportTargetKind;
  targetId: string;
}) {
  const { status } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (status !== 'signedIn')
    return (
      <Button
        color="inherit"
        startIcon={<FlagOutlinedIcon />}
        component={RouterLink}
        to={`/auth/login?returnUrl=${encodeURIComponent(location.pathname)}`}
        sx={{ justifySelf: 'start' }}
      >
        {t.report}
      </Button>
    );
  return (
    <>
      <Button
        color="inherit"
        startIcon={<FlagOutlinedIcon />}
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        {t.report}
      </Button>
      <ReportDialog
        open={open}
        onClose={() => setOpen(false)}
        targetKind={targetKind}
        targetId={targetId}
      />
    </>
  );
}
