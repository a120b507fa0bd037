import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import { accountDataMessages, deleteAccountRequestSchema } from '@matchbazaar/contracts';
import type { FormEvent } from 'react';
import { UsernameHint } from '../../components/forms/username-hint';
import { useFormState } from '../../components/forms/use-form-state';
import { PasswordField } from '../../components/password-field';
import { StatusAlert } from '../../components/status-alert';
import { useDeleteAccount } from './api/account-mutations';

const t = accountDataMessages;
const empty = { password: '' };

/**
 * "Delete my account": what it does, then the password, then the final button. The server
 * refuses a wrong password (under the field) and the last admin (above the form).
 */
export function DeleteAccountDialog({
  open,
  email,
  onClose,
  onDeleted,
}: {
  open: boolean;
  email: string | undefined;
  onClose: () => void;
  /** Called with the server's goodbye text once the account is gone. */
  onDeleted: (message: string) => void;
}) {
  const form = useFormState(empty, { idPrefix: 'delete-account' });
  const { status } = form;
  const remove = useDeleteAccount();
  // Still busy once the account is gone: the page leaves, and nothing may be sent again.
  const busy = remove.isPending || remove.isSuccess;

  const close = () => {
    if (busy) return;
    form.reset();
    form.setStatus(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.setStatus(null);
    const data = form.validate(deleteAccountRequestSchema);
    if (!data) return;
    remove.mutate(data, {
      onSuccess: (message) => onDeleted(message || t.accountDeleted),
      onError: (error) => {
        const found = fieldErrorsOf(error);
        if (found.password) form.showErrors(found);
        else form.setStatus({ severity: 'error', text: apiErrorMessage(error) || t.deleteFailed });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-consequences"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate aria-busy={busy} onSubmit={submit}>
        <DialogTitle id="delete-account-title">{t.deleteDialogTitle}</DialogTitle>
        <DialogContent>
          <div id="delete-account-consequences">
            <Typography>{t.deleteIntro}</Typography>
            <Typography sx={{ mt: 2 }}>{t.deleteConsequencesIntro}</Typography>
            <Typography component="ul" sx={{ mt: 1, pl: 3 }}>
              {t.deleteConsequences.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Typography>
          </div>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.deleteExportHint}
          </Typography>
          <StatusAlert status={status} sx={{ mb: 2 }} />
          <UsernameHint email={email} />
          <PasswordField
            {...form.field('password')}
            label={t.deletePasswordLabel}
            helperText={form.errors.password ?? t.deletePasswordHelp}
            autoComplete="current-password"
            required
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={busy}>
            {t.deleteCancel}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {t.deleteConfirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
