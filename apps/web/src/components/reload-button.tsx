import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';

/** The error screens' way out: a full reload, which also fetches code that failed to load. */
export function ReloadButton({ label }: { label: string }) {
  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<RefreshIcon />}
      onClick={() => window.location.reload()}
    >
      {label}
    </Button>
  );
}
