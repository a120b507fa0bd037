import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { FormAlert as FormAlertValue } from './use-auth-form';

/**
 * A form's answer that belongs to no single field. Errors are announced at once (role alert);
 * other answers politely (role status), since the user asked for them. An action goes under the
 * text, where it has room on a phone.
 */
export function FormAlert({ alert, action }: { alert: FormAlertValue | null; action?: ReactNode }) {
  if (!alert) return null;
  return (
    <Alert
      severity={alert.severity}
      role={alert.severity === 'error' ? 'alert' : 'status'}
      sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {alert.text}
      {action && <Box sx={{ mt: 1, ml: -1 }}>{action}</Box>}
    </Alert>
  );
}
