import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { adminDashboardMessages, type BroadcastProgress } from '@matchbazaar/contracts';

const t = adminDashboardMessages;
const figureKeys = ['total', 'queued', 'sent', 'failed', 'skipped'] as const;

/** The launch broadcast's figures (from its delivery records) and a bar of what is settled. */
export function BroadcastProgressView({ broadcast }: { broadcast: BroadcastProgress }) {
  const settled = broadcast.sent + broadcast.failed + broadcast.skipped;
  const percent = broadcast.total === 0 ? 100 : Math.round((settled / broadcast.total) * 100);
  return (
    <Box component="section" aria-labelledby="broadcast-heading" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id="broadcast-heading"
          variant="h3"
          sx={{ fontSize: '1.1rem', fontWeight: 600 }}
        >
          {t.broadcastHeading}
        </Typography>
        <Chip
          size="small"
          color={broadcast.done ? 'success' : 'default'}
          label={broadcast.done ? t.done : t.broadcastStatus[broadcast.status]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t.startedAt(new Date(broadcast.createdAt).toLocaleString())}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t.progressLabel}
        sx={{ mt: 2, height: 8, borderRadius: 4 }}
      />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
          gap: 2,
          mt: 2,
          mb: 0,
        }}
      >
        {figureKeys.map((key) => (
          <Box key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t.figures[key]}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }} data-figure={key}>
              {broadcast[key].toLocaleString()}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
