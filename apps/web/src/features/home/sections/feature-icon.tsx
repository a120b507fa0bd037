import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A decorative icon on a tinted rounded square, as the home sections' cards show them. */
export function FeatureIcon({
  children,
  tone = 'primary',
}: {
  children: ReactNode;
  tone?: 'primary' | 'secondary';
}) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        width: 52,
        height: 52,
        borderRadius: 3,
        display: 'grid',
        placeItems: 'center',
        color: `${tone}.main`,
        bgcolor: alpha(theme.palette[tone].main, 0.1),
        '& svg': { fontSize: 28 },
      })}
    >
      {children}
    </Box>
  );
}
