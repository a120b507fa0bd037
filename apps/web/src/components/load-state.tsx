import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * Data on its way: a spinner named `label`, or, once it failed, what failed (announced at once)
 * with a way to ask again when `retry` is given.
 */
export function LoadState({
  label,
  failed,
  retry,
  retryLabel,
}: {
  label: string;
  failed?: string | undefined;
  retry?: (() => void) | undefined;
  retryLabel?: string;
}) {
  if (failed !== undefined)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          retry && (
            <Button color="inherit" size="small" onClick={retry}>
              {retryLabel}
            </Button>
          )
        }
      >
        {failed}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
