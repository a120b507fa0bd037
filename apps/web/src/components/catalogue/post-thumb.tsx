import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';

/**
 * A post's square photo in a list (its cover, cropped to fill), or a picture icon when it has none:
 * named `noPhotoLabel` when given, else hidden from screen readers beside a title that says it all.
 */
export function PostThumb({
  url,
  size,
  noPhotoLabel,
}: {
  url: string | undefined;
  size: ResponsiveStyleValue<number>;
  noPhotoLabel?: string;
}) {
  return (
    <Box
      sx={{
        width: size,
        aspectRatio: '1 / 1',
        borderRadius: 2,
        flexShrink: 0,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : noPhotoLabel ? (
        <ImageOutlinedIcon aria-label={noPhotoLabel} />
      ) : (
        <ImageOutlinedIcon aria-hidden="true" />
      )}
    </Box>
  );
}
