import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { auditLogMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ruledRow } from '../../../components/ruled-rows';
import { AuditChanges, useChangesToggle } from './audit-changes';
import { ActionText, Target, When, Who, type EntryProps } from './audit-entry-facts';

const t = auditLogMessages;

/** One entry on a phone: the action first, then when, who and what to, and its changes. */
export function AuditEntryCard({ entry, onActor }: EntryProps) {
  const { open, changesId, toggle } = useChangesToggle(entry);
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
        {...toggle}
        endIcon={open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
        sx={{ mt: 1, ml: -1 }}
      >
        {open ? t.hide : t.show}
      </Button>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <Box id={changesId} sx={{ pt: 1 }}>
          <AuditChanges entry={entry} compact />
        </Box>
      </Collapse>
    </Box>
  );
}
