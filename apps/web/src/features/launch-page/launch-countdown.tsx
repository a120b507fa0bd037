import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { launchPageMessages } from '@matchbazaar/contracts';
import { countdownTiles } from './countdown-tiles';
import { useLaunchCountdown } from './use-launch-countdown';

const t = launchPageMessages;

// Until GET /api/launch answers: the tiles' frame without numbers, so nothing jumps.
const pendingTiles = countdownTiles(0).map((tile) => ({ ...tile, value: '--' }));

/**
 * Four tiles, Days to Seconds (docs/product/launch-page.md). A `timer` is not announced as it
 * changes, so screen readers are not interrupted every second; they read the current values when
 * the user gets there.
 */
export function LaunchCountdown() {
  const tiles = useLaunchCountdown();
  return (
    <Box role="timer" aria-labelledby="launch-countdown-label" aria-busy={tiles === null}>
      <Typography
        id="launch-countdown-label"
        variant="overline"
        component="p"
        sx={{ opacity: 0.85, letterSpacing: '0.12em', mb: 1.5, textAlign: 'center' }}
      >
        {t.countdownLabel}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gap: { xs: 1, sm: 2 },
          maxWidth: 560,
          mx: 'auto',
        }}
      >
        {(tiles ?? pendingTiles).map((tile) => (
          <Box
            component="li"
            key={tile.unit}
            sx={(theme) => ({
              py: { xs: 1.5, sm: 2.5 },
              px: 0.5,
              textAlign: 'center',
              borderRadius: 3,
              bgcolor: alpha(theme.palette.common.white, 0.1),
              border: `1px solid ${alpha(theme.palette.common.white, 0.22)}`,
              boxShadow: `0 12px 32px ${alpha(theme.palette.common.black, 0.18)}`,
              backdropFilter: 'blur(6px)',
            })}
          >
            <Box
              component="span"
              sx={{
                display: 'block',
                fontSize: 'clamp(1.75rem, 7vw, 3.25rem)',
                fontWeight: 800,
                lineHeight: 1.1,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {tile.value}
            </Box>
            <Box
              component="span"
              sx={{
                display: 'block',
                mt: 0.5,
                fontSize: { xs: '0.7rem', sm: '0.8rem' },
                fontWeight: 600,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                opacity: 0.85,
              }}
            >
              {' '}
              {tile.label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
