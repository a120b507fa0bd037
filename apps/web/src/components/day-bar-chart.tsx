import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden';

const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

/** One bar a day, for a figure per day (views, sign-ups). */
export interface DayValue {
  /** YYYY-MM-DD, UTC. */
  day: string;
  value: number;
}

/**
 * A bar a day. Read aloud as a list of days and their values (`describe` words each one); the
 * bars are for the eye. Past ten days, only every other day's name is printed under its bar, and
 * only days above zero print their figure.
 */
export function DayBarChart({
  days,
  label,
  describe,
}: {
  days: readonly DayValue[];
  label: string;
  describe: (dayName: string, value: number) => string;
}) {
  const top = Math.max(1, ...days.map((d) => d.value));
  const sparse = days.length > 10;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`,
        gap: { xs: 0.5, sm: 1 },
        alignItems: 'end',
        height: 160,
      }}
    >
      {days.map((d, i) => (
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
            {describe(dayName(d.day), d.value)}
          </Box>
          <Typography variant="caption" aria-hidden="true" sx={{ fontWeight: 700 }}>
            {/* Past ten days the columns are narrow: a row of zeros only crowds the numbers that
                matter, so there a zero day shows its empty bar without a figure. */}
            {sparse && d.value === 0 ? '\u00a0' : d.value}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'flex-end' }} aria-hidden="true">
            <Box
              sx={{
                width: 1,
                height: `${Math.max(4, (d.value / top) * 100)}%`,
                borderRadius: 1.5,
                bgcolor: d.value > 0 ? 'primary.main' : 'grey.300',
              }}
            />
          </Box>
          <Typography variant="caption" color="text.secondary" aria-hidden="true">
            {sparse && i % 2 === 1 ? '\u00a0' : dayName(d.day)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
