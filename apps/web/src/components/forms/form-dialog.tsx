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
 * and the send button. While `pending` it cannot be closed or sent again; once `done` is given it
 * shows that (the thanks) in place of the form, with only the way back.
 */
export function FormDialog({
  open = true,
  title,
  titleId: givenTitleId,
  intro,
  submitLabel,
  cancelLabel,
  danger = false,
  maxWidth = 'sm',
  pending,
  canSubmit = true,
  error,
  done,
  onClose,
  onClosed,
  onSubmit,
  children,
}: {
  /** For a dialog kept mounted while closed; by default it is open while rendered. */
  open?: boolean;
  title: string;
  /** The title's id, for fields labelled by it; one is made up otherwise. */
  titleId?: string;
  intro?: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  danger?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  pending: boolean;
  /** False keeps the send button disabled, e.g. until a required field is filled. */
  canSubmit?: boolean;
  error: string | null;
  /** Shown instead of the form once it has been sent. */
  done?: ReactNode;
  onClose: () => void;
  /** Called once the dialog has finished closing, e.g. to reset its fields for the next time. */
  onClosed?: () => void;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const madeTitleId = useId();
  const titleId = givenTitleId ?? madeTitleId;
  const introId = useId();
  const sent = done !== undefined;
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={intro ? introId : undefined}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!pending && !sent && canSubmit) onSubmit();
        }}
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {title}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '4px !important' }}>
          {sent ? (
            done
          ) : (
            <>
              {intro && (
                // The intro may quote what the user typed, long words included.
                <Typography id={introId} color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {intro}
                </Typography>
              )}
              {children}
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={pending} color="inherit">
            {cancelLabel}
          </Button>
          {!sent && (
            <Button
              type="submit"
              variant="contained"
              color={danger ? 'error' : 'primary'}
              loading={pending}
              disabled={!canSubmit}
            >
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
