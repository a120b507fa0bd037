import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A figure at the top of the overview; with `to`, the whole tile leads to where it is acted on. */
export function StatTile({
  label,
  value,
  icon,
  to,
  tone = 'primary',
  hint,
}: {
  label: string;
  value: number;
  /** A line under the label saying how the number is counted. */
  hint?: string;
  icon: ReactNode;
  to?: string;
  tone?: 'primary' | 'secondary' | 'success' | 'warning';
}) {
  const body = (
    <>
      <Box
        aria-hidden="true"
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2.5,
          placeItems: 'center',
          bgcolor: `${tone}.main`,
          // A phone shows two tiles a row: the figure and its words, not the icon.
          display: { xs: 'none', sm: 'grid' },
          color: `${tone}.contrastText`,
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontSize: { xs: 24, sm: 28 }, fontWeight: 800, lineHeight: 1.1 }}>
          {value.toLocaleString('en-US')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {hint}
          </Typography>
        )}
      </Box>
    </>
  );
  const sx = {
    p: 2,
    borderRadius: 3,
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    textDecoration: 'none',
    color: 'inherit',
    height: 1,
  } as const;
  return to ? (
    <Paper
      variant="outlined"
      component={RouterLink}
      to={to}
      sx={{ ...sx, '&:hover': { borderColor: 'primary.main' } }}
    >
      {body}
    </Paper>
  ) : (
    <Paper variant="outlined" sx={sx}>
      {body}
    </Paper>
  );
}
