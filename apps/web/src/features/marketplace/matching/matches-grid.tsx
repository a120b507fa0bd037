import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

/** The grid the cards (and their skeletons) sit in: one column on a phone, two from tablets. */
export const matchesGrid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Two cards' shapes while the matches load or the engine has not run yet. */
export function MatchesSkeleton() {
  return (
    <Box component="ul" sx={matchesGrid} aria-hidden="true">
      {[0, 1].map((key) => (
        <Paper component="li" key={key} variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Skeleton variant="rounded" width={80} height={80} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="80%" />
              <Skeleton width="50%" />
              <Skeleton width="35%" />
            </Box>
          </Box>
          <Skeleton width="60%" sx={{ mt: 1 }} />
          <Skeleton width="45%" />
        </Paper>
      ))}
    </Box>
  );
}
