import { postImageSrcSet, type PostImage } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { cardPhotoSizes } from './photo-sizes';

/** How a list of cards is laid out: a responsive grid, or one wide row per card. */
export type CardLayout = 'grid' | 'list';

/**
 * The frame every catalogue card shares: the picture and the body side by side (list) or stacked
 * (grid); the whole card is a hover target, its title link the one thing keyboard users reach.
 */
export function CatalogueCardFrame({
  layout,
  titleId,
  picture,
  badges,
  children,
  testId,
  pictureRatio = '4 / 3',
}: {
  layout: CardLayout;
  /** The picture's shape in a grid: photos of goods 4:3, a request's drawing flatter. */
  pictureRatio?: string;
  titleId: string;
  picture: ReactNode;
  badges?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const list = layout === 'list';
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: list ? { xs: 'column', sm: 'row' } : 'column',
        height: '100%',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: `1px solid ${theme.palette.divider}`,
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: '0 14px 30px -16px rgba(22,26,46,0.35)' },
        '&:focus-within': { outline: `3px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
        // The title's link covers the card, so a click anywhere opens it.
        '& a[data-stretched]::after': { content: '""', position: 'absolute', inset: 0 },
      })}
    >
      <Box
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: list ? { xs: '100%', sm: 220 } : '100%',
          aspectRatio: list ? { xs: pictureRatio, sm: 'auto' } : pictureRatio,
          minHeight: list ? { sm: 160 } : undefined,
          bgcolor: '#eef1fb',
        }}
      >
        {picture}
        {badges && (
          <Box sx={{ position: 'absolute', top: 10, left: 10, display: 'flex', gap: 0.75 }}>
            {badges}
          </Box>
        )}
      </Box>
      <Box
        sx={{
          p: { xs: 1.25, sm: 2 },
          display: 'flex',
          flexDirection: 'column',
          gap: 0.75,
          flex: 1,
          minWidth: 0,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A small pill over a card's picture (a deal, an urgency). */
export function CardBadge({
  children,
  tone,
}: {
  children: ReactNode;
  tone: 'deal' | 'high' | 'medium' | 'low';
}) {
  const colours = {
    deal: { bg: '#c2410c', fg: '#ffffff' },
    high: { bg: '#fee2e2', fg: '#991b1b' },
    medium: { bg: '#fef3c7', fg: '#92400e' },
    low: { bg: '#dcfce7', fg: '#166534' },
  }[tone];
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.75rem',
        fontWeight: 700,
        bgcolor: colours.bg,
        color: colours.fg,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The card's picture: the photo in the variant its slot needs (srcset; `sizes`, by default the
 * layout's), or the subgroup's drawing when it has none. Below the fold it waits (lazy); `eager`
 * is for the first cards a page shows, whose photo may be its largest paint.
 */
export function CardPicture({
  image,
  fallback,
  layout,
  sizes = cardPhotoSizes[layout],
  eager = false,
}: {
  image: PostImage | null;
  fallback: string;
  layout: CardLayout;
  sizes?: string;
  eager?: boolean;
}) {
  return (
    <Box
      component="img"
      src={image?.urls.card ?? fallback}
      srcSet={image ? postImageSrcSet(image) : undefined}
      sizes={image ? sizes : undefined}
      alt={image?.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
