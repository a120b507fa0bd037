import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { categoriesOf, categoryIconPath, taxonomy } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { shopCarousel as t } from '../below-fold-content';
import { HomeSection } from '../home-section';

/**
 * The shop carousel: the 15 category groups as a row of cards that scrolls sideways (snapping to
 * cards; swipe, trackpad, the arrow buttons, or Tab through the links). It never moves by itself.
 */
export function ShopCarousel() {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= 4;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
    setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({
      left: direction * track.clientWidth * 0.85,
      behavior: reduce ? 'auto' : 'smooth',
    });
  };

  const buttons = (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
      <IconButton
        aria-label={t.previous}
        onClick={() => page(-1)}
        disabled={edges.atStart}
        sx={arrowSx}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label={t.next} onClick={() => page(1)} disabled={edges.atEnd} sx={arrowSx}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );

  return (
    <HomeSection title={t.title} intro={t.intro} aside={buttons}>
      <Box
        component="ul"
        ref={trackRef}
        aria-label={t.listLabel}
        onScroll={measure}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 2,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '78%', sm: '42%', md: '30%', lg: 'calc((100% - 3 * 20px) / 4)' },
          gap: '20px',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollPadding: '0 4px',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'thin',
        }}
      >
        {taxonomy.map((group) => (
          <Box component="li" key={group.id} sx={{ scrollSnapAlign: 'start', display: 'flex' }}>
            <Box
              component={RouterLink}
              to={`/marketplace/${group.id}`}
              sx={(theme) => ({
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.25,
                p: 2.5,
                m: '4px',
                borderRadius: 4,
                bgcolor: 'background.paper',
                border: `1px solid ${theme.palette.divider}`,
                color: 'text.primary',
                textDecoration: 'none',
                transition: 'transform 150ms, box-shadow 150ms',
                '&:hover': {
                  transform: 'translateY(-3px)',
                  boxShadow: '0 14px 30px -14px rgba(22,26,46,0.35)',
                },
                '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: 2 },
              })}
            >
              <Box component="img" src={categoryIconPath(group.id)} alt="" width={48} height={48} />
              <Typography component="h3" variant="h6">
                {group.label}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {t.taglines[group.id]}
              </Typography>
              <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700 }}>
                {t.categories(categoriesOf(group.id).length)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </HomeSection>
  );
}

const arrowSx = {
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'action.hover' },
} as const;
