import Alert from '@mui/material/Alert';

/** The maintenance line itself (loaded only when there is one: see site-banner.tsx). */
export function MaintenanceBanner({ text }: { text: string }) {
  return (
    <Alert
      severity="warning"
      role="status"
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
