import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';

/**
 * A figures page's CSV download (seller analytics, search analytics): the button's state while the
 * file comes, and a dismissable alert when it could not.
 */
export function useFiguresDownload(run: () => Promise<unknown>) {
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = () => {
    setDownloading(true);
    setFailed(false);
    run()
      .catch(() => setFailed(true))
      .finally(() => setDownloading(false));
  };
  return {
    button: (label: string) => (
      <Button
        variant="outlined"
        startIcon={<DownloadOutlinedIcon />}
        onClick={download}
        loading={downloading}
      >
        {label}
      </Button>
    ),
    failure: (message: string) =>
      failed ? (
        <Alert severity="error" role="alert" onClose={() => setFailed(false)}>
          {message}
        </Alert>
      ) : null,
  };
}
