import { reviewsMessages, type RatingSummary } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const t = reviewsMessages;

/** The average (big, with its stars), the count, and one bar per number of stars, 5 first. */
export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  const { average, count, distribution } = summary;
  return (
    <Box
      role="group"
      aria-label={t.summaryLabel}
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ textAlign: { xs: 'left', sm: 'center' }, minWidth: 140 }}>
        <Typography component="p" sx={{ fontSize: 44, fontWeight: 800, lineHeight: 1.1 }}>
          {average === null ? '–' : average.toFixed(1)}
        </Typography>
        <Rating
          value={average ?? 0}
          precision={0.1}
          readOnly
          aria-label={average === null ? t.empty : t.average(average)}
        />
        <Typography variant="body2" color="text.secondary">
          {count === 0 ? t.empty : t.count(count)}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {distribution.map((bar) => (
          <Box
            component="li"
            key={bar.stars}
            aria-label={t.bar(bar.stars, bar.count)}
            sx={{
              display: 'grid',
              gridTemplateColumns: '2.5em minmax(0, 1fr) 3em',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Typography variant="body2" aria-hidden="true" sx={{ fontWeight: 600 }}>
              {t.starsShort(bar.stars)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={count === 0 ? 0 : (bar.count / count) * 100}
              aria-hidden="true"
              sx={{
                height: 10,
                borderRadius: 5,
                bgcolor: 'action.hover',
                '& .MuiLinearProgress-bar': { borderRadius: 5, bgcolor: '#f5a623' },
              }}
            />
            <Typography
              variant="body2"
              color="text.secondary"
              aria-hidden="true"
              sx={{ textAlign: 'right' }}
            >
              {bar.count}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
