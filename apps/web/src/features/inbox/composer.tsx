import {
  attachmentRules,
  conversationLimits,
  conversationsMessages,
  inboxMessages,
  typingThrottleMs,
  type MessageAttachment,
} from '@matchbazaar/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState } from 'react';
import { uploadAttachment } from './api/inbox-api';
import type { OutgoingBody } from './use-outbox';

const t = inboxMessages;

/**
 * Writes a message: text (Enter sends, Shift+Enter breaks the line) and up to five files, each
 * uploaded as soon as chosen (images and PDFs up to 10 MB, checked here first and by the server).
 */
export function Composer({
  conversationId,
  disabled,
  onSend,
  onTyping,
}: {
  conversationId: string;
  disabled: boolean;
  onSend: (body: OutgoingBody) => void;
  onTyping: () => void;
}) {
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<MessageAttachment[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = () => {
    const body = text.trim();
    if ((!body && attachments.length === 0) || uploading) return;
    onSend({ ...(body && { text: body }), attachments });
    setText('');
    setAttachments([]);
    setError(null);
  };

  const attach = async (file: File) => {
    setError(null);
    if (file.size > attachmentRules.maxBytes)
      return setError(conversationsMessages.attachmentTooLarge);
    if (!(attachmentRules.mimeTypes as readonly string[]).includes(file.type))
      return setError(conversationsMessages.attachmentType);
    setUploading(file.name);
    try {
      const answer = await uploadAttachment(conversationId, file);
      setAttachments((held) => [...held, answer.data.attachment]);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setUploading(null);
    }
  };

  const full = attachments.length >= conversationLimits.attachmentsPerMessage;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, display: 'grid', gap: 1 }}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {(attachments.length > 0 || uploading) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {attachments.map((attachment) => (
            <Chip
              key={attachment.id}
              size="small"
              icon={<AttachFileIcon />}
              label={attachment.name}
              onDelete={() => setAttachments((held) => held.filter((a) => a.id !== attachment.id))}
              slotProps={
                { deleteIcon: { 'aria-label': t.removeAttachment(attachment.name) } } as never
              }
            />
          ))}
          {uploading && <Chip size="small" label={t.uploading(uploading)} />}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={attachmentRules.mimeTypes.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void attach(file);
          }}
        />
        <Tooltip title={t.attachHint}>
          <span>
            <IconButton
              aria-label={t.attach}
              disabled={disabled || full || uploading !== null}
              onClick={() => fileInput.current?.click()}
            >
              <AttachFileIcon />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          label={t.messageLabel}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            const now = Date.now();
            if (now - lastTyping.current >= typingThrottleMs) {
              lastTyping.current = now;
              onTyping();
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          multiline
          maxRows={6}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: conversationLimits.text } }}
        />
        <IconButton
          color="primary"
          aria-label={t.send}
          disabled={disabled || uploading !== null || (!text.trim() && attachments.length === 0)}
          onClick={send}
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
