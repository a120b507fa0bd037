import type { SxProps } from '@mui/material/styles';

/** Hidden on screen, still read by screen readers (live announcements, extra context). */
export const visuallyHidden: SxProps = {
  position: 'absolute',
  // Strings: in sx, a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
