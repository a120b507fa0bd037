import { apiErrorMessage } from '@matchbazaar/api-client';
import {
  adminScreensMessages,
  roles,
  suspensionReasonLimit,
  type AdminUser,
  type Role,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { StatusAlert, type Status } from '../../../components/status-alert';
import { useAdminUserAction, useDeleteAdminUser, type AdminUserAction } from '../api/admin-users';

const t = adminScreensMessages.users;

type Dialogs = 'suspend' | 'delete' | null;

/**
 * What an admin can do to an account: change its role, suspend or reinstate it, mark its email
 * verified, send a password reset, delete it. The BFF refuses what would lock the site out (the
 * last admin, oneself); for one's own account the risky actions are not offered at all.
 */
export function UserActions({
  user,
  self,
  onDeleted,
}: {
  user: AdminUser;
  self: boolean;
  onDeleted: (message: string) => void;
}) {
  const [role, setRole] = useState<Role>(user.role);
  const [status, setStatus] = useState<Status | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [reason, setReason] = useState('');
  const action = useAdminUserAction(user.id);
  const remove = useDeleteAdminUser(user.id);
  // A deleted account keeps the buttons off until the page has left it.
  const busy = action.isPending || remove.isPending || remove.isSuccess;

  const run = (next: AdminUserAction, done?: string) => {
    setStatus(null);
    action.mutate(next, {
      onSuccess: (result) =>
        setStatus({
          severity: 'success',
          text: done ?? (typeof result === 'string' ? result : ''),
        }),
      onError: (error) => setStatus({ severity: 'error', text: apiErrorMessage(error) }),
    });
  };

  return (
    <Stack spacing={2}>
      {self && (
        <Typography variant="body2" color="text.secondary">
          {t.you}
        </Typography>
      )}
      {!self && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={t.roleLabel}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            sx={{ minWidth: 180 }}
          >
            {roles.map((r) => (
              <MenuItem key={r} value={r}>
                {t.roles[r]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={busy || role === user.role}
            onClick={() => run({ kind: 'role', role }, `${t.changeRole}: ${t.roles[role]}`)}
          >
            {t.saveRole}
          </Button>
        </Stack>
      )}
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {!user.isEmailVerified && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => run({ kind: 'verifyEmail' }, t.markVerified)}
          >
            {t.markVerified}
          </Button>
        )}
        <Button variant="outlined" disabled={busy} onClick={() => run({ kind: 'passwordReset' })}>
          {t.sendReset}
        </Button>
        {!self &&
          (user.status === 'suspended' ? (
            <Button
              variant="outlined"
              color="success"
              disabled={busy}
              onClick={() => run({ kind: 'reinstate' }, t.reinstate)}
            >
              {t.reinstate}
            </Button>
          ) : (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => setDialog('suspend')}
            >
              {t.suspend}
            </Button>
          ))}
        {!self && (
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => setDialog('delete')}
          >
            {t.delete}
          </Button>
        )}
      </Box>
      {status && status.text && <StatusAlert status={status} />}

      <Dialog open={dialog === 'suspend'} onClose={() => setDialog(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t.suspendTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t.suspendText}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t.suspendReason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: suspensionReasonLimit } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t.cancel}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={busy || reason.trim() === ''}
            onClick={() => {
              setDialog(null);
              run({ kind: 'suspend', reason: reason.trim() }, t.suspend);
            }}
          >
            {t.suspend}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={dialog === 'delete'} onClose={() => setDialog(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.deleteText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t.cancel}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={busy}
            onClick={() => {
              setDialog(null);
              remove.mutate(undefined, {
                onSuccess: onDeleted,
                onError: (error) => setStatus({ severity: 'error', text: apiErrorMessage(error) }),
              });
            }}
          >
            {t.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
