import Alert from '@mui/material/Alert';

/**
 * The maintenance line itself (loaded only when there is one: see site-banner.tsx). A note, not a
 * live region: it stands on every page and is not news each time one opens.
 */
export function MaintenanceBanner({ text }: { text: string }) {
  return (
    <Alert
      severity="warning"
      role="note"
      sx={{
        borderRadius: 0,
        justifyContent: 'center',
        '& .MuiAlert-message': { textAlign: 'center' },
      }}
    >
      {text}
    </Alert>
  );
}
