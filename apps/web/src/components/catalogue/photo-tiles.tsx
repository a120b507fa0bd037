import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { postingMessages } from '@matchbazaar/contracts';
import type { PhotoValue } from './photo-value';

const t = postingMessages;

/** A photo being sent: its preview and progress, or why it was refused. */
export interface PendingPhoto {
  key: number;
  /** An object URL of the chosen picture; none for a file refused before sending. */
  preview: string | null;
  percent: number;
  error?: string;
}

const tile = {
  position: 'relative',
  borderRadius: 2,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'grey.100',
  aspectRatio: '1 / 1',
} as const;

const filled = { width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * One stored photo of the uploader's list: the first is the cover (with more than one allowed), and
 * the bar along its foot moves it earlier or later or removes it.
 */
export function PhotoTile({
  photo,
  index,
  count,
  max,
  onMove,
  onRemove,
}: {
  photo: PhotoValue;
  index: number;
  /** How many photos the list holds. */
  count: number;
  max: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const many = max > 1;
  return (
    <Box component="li" sx={tile}>
      <Box
        component="img"
        src={photo.cardUrl}
        alt={t.photoAlt(index + 1)}
        sx={{ ...filled, display: 'block' }}
      />
      {index === 0 && many && (
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
          justifyContent: many ? 'space-between' : 'center',
          bgcolor: 'rgba(255,255,255,0.92)',
          px: 0.5,
        }}
      >
        {many && (
          <IconButton
            size="small"
            aria-label={t.moveLeft(index + 1)}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
        )}
        <IconButton
          size="small"
          aria-label={t.removePhoto(index + 1)}
          onClick={() => onRemove(index)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
        {many && (
          <IconButton
            size="small"
            aria-label={t.moveRight(index + 1)}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}

/** A photo on its way: its preview dimmed under a progress bar, or its error and a way to dismiss it. */
export function PendingTile({
  pending,
  onDismiss,
}: {
  pending: PendingPhoto;
  onDismiss: (key: number) => void;
}) {
  return (
    <Box component="li" sx={tile}>
      {pending.preview ? (
        <Box component="img" src={pending.preview} alt="" sx={{ ...filled, opacity: 0.45 }} />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', pb: 6 }}>
          <BrokenImageOutlinedIcon color="disabled" />
        </Box>
      )}
      <Box sx={{ position: 'absolute', insetInline: 8, bottom: 8 }}>
        {pending.error === undefined ? (
          <>
            <Typography variant="caption" sx={{ fontWeight: 700 }}>
              {t.uploading(pending.percent)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={pending.percent}
              aria-label={t.uploading(pending.percent)}
            />
          </>
        ) : (
          <Box role="alert" sx={{ bgcolor: 'background.paper', borderRadius: 1, p: 0.75, pr: 4 }}>
            <Typography variant="caption" color="error" sx={{ display: 'block' }}>
              {pending.error}
            </Typography>
            <IconButton
              size="small"
              aria-label={t.dismissUpload}
              onClick={() => onDismiss(pending.key)}
              sx={{ position: 'absolute', top: 0, right: 0 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
    </Box>
  );
}
