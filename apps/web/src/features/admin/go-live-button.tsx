import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { adminDashboardMessages } from '@matchbazaar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { goLiveMutation } from './api/launch-status';

const t = adminDashboardMessages;

/** Going live cannot be taken back from here, so it asks first. */
export function GoLiveButton() {
  const [open, setOpen] = useState(false);
  const goLive = useMutation(goLiveMutation(useQueryClient()));
  const busy = goLive.isPending;
  const error = goLive.isError ? t.goLiveFailed : null;

  const confirm = () => goLive.mutate(undefined, { onSuccess: () => setOpen(false) });

  return (
    <>
      <Button
        variant="contained"
        color="primary"
        onClick={() => {
          goLive.reset();
          setOpen(true);
        }}
        sx={{ mt: 2 }}
      >
        {t.goLive}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby="go-live-title"
        aria-describedby="go-live-text"
      >
        <DialogTitle id="go-live-title">{t.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="go-live-text">{t.confirmText}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t.cancel}
          </Button>
          <Button variant="contained" onClick={confirm} disabled={busy}>
            {busy ? t.goingLive : t.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
