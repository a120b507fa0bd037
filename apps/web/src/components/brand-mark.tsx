import Box from '@mui/material/Box';

/**
 * The MatchBazaar mark: the site icon itself (already in the browser's cache), decorative here
 * because the name is written beside it.
 */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <Box
      component="img"
      src="/favicon.svg"
      alt=""
      width={size}
      height={size}
      sx={{ display: 'block', flexShrink: 0 }}
    />
  );
}
