import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';

/**
 * A figures page's CSV download (seller analytics, search analytics): the button's state while the
 * file comes, and a dismissable alert when it could not. The download is a mutation
 * (docs/decisions/0013-web-server-state-with-tanstack-query.md): `run` is the feature's api call.
 */
export function useFiguresDownload(run: () => Promise<unknown>) {
  const download = useMutation({ mutationFn: run });
  return {
    button: (label: string) => (
      <Button
        variant="outlined"
        startIcon={<DownloadOutlinedIcon />}
        onClick={() => download.mutate()}
        loading={download.isPending}
      >
        {label}
      </Button>
    ),
    failure: (message: string) =>
      download.isError ? (
        <Alert severity="error" role="alert" onClose={() => download.reset()}>
          {message}
        </Alert>
      ) : null,
  };
}
