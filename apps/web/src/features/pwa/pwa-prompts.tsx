import { pwaMessages as t } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

export interface PwaPromptsProps {
  update: { reload: () => void; later: () => void } | null;
  install: { way: 'prompt' | 'ios'; accept: () => void; dismiss: () => void } | null;
}

const appIcon = (
  <Box
    component="img"
    src="/icons/app/icon-192.png"
    alt=""
    width={40}
    height={40}
    sx={{ borderRadius: 1.5 }}
  />
);

/** "New version available" and "Install MatchBazaar" (or, on iOS, how to add it to the Home Screen). */
export function PwaPrompts({ update, install }: PwaPromptsProps) {
  return (
    <>
      <Snackbar
        open={update !== null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        message={t.updateAvailable}
        action={
          <>
            <Button color="inherit" size="small" onClick={update?.later}>
              {t.updateLater}
            </Button>
            <Button
              variant="contained"
              color="secondary"
              size="small"
              onClick={update?.reload}
              sx={{ ml: 0.5 }}
            >
              {t.updateReload}
            </Button>
          </>
        }
      />
      <Snackbar
        open={install?.way === 'prompt'}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          role="dialog"
          aria-labelledby="install-app-title"
          icon={appIcon}
          severity="info"
          variant="outlined"
          sx={{
            bgcolor: 'background.paper',
            boxShadow: 6,
            maxWidth: 520,
            alignItems: 'flex-start',
          }}
        >
          <AlertTitle id="install-app-title">{t.installTitle}</AlertTitle>
          {t.installBody}
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button variant="contained" size="small" onClick={install?.accept}>
              {t.installAction}
            </Button>
            <Button size="small" onClick={install?.dismiss}>
              {t.installDismiss}
            </Button>
          </Stack>
        </Alert>
      </Snackbar>
      <Dialog
        open={install?.way === 'ios'}
        onClose={install?.dismiss}
        aria-labelledby="install-ios-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle
          id="install-ios-title"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          {appIcon}
          {t.iosInstallTitle}
        </DialogTitle>
        <DialogContent>
          <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
            {t.iosInstallSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={install?.dismiss}>
            {t.iosInstallDone}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
