import Box from '@mui/material/Box';

/** The MatchBazaar mark (as in favicon.svg): two arrows meeting, a buyer and a seller matched. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="16" fill="#1f3fb8" />
      <path
        d="M12 24h26l-7-7M52 40H26l7 7"
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="47" cy="24" r="5" fill="#ff8a3d" />
      <circle cx="17" cy="40" r="5" fill="#ff8a3d" />
    </Box>
  );
}
