import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { catalogueMessages, postImageRules, postingMessages } from '@matchbazaar/contracts';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { visuallyHidden } from '../visually-hidden';
import { uploadImage } from './upload-image';
import { PendingTile, PhotoTile, type PendingPhoto } from './photo-tiles';
import type { PhotoValue } from './photo-value';

const t = postingMessages;

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
  const [pending, setPending] = useState<PendingPhoto[]>([]);
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
    const update = (change: Partial<PendingPhoto>) =>
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
          <PhotoTile
            key={photo.id}
            photo={photo}
            index={index}
            count={photos.length}
            max={max}
            onMove={move}
            onRemove={remove}
          />
        ))}
        {pending.map((p) => (
          <PendingTile key={`pending-${p.key}`} pending={p} onDismiss={dismiss} />
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
