import { auditLogMessages, type AuditEntry } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../../components/visually-hidden';
import { AuditEntryCard } from './audit-entry-card';
import { AuditEntryRows } from './audit-entry-rows';

const t = auditLogMessages;

/**
 * The entries, newest first, each with its changes folded under it: a table on wider screens, and
 * on a phone one card per entry, the same facts stacked (a five-column table would only scroll).
 */
export function AuditTable({
  entries,
  onActor,
}: {
  entries: readonly AuditEntry[];
  /** Filter by this account (an actor's name was chosen). */
  onActor: (id: string) => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone)
    return (
      <Box component="ul" aria-label={t.tableLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <AuditEntryCard key={entry.id} entry={entry} onActor={onActor} />
        ))}
      </Box>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label={t.tableLabel} size="small" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, whiteSpace: 'nowrap' } }}>
            <TableCell sx={{ width: 48 }}>
              <Box component="span" sx={visuallyHidden}>
                {t.changesLabel}
              </Box>
            </TableCell>
            <TableCell>{t.columns.when}</TableCell>
            <TableCell>{t.columns.who}</TableCell>
            <TableCell>{t.columns.action}</TableCell>
            <TableCell>{t.columns.target}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <AuditEntryRows key={entry.id} entry={entry} onActor={onActor} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
