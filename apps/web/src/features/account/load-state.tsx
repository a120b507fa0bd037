import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { profileMessages } from '@matchbazaar/contracts';

/** A section's data on its way: a spinner, or what failed with a way to ask again. */
export function LoadState({
  failed,
  retry,
  label,
}: {
  failed?: string;
  retry?: () => void;
  label: string;
}) {
  if (failed !== undefined)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          retry && (
            <Button color="inherit" size="small" onClick={retry}>
              {profileMessages.retry}
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
