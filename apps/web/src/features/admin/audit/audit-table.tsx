import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { auditLogMessages, type AuditEntry } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dateTimeText } from '../../../components/date-time';
import { visuallyHidden } from '../../../components/visually-hidden';
import { diffRows, type DiffRow } from './audit-diff';
import { actionLabel, actorName, actorRoleLabel, targetPath } from './audit-labels';
import { ruledRow } from '../../../components/ruled-rows';

const t = auditLogMessages;
const columns = 5;

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
          <EntryCard key={entry.id} entry={entry} onActor={onActor} />
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
            <EntryRows key={entry.id} entry={entry} onActor={onActor} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

type EntryProps = { entry: AuditEntry; onActor: (id: string) => void };

/** Who acted (a link that filters by them when they have an account) and in which role. */
function Who({ entry, onActor }: EntryProps) {
  const name = actorName(entry.actor);
  const actorId = entry.actor.id;
  return (
    <>
      {actorId ? (
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={() => onActor(actorId)}
          title={t.onlyThisActor(name)}
          sx={{ fontWeight: 600, textAlign: 'left', verticalAlign: 'baseline' }}
        >
          {name}
        </Link>
      ) : (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {actorRoleLabel(entry.actor.role)}
      </Typography>
    </>
  );
}

/** The action in words, with its dotted name below for those who search by it. */
function ActionText({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {actionLabel(entry.action)}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {entry.action}
      </Typography>
    </>
  );
}

/** What it was done to: its kind, and its id as a link where it has a page. */
function Target({ entry }: { entry: AuditEntry }) {
  const path = targetPath(entry.target);
  const id = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t.targetKinds[entry.target.kind] ?? entry.target.kind}
      </Typography>
      {path ? (
        <Link component={RouterLink} to={path} underline="hover" variant="body2" sx={id}>
          {entry.target.id}
        </Link>
      ) : (
        <Typography variant="body2" sx={id}>
          {entry.target.id}
        </Typography>
      )}
    </>
  );
}

const When = ({ entry }: { entry: AuditEntry }) => (
  <time dateTime={entry.createdAt}>{dateTimeText(entry.createdAt)}</time>
);

/** One entry on a phone: the action first, then when, who and what to, and its changes. */
function EntryCard({ entry, onActor }: EntryProps) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const action = actionLabel(entry.action);
  const fact = (label: string, value: ReactNode) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: '4.5rem minmax(0, 1fr)', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, typography: 'body2' }}>
        {value}
      </Box>
    </Box>
  );
  return (
    <Box
      component="li"
      sx={{
        px: 2,
        py: 1.75,
        ...ruledRow,
      }}
    >
      <ActionText entry={entry} />
      <Box component="dl" sx={{ display: 'grid', gap: 0.75, m: 0, mt: 1 }}>
        {fact(t.columns.when, <When entry={entry} />)}
        {fact(t.columns.who, <Who entry={entry} onActor={onActor} />)}
        {fact(t.columns.target, <Target entry={entry} />)}
      </Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={changesId}
        aria-label={open ? t.hideChanges(action) : t.showChanges(action)}
        endIcon={open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
        onClick={() => setOpen(!open)}
        sx={{ mt: 1, ml: -1 }}
      >
        {open ? t.hide : t.show}
      </Button>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <Box id={changesId} sx={{ pt: 1 }}>
          <Changes entry={entry} compact />
        </Box>
      </Collapse>
    </Box>
  );
}

function EntryRows({ entry, onActor }: EntryProps) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const action = actionLabel(entry.action);
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 0 : undefined, verticalAlign: 'top' } }}>
        <TableCell>
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={changesId}
            aria-label={open ? t.hideChanges(action) : t.showChanges(action)}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <When entry={entry} />
        </TableCell>
        <TableCell>
          <Who entry={entry} onActor={onActor} />
        </TableCell>
        <TableCell>
          <ActionText entry={entry} />
        </TableCell>
        <TableCell sx={{ maxWidth: 280 }}>
          <Target entry={entry} />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={columns} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box id={changesId} sx={{ py: 1.5, pl: 6 }}>
              <Changes entry={entry} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** The record's fields before and after, the changed ones marked in colour and in words. */
function Changes({ entry, compact = false }: { entry: AuditEntry; compact?: boolean }) {
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

const changedTint = { bgcolor: '#fff8e1', '& td': { fontWeight: 600 } } as const;

function FieldName({ row }: { row: DiffRow }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
      {row.field}
      {row.changed && (
        <Chip
          label={t.changed}
          size="small"
          sx={{ ml: 1, height: 20, bgcolor: '#fff3e0', color: '#8a4100', fontWeight: 700 }}
        />
      )}
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
