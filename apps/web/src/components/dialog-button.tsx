import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../lib/session/use-session';
import { useSignInPath } from './guards/use-sign-in-path';
import type { LazyDialog } from './lazy-section';

/** What a dialog opened by a `DialogButton` is given besides its own props. */
export interface OpenDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A button that opens a lazy dialog for a signed-in user (Send inquiry, Report); signed out, the
 * same button leads to sign-in and back. The dialog's code is fetched as the pointer or the focus
 * reaches the button, and the dialog stays mounted from its first opening on, so closing animates.
 */
export function DialogButton<P extends OpenDialogProps>({
  dialog: Dialog,
  dialogProps,
  ...button
}: Pick<
  ButtonProps,
  'children' | 'color' | 'fullWidth' | 'size' | 'startIcon' | 'sx' | 'variant'
> & {
  dialog: LazyDialog<P>;
  dialogProps: Omit<P, keyof OpenDialogProps>;
}) {
  const { status } = useSession();
  const signInPath = useSignInPath();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (status !== 'signedIn') return <Button {...button} component={RouterLink} to={signInPath} />;
  const preload = () => void Dialog.preload();
  return (
    <>
      <Button
        {...button}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && <Dialog {...({ ...dialogProps, open, onClose: () => setOpen(false) } as P)} />}
    </>
  );
}
