import { auditLogMessages, type AuditEntry } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import { ToneChip, tones } from '../../../components/tone-chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { diffRows, type DiffRow } from './audit-diff';
import { actionLabel } from './audit-labels';

const t = auditLogMessages;

/**
 * An entry's changes folded under it: whether they show, and the button's state and name (the
 * table's arrow and the card's Show both use it).
 */
export function useChangesToggle(entry: AuditEntry) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const action = actionLabel(entry.action);
  return {
    open,
    changesId,
    toggle: {
      'aria-expanded': open,
      'aria-controls': changesId,
      'aria-label': open ? t.hideChanges(action) : t.showChanges(action),
      onClick: () => setOpen(!open),
    },
  };
}

/**
 * The record's fields before and after, the changed ones marked in colour and in words: a table,
 * or on a phone (`compact`) a list with before and after under each field.
 */
export function AuditChanges({ entry, compact = false }: { entry: AuditEntry; compact?: boolean }) {
  const rows = diffRows(entry.before, entry.after);
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t.nothingRecorded}
      </Typography>
    );
  if (compact)
    return (
      <Box component="ul" aria-label={t.changesLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.field}
            sx={{ p: 1, borderRadius: 1, mb: 0.5, ...(row.changed && changedTint) }}
          >
            <FieldName row={row} />
            <Typography variant="body2">
              {t.before}: <Value text={row.before} />
            </Typography>
            <Typography variant="body2">
              {t.after}: <Value text={row.after} />
            </Typography>
          </Box>
        ))}
      </Box>
    );
  return (
    <Table size="small" aria-label={t.changesLabel} sx={{ maxWidth: 720 }}>
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 700 } }}>
          <TableCell>{t.field}</TableCell>
          <TableCell>{t.before}</TableCell>
          <TableCell>{t.after}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field} sx={row.changed ? changedTint : undefined}>
            <TableCell>
              <FieldName row={row} />
            </TableCell>
            <TableCell>
              <Value text={row.before} />
            </TableCell>
            <TableCell>
              <Value text={row.after} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const changedTint = { bgcolor: tones.gold.bg, '& td': { fontWeight: 600 } } as const;

function FieldName({ row }: { row: DiffRow }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
      {row.field}
      {row.changed && <ToneChip tone="amber" label={t.changed} sx={{ ml: 1, height: 20 }} />}
    </Box>
  );
}

function Value({ text }: { text: string | null }) {
  if (text === null)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t.none}
      </Typography>
    );
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {text}
    </Box>
  );
}
