import { auditLogMessages, type AuditEntry } from '@matchbazaar/contracts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { dateTimeText } from '../../../components/date-time';
import { actionLabel, actorName, actorRoleLabel, targetPath } from './audit-labels';

/**
 * How an entry's facts read, the same in the table's cells and on a phone's card: when, who, what
 * was done and to what.
 */

const t = auditLogMessages;

export type EntryProps = { entry: AuditEntry; onActor: (id: string) => void };

/** Who acted (a link that filters by them when they have an account) and in which role. */
export function Who({ entry, onActor }: EntryProps) {
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
export function ActionText({ entry }: { entry: AuditEntry }) {
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
export function Target({ entry }: { entry: AuditEntry }) {
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

export const When = ({ entry }: { entry: AuditEntry }) => (
  <time dateTime={entry.createdAt}>{dateTimeText(entry.createdAt)}</time>
);
