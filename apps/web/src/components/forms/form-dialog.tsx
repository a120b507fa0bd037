import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';

/**
 * A short form in a dialog: its title, an intro line, the fields, the refusal's text, a way back
 * and the send button. While `pending` it cannot be closed or sent again.
 */
export function FormDialog({
  title,
  intro,
  submitLabel,
  cancelLabel,
  danger = false,
  maxWidth = 'sm',
  pending,
  error,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  danger?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {title}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '4px !important' }}>
          <Typography color="text.secondary">{intro}</Typography>
          {children}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={pending} color="inherit">
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            loading={pending}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
