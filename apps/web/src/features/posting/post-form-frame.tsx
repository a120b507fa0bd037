import PublishIcon from '@mui/icons-material/Publish';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { postingMessages, type PostIntent } from '@matchbazaar/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { StatusAlert, type Status } from '../../components/status-alert';

const t = postingMessages;

/**
 * The form part every post form shares: its sections, the preview in their place while asked for,
 * the answer to the last save, and the actions (save a draft, publish; a live post saves its
 * changes). The actions stick to the bottom of the window so they stay in reach on long forms.
 */
export function PostFormFrame({
  label,
  children,
  preview,
  status,
  busy,
  uploading,
  live,
  onSubmit,
}: {
  label: string;
  children: ReactNode;
  preview: ReactNode;
  status: Status | null;
  busy: PostIntent | null;
  uploading: boolean;
  /** The post is past its draft stage (see pastDraft): one "Save changes" action. */
  live: boolean;
  onSubmit: (intent: PostIntent) => void;
}) {
  const [previewing, setPreviewing] = useState(false);
  // Busy buttons stay focusable (aria-disabled, not disabled): a refusal that belongs to no field
  // then leaves focus where the user was, not on the page.
  const disabled = busy !== null || uploading;
  const send = (intent: PostIntent) => {
    if (!disabled) onSubmit(intent);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send('publish');
  };
  return (
    <Box component="form" noValidate aria-label={label} aria-busy={busy !== null} onSubmit={submit}>
      <Stack spacing={3}>
        <Box sx={{ display: previewing ? 'none' : 'block' }}>
          <Stack spacing={3}>{children}</Stack>
        </Box>
        {previewing && preview}
        <StatusAlert status={status} />
        {uploading && <StatusAlert status={{ severity: 'info', text: t.photosWaiting }} />}
        <Paper
          variant="outlined"
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            p: { xs: 1, sm: 1.5 },
            borderRadius: 3,
            display: 'flex',
            gap: { xs: 1, sm: 1.5 },
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            boxShadow: '0 -4px 16px rgba(0,0,0,0.06)',
          }}
        >
          <Button
            variant="text"
            startIcon={<VisibilityOutlinedIcon aria-hidden="true" />}
            aria-pressed={previewing}
            onClick={() => setPreviewing((p) => !p)}
            sx={{ mr: { sm: 'auto' }, minHeight: 44, flexBasis: { xs: '100%', sm: 'auto' } }}
          >
            {previewing ? t.hidePreview : t.preview}
          </Button>
          {!live && (
            <Button
              variant="outlined"
              startIcon={<SaveOutlinedIcon aria-hidden="true" />}
              aria-disabled={disabled}
              onClick={() => send('draft')}
              sx={{
                opacity: disabled ? 0.6 : 1,
                minHeight: 44,
                flex: { xs: 1, sm: 'none' },
                whiteSpace: 'nowrap',
              }}
            >
              {busy === 'draft' ? t.saving : t.saveDraft}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            startIcon={<PublishIcon aria-hidden="true" />}
            aria-disabled={disabled}
            sx={{
              opacity: disabled ? 0.6 : 1,
              minHeight: 44,
              flex: { xs: 1, sm: 'none' },
              whiteSpace: 'nowrap',
            }}
          >
            {busy === 'publish' ? t.publishing : live ? t.saveChanges : t.publish}
          </Button>
        </Paper>
      </Stack>
    </Box>
  );
}
