import { adminScreensMessages, type AdminUserStatus, type Role } from '@matchbazaar/contracts';
import Chip from '@mui/material/Chip';
import { ToneChip } from '../../../components/tone-chip';

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
  return <ToneChip tone={status === 'suspended' ? 'red' : 'green'} label={t.statuses[status]} />;
}

/** "12 Mar 2026", or the catalogue's "Never". */
export const dayOf = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' })
    : t.never;
