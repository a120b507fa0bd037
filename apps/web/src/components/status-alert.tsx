import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The answer to what the user just did. */
export interface Status {
  severity: 'error' | 'info' | 'success' | 'warning';
  text: string;
}

/**
 * The answer to what the user just did, beside the form it belongs to (one that belongs to no
 * single field). Errors are announced at once (role alert), other answers politely (role status),
 * since the user asked for them. An action goes under the text, where it has room on a phone.
 */
export function StatusAlert({
  status,
  action,
  sx,
}: {
  status: Status | null;
  action?: ReactNode;
  sx?: SystemStyleObject<Theme>;
}) {
  if (!status) return null;
  return (
    <Alert
      severity={status.severity}
      role={status.severity === 'error' ? 'alert' : 'status'}
      sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' }, ...sx }}
    >
      {status.text}
      {action && <Box sx={{ mt: 1, ml: -1 }}>{action}</Box>}
    </Alert>
  );
}
