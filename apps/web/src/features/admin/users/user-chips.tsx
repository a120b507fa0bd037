import { adminScreensMessages, type AdminUserStatus, type Role } from '@matchbazaar/contracts';
import Chip from '@mui/material/Chip';

const t = adminScreensMessages.users;

export function RoleChip({ role }: { role: Role }) {
  return (
    <Chip
      size="small"
      label={t.roles[role]}
      color={role === 'admin' ? 'secondary' : role === 'support' ? 'info' : 'default'}
      variant={role === 'admin' || role === 'support' ? 'filled' : 'outlined'}
    />
  );
}

export function StatusChipOf({ status }: { status: AdminUserStatus }) {
  return (
    <Chip
      size="small"
      label={t.statuses[status]}
      sx={
        status === 'suspended'
          ? { bgcolor: '#fdecea', color: '#b3261e', fontWeight: 700 }
          : { bgcolor: '#e6f4ea', color: '#1b5e20', fontWeight: 700 }
      }
    />
  );
}

/** "12 Mar 2026", or the catalogue's "Never". */
export const dayOf = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' })
    : t.never;
