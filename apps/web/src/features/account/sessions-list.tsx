import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { type AccountSession, accountSettingsMessages } from '@matchbazaar/contracts';
import { useState } from 'react';
import { exactTime, timeAgo } from '../../components/relative-time';
import { StatusAlert, type Status } from '../../components/status-alert';
import { groupSessions } from './sessions-grouping';
import { useEndSession } from './api/account-mutations';

const t = accountSettingsMessages;
/** The busy key of End all other sessions (session ids are UUIDs, so it cannot clash). */
const OTHERS = 'others';

function When({ iso, label }: { iso: string; label: (when: string) => string }) {
  return (
    <time dateTime={iso} title={exactTime(iso)}>
      {label(timeAgo(iso))}
    </time>
  );
}

/**
 * The devices signed in to the account (refresh-token families): this one first and marked, the
 * others each with End session, and End all other sessions.
 */
export function SessionsList({ sessions, userId }: { sessions: AccountSession[]; userId: string }) {
  const [status, setStatus] = useState<Status | null>(null);
  const ending = useEndSession(userId);
  const busy = ending.isPending ? (ending.variables ?? OTHERS) : null;
  const [showOlder, setShowOlder] = useState(false);
  const { recent, older } = groupSessions(sessions);
  const listed = showOlder ? [...recent, ...older] : recent;
  const others = sessions.filter((s) => !s.current);

  /** Ends one session, or every other one when `id` is left out. */
  const end = (id?: string) => {
    if (busy) return;
    setStatus(null);
    ending.mutate(id, {
      onSuccess: () =>
        setStatus({ severity: 'success', text: id ? t.sessionEnded : t.othersEnded }),
      onError: (error) =>
        setStatus({ severity: 'error', text: apiErrorMessage(error) || t.endFailed }),
    });
  };

  return (
    <>
      <StatusAlert status={status} sx={{ mb: 2 }} />
      <List disablePadding aria-label={t.sessionsHeading}>
        {listed.map((session) => (
          <ListItem
            key={session.id}
            divider
            disableGutters
            sx={{ py: 1.5, alignItems: { xs: 'flex-start', sm: 'center' }, gap: 2 }}
          >
            <DevicesOutlinedIcon color="action" sx={{ mt: { xs: 0.5, sm: 0 } }} />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 2 }}
              sx={{ flex: 1, minWidth: 0, alignItems: { sm: 'center' } }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {/* A div: the Chip is one, and a <p> may not hold it. */}
                <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {session.device}{' '}
                  {session.current && (
                    <Chip size="small" color="primary" label={t.thisDevice} sx={{ ml: 0.5 }} />
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <When iso={session.lastUsedAt} label={t.lastUsed} />
                  {' · '}
                  <When iso={session.createdAt} label={t.signedInAt} />
                </Typography>
              </Box>
              {!session.current && (
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  aria-label={t.endSessionLabel(session.device)}
                  loading={busy === session.id}
                  disabled={busy !== null && busy !== session.id}
                  onClick={() => end(session.id)}
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
                >
                  {t.endSession}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      {older.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Button
            size="small"
            aria-expanded={showOlder}
            onClick={() => setShowOlder((open) => !open)}
          >
            {showOlder ? t.hideOlderSessions : t.showOlderSessions(older.length)}
          </Button>
        </Box>
      )}
      {others.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t.noOtherSessions}
        </Typography>
      ) : (
        <Button
          variant="contained"
          color="error"
          loading={busy === OTHERS}
          disabled={busy !== null && busy !== OTHERS}
          onClick={() => end()}
          sx={{ mt: 2 }}
        >
          {t.endOthers}
        </Button>
      )}
    </>
  );
}
