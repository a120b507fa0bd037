import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { catalogueMessages, postImageRules, postingMessages } from '@matchbazaar/contracts';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { visuallyHidden } from '../visually-hidden';
import { uploadImage } from './upload-image';
import type { PhotoValue } from './photo-value';

const t = postingMessages;

interface Pending {
  key: number;
  /** An object URL of the chosen picture; none for a file refused before sending. */
  preview: string | null;
  percent: number;
  error?: string;
}

/** A file's problem the browser can see before sending (type by its name's MIME, size). */
function fileProblem(file: File): string | undefined {
  if (!(postImageRules.mimeTypes as readonly string[]).includes(file.type))
    return catalogueMessages.imageFileType;
  if (file.size > postImageRules.maxBytes) return catalogueMessages.imageFileTooLarge;
  return undefined;
}

/**
 * A post's photos: add several at once (each uploads with its own progress bar), move one earlier
 * or later with buttons (the first is the cover), remove one. `setPhotos` takes an update, since
 * uploads finish in any order. `onBusy` tells the form while uploads run.
 */
export function PhotoUploader({
  id = 'post-photos',
  label = t.sectionPhotos,
  addLabel = t.addPhotos,
  photos,
  setPhotos,
  max,
  help,
  error,
  inputRef,
  onBusy,
}: {
  /** Ids of its parts start with this (a page may hold more than one uploader). */
  id?: string;
  /** The list's name for screen readers. */
  label?: string;
  addLabel?: string;
  photos: PhotoValue[];
  setPhotos: (update: (photos: PhotoValue[]) => PhotoValue[]) => void;
  max: number;
  help: string;
  error?: string | undefined;
  inputRef?: (el: HTMLElement | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [announce, setAnnounce] = useState('');
  const nextKey = useRef(0);
  const uploading = pending.some((p) => p.error === undefined);
  useEffect(() => onBusy(uploading), [uploading, onBusy]);

  const room = max - photos.length - pending.filter((p) => p.error === undefined).length;

  const upload = (file: File) => {
    const key = nextKey.current++;
    const problem = fileProblem(file);
    // A refused file gets no preview: it may be no picture at all, and a text file's object URL
    // in an <img> made the browser log a content-security-policy error.
    const preview = problem ? null : URL.createObjectURL(file);
    const update = (change: Partial<Pending>) =>
      setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
    setPending((list) => [
      ...list,
      { key, preview, percent: 0, ...(problem && { error: problem }) },
    ]);
    if (problem) return;
    uploadImage(file, (percent) => update({ percent }))
      .then((image) => {
        setPhotos((list) => [
          ...list,
          { id: image.id, thumbUrl: image.urls.thumb, cardUrl: image.urls.card },
        ]);
        setPending((list) => list.filter((p) => p.key !== key));
        if (preview) URL.revokeObjectURL(preview);
      })
      .catch((failure: unknown) => update({ error: apiErrorMessage(failure) || t.uploadFailed }));
  };

  const take = (files: FileList | null | undefined) =>
    [...(files ?? [])].slice(0, Math.max(0, room)).forEach(upload);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    event.target.value = ''; // choosing the same file again still fires `change`
  };

  // Files dropped anywhere on the section upload as if chosen (the button stays the way in for
  // keyboards and screen readers).
  const [dragging, setDragging] = useState(false);
  const drop = {
    onDragOver: (event: DragEvent) => {
      if (room <= 0 || !event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      // Moving onto a child also "leaves" the parent: only leaving the section counts.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      take(event.dataTransfer.files);
    },
  };

  const dismiss = (key: number) =>
    setPending((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((p) => p.key !== key);
    });

  const move = (from: number, to: number) => {
    setPhotos((list) => {
      const next = [...list];
      const [photo] = next.splice(from, 1);
      if (photo) next.splice(to, 0, photo);
      return next;
    });
    setAnnounce(t.photoMoved(to + 1));
  };

  const remove = (index: number) => {
    setPhotos((list) => list.filter((_, i) => i !== index));
    setAnnounce(t.photoRemoved);
  };

  const tile = {
    position: 'relative',
    borderRadius: 2,
    overflow: 'hidden',
    border: 1,
    borderColor: 'divider',
    bgcolor: 'grey.100',
    aspectRatio: '1 / 1',
  } as const;

  return (
    <Box
      {...drop}
      sx={{
        borderRadius: 2,
        outline: dragging ? 2 : 0,
        outlineStyle: 'dashed',
        outlineColor: 'primary.main',
        outlineOffset: 8,
      }}
    >
      <Typography variant="body2" color="text.secondary" id={`${id}-help`} sx={{ mb: 2 }}>
        {help}
      </Typography>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          // One photo (a logo): one tile of its own size, no cover badge nor moves.
          gridTemplateColumns: max === 1 ? '160px' : { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
        }}
      >
        {photos.map((photo, index) => (
          <Box component="li" key={photo.id} sx={tile}>
            <Box
              component="img"
              src={photo.cardUrl}
              alt={t.photoAlt(index + 1)}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            {index === 0 && max > 1 && (
              <Chip
                label={t.coverBadge}
                size="small"
                color="primary"
                sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }}
              />
            )}
            <Box
              sx={{
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                display: 'flex',
                justifyContent: max > 1 ? 'space-between' : 'center',
                bgcolor: 'rgba(255,255,255,0.92)',
                px: 0.5,
              }}
            >
              {max > 1 && (
                <IconButton
                  size="small"
                  aria-label={t.moveLeft(index + 1)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ChevronLeftIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton
                size="small"
                aria-label={t.removePhoto(index + 1)}
                onClick={() => remove(index)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
              {max > 1 && (
                <IconButton
                  size="small"
                  aria-label={t.moveRight(index + 1)}
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ChevronRightIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          </Box>
        ))}
        {pending.map((p) => (
          <Box component="li" key={`pending-${p.key}`} sx={tile}>
            {p.preview ? (
              <Box
                component="img"
                src={p.preview}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.45 }}
              />
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', pb: 6 }}>
                <BrokenImageOutlinedIcon color="disabled" />
              </Box>
            )}
            <Box sx={{ position: 'absolute', insetInline: 8, bottom: 8 }}>
              {p.error === undefined ? (
                <>
                  <Typography variant="caption" sx={{ fontWeight: 700 }}>
                    {t.uploading(p.percent)}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={p.percent}
                    aria-label={t.uploading(p.percent)}
                  />
                </>
              ) : (
                <Box
                  role="alert"
                  sx={{ bgcolor: 'background.paper', borderRadius: 1, p: 0.75, pr: 4 }}
                >
                  <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                    {p.error}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={t.dismissUpload}
                    onClick={() => dismiss(p.key)}
                    sx={{ position: 'absolute', top: 0, right: 0 }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <input
        ref={input}
        type="file"
        accept={postImageRules.mimeTypes.join(',')}
        multiple={max > 1}
        hidden
        onChange={choose}
      />
      {(max > 1 || room > 0) && (
        <Button
          ref={inputRef}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon aria-hidden="true" />}
          disabled={room <= 0}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-help`}
          sx={{ mt: photos.length + pending.length > 0 ? 2 : 0, minHeight: 44 }}
        >
          {room <= 0 ? t.photosFull : addLabel}
        </Button>
      )}
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announce}
      </Box>
    </Box>
  );
}
