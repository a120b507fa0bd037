import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

export interface Status {
  severity: 'error' | 'info' | 'success' | 'warning';
  text: string;
}

/**
 * The answer to what the user just did, beside the form it belongs to. Errors are announced at
 * once (role alert), other answers politely (role status).
 */
export function StatusAlert({ status, action }: { status: Status | null; action?: ReactNode }) {
  if (!status) return null;
  return (
    <Alert
      severity={status.severity}
      role={status.severity === 'error' ? 'alert' : 'status'}
      action={action}
      sx={{ mb: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {status.text}
    </Alert>
  );
}
