import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { profileMessages, type User } from '@matchbazaar/contracts';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { api } from '../../lib/session/api';
import { profileImageAccept, profileImageFileError } from './profile-image-file';
import { StatusAlert, type Status } from '../../components/status-alert';
import { useDeleteProfileImage, useUploadProfileImage } from './api/account-mutations';

const t = profileMessages;
const size = { xs: 96, sm: 120 };

const initials = (user: User) =>
  `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();

/**
 * The profile photo: the current one (or initials), a file picker limited to JPEG, PNG and WebP,
 * a preview of the chosen file checked for type and size before anything is sent, then upload or
 * cancel; and removal of the current photo. The profile's cache and the session follow the answer.
 */
export function ProfilePhoto({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const uploading = useUploadProfileImage();
  const removing = useDeleteProfileImage();
  const busy = uploading.isPending ? 'upload' : removing.isPending ? 'remove' : null;
  // The buttons swap as the photo is chosen, sent or dropped: focus follows to the next step
  // instead of falling back to the page.
  const uploadButton = useRef<HTMLButtonElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'upload' | 'choose' | null>(null);
  useEffect(() => {
    const next = focusNext.current === 'upload' ? uploadButton : chooseButton;
    if (focusNext.current && next.current) {
      next.current.focus();
      focusNext.current = null;
    }
  });

  // The preview's object URL lives as long as the choice.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires `change`
    if (!file) return;
    const problem = profileImageFileError(file);
    if (problem) {
      setChosen(null);
      setStatus({ severity: 'error', text: problem });
      return;
    }
    setStatus(null);
    focusNext.current = 'upload';
    setChosen({ file, preview: URL.createObjectURL(file) });
  };

  const failed = (error: Error) =>
    setStatus({ severity: 'error', text: apiErrorMessage(error) || t.imageFailed });

  const upload = () => {
    if (!chosen || busy) return;
    uploading.mutate(chosen.file, {
      onSuccess: () => {
        focusNext.current = 'choose';
        setChosen(null);
        setStatus({ severity: 'success', text: t.imageUploaded });
      },
      onError: failed,
    });
  };

  const remove = () => {
    if (busy) return;
    removing.mutate(undefined, {
      onSuccess: () => {
        focusNext.current = 'choose';
        setStatus({ severity: 'success', text: t.imageRemoved });
      },
      onError: failed,
    });
  };

  const name = `${user.firstName} ${user.lastName}`.trim();
  const src = chosen?.preview ?? (user.profileImage ? api.url(user.profileImage) : undefined);
  return (
    <>
      <StatusAlert status={status} sx={{ mb: 2 }} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Avatar
          src={src}
          alt={chosen ? t.previewAlt : t.photoAlt(name)}
          sx={{ width: size, height: size, fontSize: { xs: 32, sm: 40 }, bgcolor: 'primary.main' }}
        >
          {initials(user)}
        </Avatar>
        <Box>
          <Typography variant="body2" color="text.secondary" id="photo-rules" sx={{ mb: 1.5 }}>
            {t.photoRules}
          </Typography>
          {/* Hidden from everyone: the button below opens it and says what it does. */}
          <input
            ref={input}
            id="profile-photo-input"
            type="file"
            accept={profileImageAccept}
            onChange={choose}
            hidden
          />
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {chosen ? (
              <>
                <Button
                  ref={uploadButton}
                  variant="contained"
                  loading={busy === 'upload'}
                  onClick={upload}
                >
                  {t.uploadPhoto}
                </Button>
                <Button
                  disabled={busy !== null}
                  onClick={() => {
                    focusNext.current = 'choose';
                    setChosen(null);
                  }}
                >
                  {t.cancelPhoto}
                </Button>
              </>
            ) : (
              <>
                <Button
                  ref={chooseButton}
                  variant="outlined"
                  aria-describedby="photo-rules"
                  startIcon={<PhotoCameraOutlinedIcon />}
                  disabled={busy !== null}
                  onClick={() => input.current?.click()}
                >
                  {t.choosePhoto}
                </Button>
                {user.profileImage && (
                  <Button
                    color="error"
                    loading={busy === 'remove'}
                    disabled={busy === 'upload'}
                    onClick={remove}
                  >
                    {t.removePhoto}
                  </Button>
                )}
              </>
            )}
          </Stack>
        </Box>
      </Stack>
    </>
  );
}
