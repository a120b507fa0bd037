import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { postingMessages } from '@matchbazaar/contracts';
import { useState } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/**
 * Asks before an action that cannot be undone (delete) or hides a post (close); with `choices`,
 * also asks which (a requirement closes as fulfilled or cancelled), the first chosen by default.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  danger,
  choices,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  choices?: readonly Choice[] | undefined;
  onClose: () => void;
  onConfirm: (choice: string | undefined) => void;
}) {
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const choice = picked ?? choices?.[0]?.value;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      slotProps={{ transition: { onExited: () => setPicked(undefined) } }}
    >
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
        {choices && (
          <RadioGroup
            aria-labelledby="confirm-title"
            value={choice ?? ''}
            onChange={(event) => setPicked(event.target.value)}
            sx={{ mt: 1 }}
          >
            {choices.map((c) => (
              <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={c.label} />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {postingMessages.cancel}
        </Button>
        <Button
          onClick={() => onConfirm(choice)}
          color={danger ? 'error' : 'primary'}
          variant="contained"
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
