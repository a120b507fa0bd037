import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { marketplaceMessages, postImageSrcSet, type PostImage } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { galleryPhotoSizes } from '../../../components/catalogue/photo-sizes';

const t = marketplaceMessages;

const roundButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.9)',
  '&:hover': { bgcolor: '#fff' },
} as const;

/**
 * A post's photos: the large one with previous/next (buttons, arrow keys, a swipe), thumbnails
 * to pick from, and a full-screen view. With no photo, the subgroup's drawing stands in.
 */
export function PhotoGallery({ images, fallback }: { images: PostImage[]; fallback: string }) {
  const [index, setIndex] = useState(0);
  const [full, setFull] = useState(false);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const onKey = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40) return;
    go(end < start ? 1 : -1);
  };

  const stage = (large: boolean) => (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label={t.galleryLabel}
      tabIndex={0}
      onKeyDown={onKey}
      onTouchStart={(e) => (touchStart.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={onTouchEnd}
      sx={(theme) => ({
        position: 'relative',
        borderRadius: large ? 0 : 3,
        overflow: 'hidden',
        bgcolor: large ? '#0b0d17' : '#eef1fb',
        aspectRatio: large ? undefined : '4 / 3',
        height: large ? '100%' : undefined,
        '&:focus-visible': {
          outline: `3px solid ${theme.palette.primary.light}`,
          outlineOffset: 2,
        },
      })}
    >
      <Box
        component="img"
        src={current ? current.urls.large : fallback}
        // The variant the slot needs; full screen takes the whole width. The first photo is the
        // page's largest paint: fetched first (the page server's head preloads it, same sizes).
        srcSet={current ? postImageSrcSet(current) : undefined}
        sizes={current ? (large ? '100vw' : galleryPhotoSizes) : undefined}
        width={current?.width}
        height={current?.height}
        fetchPriority={large ? undefined : 'high'}
        alt={current?.alt ?? ''}
        aria-live="polite"
        sx={{
          width: '100%',
          height: '100%',
          objectFit: large ? 'contain' : 'cover',
          display: 'block',
        }}
      />
      {count > 1 && (
        <>
          <IconButton
            aria-label={t.previousPhoto}
            onClick={() => go(-1)}
            sx={{ ...roundButton, left: 8 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t.nextPhoto}
            onClick={() => go(1)}
            sx={{ ...roundButton, right: 8 }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 8,
              left: 8,
              px: 1,
              borderRadius: 1,
              bgcolor: 'rgba(0,0,0,0.6)',
              color: '#fff',
              fontSize: '0.8rem',
            }}
          >
            {t.photoOf(index + 1, count)}
          </Box>
        </>
      )}
      {!large && count > 0 && (
        <IconButton
          aria-label={t.fullScreen}
          onClick={() => setFull(true)}
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: 'rgba(255,255,255,0.9)',
            '&:hover': { bgcolor: '#fff' },
          }}
        >
          <FullscreenIcon />
        </IconButton>
      )}
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {stage(false)}
      {count > 1 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1, overflowX: 'auto' }}
        >
          {images.map((image, i) => (
            <li key={image.id}>
              <Box
                component="button"
                type="button"
                aria-label={t.photoOf(i + 1, count)}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                sx={(theme) => ({
                  p: 0,
                  border: `2px solid ${i === index ? theme.palette.primary.main : 'transparent'}`,
                  borderRadius: 2,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  width: 72,
                  height: 54,
                  bgcolor: 'transparent',
                })}
              >
                <Box
                  component="img"
                  src={image.urls.thumb}
                  alt=""
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </Box>
            </li>
          ))}
        </Box>
      )}
      <Dialog fullScreen open={full} onClose={() => setFull(false)} aria-label={t.galleryLabel}>
        <Box sx={{ position: 'relative', height: '100%' }}>
          {stage(true)}
          <IconButton
            aria-label={t.closeFullScreen}
            onClick={() => setFull(false)}
            sx={{
              position: 'absolute',
              top: 12,
              right: 12,
              bgcolor: 'rgba(255,255,255,0.9)',
              '&:hover': { bgcolor: '#fff' },
            }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      </Dialog>
    </Box>
  );
}
