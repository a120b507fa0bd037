import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { AuditChanges, useChangesToggle } from './audit-changes';
import { ActionText, Target, When, Who, type EntryProps } from './audit-entry-facts';

/** The table's columns: the arrow, when, who, the action and the target. */
export const auditColumns = 5;

/** One entry in the table: its row, and under it a row across the table for its changes. */
export function AuditEntryRows({ entry, onActor }: EntryProps) {
  const { open, changesId, toggle } = useChangesToggle(entry);
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 0 : undefined, verticalAlign: 'top' } }}>
        <TableCell>
          <IconButton size="small" {...toggle}>
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
        <TableCell colSpan={auditColumns} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box id={changesId} sx={{ py: 1.5, pl: 6 }}>
              <AuditChanges entry={entry} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
