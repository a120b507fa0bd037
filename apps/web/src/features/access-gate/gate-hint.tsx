import HelpOutlineIcon from '@mui/icons-material/HelpOutlineRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { accessGateMessages } from '@matchbazaar/contracts';

/**
 * docs/product/access-gate.md: the hint after the 2nd to 4th failed attempt. It never shows a code.
 */
export function GateHint({ id }: { id: string }) {
  return (
    <Alert id={id} severity="info" icon={<HelpOutlineIcon />} role="note">
      <AlertTitle>{accessGateMessages.hintTitle}</AlertTitle>
      {accessGateMessages.hint}
    </Alert>
  );
}
