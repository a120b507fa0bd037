import { dashboardMessages, type DailyViews } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';

const t = dashboardMessages.overview;
const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

/**
 * Seven bars, one a day. Read aloud as a list of days and their views; the bars are for the eye.
 */
export function ViewsChart({ days }: { days: readonly DailyViews[] }) {
  const top = Math.max(1, ...days.map((d) => d.views));
  return (
    <Box
      component="ul"
      aria-label={t.viewsChart}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`,
        gap: 1,
        alignItems: 'end',
        height: 160,
      }}
    >
      {days.map((d) => (
        <Box
          component="li"
          key={d.day}
          sx={{
            display: 'grid',
            gridTemplateRows: 'auto 1fr auto',
            position: 'relative',
            height: 1,
            textAlign: 'center',
            gap: 0.5,
          }}
        >
          <Box component="span" sx={visuallyHidden}>
            {t.viewsChartDay(dayName(d.day), d.views)}
          </Box>
          <Typography variant="caption" aria-hidden="true" sx={{ fontWeight: 700 }}>
            {d.views}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'flex-end' }} aria-hidden="true">
            <Box
              sx={{
                width: 1,
                height: `${Math.max(4, (d.views / top) * 100)}%`,
                borderRadius: 1.5,
                bgcolor: d.views > 0 ? 'primary.main' : 'grey.300',
              }}
            />
          </Box>
          <Typography variant="caption" color="text.secondary" aria-hidden="true">
            {dayName(d.day)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
