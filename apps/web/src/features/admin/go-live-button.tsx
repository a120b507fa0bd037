import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { adminDashboardMessages } from '@matchbazaar/contracts';
import { useState } from 'react';
import { goLive } from './launch-status-api';

const t = adminDashboardMessages;

/** Going live cannot be taken back from here, so it asks first. */
export function GoLiveButton({ onLive }: { onLive: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await goLive();
      setOpen(false);
      onLive();
    } catch {
      setError(t.goLiveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="contained" color="primary" onClick={() => setOpen(true)} sx={{ mt: 2 }}>
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
          <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
            {busy ? t.goingLive : t.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
