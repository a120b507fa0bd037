import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { accessGateMessages } from '@matchbazaar/contracts';

/**
 * docs/product/access-gate.md: the lockout panel with its live countdown. A labelled region rather
 * than an alert: the page announces the lockout once, not every second.
 */
export function LockoutPanel({ secondsLeft }: { secondsLeft: number }) {
  return (
    <Alert
      severity="warning"
      icon={<LockClockOutlinedIcon />}
      role="region"
      aria-labelledby="lockout-panel-title"
    >
      <AlertTitle id="lockout-panel-title">{accessGateMessages.lockoutTitle}</AlertTitle>
      {accessGateMessages.lockoutText(secondsLeft)}
    </Alert>
  );
}
