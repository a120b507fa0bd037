import {
  inboxMessages,
  type ConversationMessage,
  type MessageAttachment,
} from '@matchbazaar/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { exactTime } from '../../components/relative-time';
import { downloadFile } from '../../lib/session/download-file';

const t = inboxMessages;

const timeText = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

function Attachments({ attachments }: { attachments: readonly MessageAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
      {attachments.map((attachment) => (
        <Chip
          key={attachment.id}
          icon={<AttachFileIcon />}
          label={attachment.name}
          size="small"
          aria-label={t.attachmentLabel(attachment.name)}
          onClick={() => void downloadFile(attachment.url, attachment.name).catch(() => {})}
          sx={{ maxWidth: 240, bgcolor: 'background.paper' }}
        />
      ))}
    </Box>
  );
}

/** One message: mine on the right, theirs on the left, the system's in the middle. */
export function MessageBubble({
  mine,
  text,
  attachments,
  inquiry,
  createdAt,
  status,
  onReport,
  kind = 'text',
}: {
  mine: boolean;
  text: string;
  attachments: readonly MessageAttachment[];
  inquiry?: ConversationMessage['inquiry'];
  createdAt?: string;
  /** Under my messages: sending, retrying, failed (with its controls), sent or read. */
  status?: ReactNode;
  onReport?: () => void;
  kind?: ConversationMessage['kind'];
}) {
  if (kind === 'system')
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center', fontStyle: 'italic', my: 1 }}
      >
        {text}
      </Typography>
    );
  return (
    <Box
      data-testid="message"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        my: 0.75,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, maxWidth: '85%' }}>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: mine ? 'primary.main' : 'grey.100',
            color: mine ? 'primary.contrastText' : 'text.primary',
            minWidth: 0,
          }}
        >
          {kind === 'inquiry' && (
            <Typography variant="caption" sx={{ display: 'block', fontWeight: 700, opacity: 0.9 }}>
              {t.inquiryBubble}
            </Typography>
          )}
          {text && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text}
            </Typography>
          )}
          {inquiry && (inquiry.quantity !== null || inquiry.phone) && (
            <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.9 }}>
              {inquiry.quantity !== null && t.quantity(inquiry.quantity.toLocaleString('en'))}
              {inquiry.quantity !== null && inquiry.phone && ' · '}
              {inquiry.phone && t.phone(inquiry.phone)}
            </Typography>
          )}
          <Attachments attachments={attachments} />
        </Box>
        {onReport && (
          <IconButton size="small" aria-label={t.report} onClick={onReport} sx={{ mt: 0.25 }}>
            <FlagOutlinedIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25 }}>
        {createdAt && (
          <time dateTime={createdAt} title={exactTime(createdAt)}>
            {timeText(createdAt)}
          </time>
        )}
        {createdAt && status ? ' · ' : null}
        {status}
      </Typography>
    </Box>
  );
}

/** A pending message's line: what it waits for, and Try again / Discard once refused. */
export function OutgoingStatus({
  state,
  error,
  onRetry,
  onDiscard,
}: {
  state: 'pending' | 'retrying' | 'failed';
  error: string | null;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  if (state !== 'failed')
    return <span data-testid="message-status">{state === 'pending' ? t.pending : t.retrying}</span>;
  return (
    <Box component="span" sx={{ color: 'error.main' }} data-testid="message-status">
      {t.failed}
      {error && `: ${error}`}{' '}
      <Button size="small" onClick={onRetry}>
        {t.retrySend}
      </Button>
      <Button size="small" color="inherit" onClick={onDiscard}>
        {t.discard}
      </Button>
    </Box>
  );
}
