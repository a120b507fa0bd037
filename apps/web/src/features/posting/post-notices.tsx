import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { postingMessages } from '@matchbazaar/contracts';

const t = postingMessages;

/**
 * What a post form says above its sections: the answer to the last save, which status the edited
 * post is in (once past its draft stage), a moderator's reason for a rejection, or that this is a copy.
 */
export function PostNotices({
  notice,
  statusLabel,
  rejectionReason,
  copy,
}: {
  notice: string | undefined;
  statusLabel: string | undefined;
  rejectionReason: string | null | undefined;
  copy: boolean;
}) {
  if (!notice && !statusLabel && !rejectionReason && !copy) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {rejectionReason && <Alert severity="warning">{t.rejectedReason(rejectionReason)}</Alert>}
      {statusLabel && !rejectionReason && <Alert severity="info">{t.editing(statusLabel)}</Alert>}
      {copy && <Alert severity="info">{t.duplicateNotice}</Alert>}
    </Stack>
  );
}
